package io.pcaplens.domain.conversation;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * Which packets a PCAP export of conversation rows holds. A row holds only the packets of one Protocol label
 * (spec 10.5), so a row's own packets may lack the handshake and the segments labelled otherwise; its whole
 * connection is every packet of the transport flow ({@link io.pcaplens.domain.flow.FlowKey}), all its rows.
 */
public enum ExportScope {
    /** Only the chosen rows' packets (spec 10.7). */
    ROW,
    /** Every packet of the transport flows the chosen rows belong to. */
    CONNECTION;

    /** The name the API uses: {@code row} or {@code connection}. */
    public String apiName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The scope an API name names, empty for any other text. */
    public static Optional<ExportScope> named(String text) {
        return Arrays.stream(values()).filter(s -> s.apiName().equals(text)).findFirst();
    }
}
