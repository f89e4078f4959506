package io.pcaplens.rest.conversation;

import io.pcaplens.domain.flow.TlsFacts;
import io.pcaplens.rest.Timestamps;

import java.util.List;

/**
 * The TLS part of a conversation or flow as the API writes it (api.md): the one place that knows its field
 * names, how each value is written and its CSV columns; both bodies and both exports take them from here.
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

    /** The certificate's dates in the API's instant form; the tool's text is kept for the validity at capture. */
    static TlsFields of(TlsFacts t) {
        return new TlsFields(t.hostname(), t.ja3Client(), t.ja3Server(), t.ja4Client(), t.alpn(), t.tlsIssuer(),
                t.tlsSubject(), Timestamps.ofUtcText(t.certNotBefore()), Timestamps.ofUtcText(t.certNotAfter()));
    }
}
