package io.pcaplens.rest.conversation;

import io.pcaplens.domain.conversation.ConversationField;
import io.pcaplens.domain.flow.TlsFacts;
import io.pcaplens.rest.Timestamps;

import java.util.List;
import java.util.Map;

/**
 * The TLS part of a conversation or flow as the API writes it (api.md): the one place that knows its field
 * names, how each value is written, its CSV columns and its sort names; both bodies, both exports and the sort
 * take them from here.
 */
record TlsFields(
        String hostname,
        String ja3Client,
        String ja3Server,
        String ja4Client,
        List<String> alpn,
        String tlsIssuer,
        String tlsSubject,
        String certNotBefore,
        String certNotAfter) {

    static final CsvColumn<RowParts> HOSTNAME = CsvColumn.text("hostname", r -> r.tls().hostname());
    static final CsvColumn<RowParts> JA3_CLIENT = CsvColumn.text("ja3Client", r -> r.tls().ja3Client());
    static final CsvColumn<RowParts> JA3_SERVER = CsvColumn.text("ja3Server", r -> r.tls().ja3Server());
    static final CsvColumn<RowParts> JA4_CLIENT = CsvColumn.text("ja4Client", r -> r.tls().ja4Client());
    static final CsvColumn<RowParts> ALPN = CsvColumn.list("alpn", r -> r.tls().alpn());

    /** The TLS fields a conversation list sorts by, under their API names, in the order the API lists them. */
    static final List<Map.Entry<String, ConversationField>> SORTS = List.of(
            Map.entry("hostname", ConversationField.HOSTNAME),
            Map.entry("ja3Client", ConversationField.JA3_CLIENT),
            Map.entry("ja3Server", ConversationField.JA3_SERVER),
            Map.entry("ja4Client", ConversationField.JA4_CLIENT),
            Map.entry("tlsIssuer", ConversationField.TLS_ISSUER),
            Map.entry("tlsSubject", ConversationField.TLS_SUBJECT),
            Map.entry("certNotBefore", ConversationField.CERT_NOT_BEFORE),
            Map.entry("certNotAfter", ConversationField.CERT_NOT_AFTER));

    /** The certificate's dates in the API's instant form; the tool's text is kept for the validity at capture. */
    static TlsFields of(TlsFacts t) {
        return new TlsFields(t.hostname(), t.ja3Client(), t.ja3Server(), t.ja4Client(), t.alpn(), t.tlsIssuer(),
                t.tlsSubject(), Timestamps.ofUtcText(t.certNotBefore()), Timestamps.ofUtcText(t.certNotAfter()));
    }
}
