package io.pcaplens.domain.tracer;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * What the tracer replays of a traced row. A connection is split into one row per protocol label (spec 2.3), so
 * a row alone may hold an HTTP response whose request is in another row, or a TLS exchange without its TCP
 * handshake; the whole connection shows them in order.
 */
public enum ReplayScope {
    /** Every packet of the row's transport flow, whatever row it belongs to: the default. */
    CONNECTION,
    /** Only the packets of the traced row (spec 10.6 item 1). */
    ROW;

    /** The scope as the API writes it: "connection" or "row" (any case); empty for anything else. */
    public static Optional<ReplayScope> parse(String text) {
        return text == null ? Optional.empty()
                : Arrays.stream(values()).filter(s -> s.name().equalsIgnoreCase(text.strip())).findFirst();
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
