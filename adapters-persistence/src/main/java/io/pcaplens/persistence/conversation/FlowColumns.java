package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.conversation.ConversationField;
import io.pcaplens.domain.flow.DpiFacts;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.TlsFacts;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The DPI and TLS facts of a conversation's flow in its row; all NULL (and no risks) when there are none. */
final class FlowColumns {

    /** The TLS columns a conversation list orders by, for each sortable TLS field. */
    static final Map<ConversationField, String> TLS_SORT_COLUMNS = Map.of(
            ConversationField.HOSTNAME, "hostname",
            ConversationField.JA3_CLIENT, "ja3_client",
            ConversationField.JA3_SERVER, "ja3_server",
            ConversationField.JA4_CLIENT, "ja4_client",
            ConversationField.TLS_ISSUER, "tls_issuer",
            ConversationField.TLS_SUBJECT, "tls_subject",
            ConversationField.CERT_NOT_BEFORE, "cert_not_before",
            ConversationField.CERT_NOT_AFTER, "cert_not_after");

    /** The TLS columns of a row, each the same on every row of its flow that has it. */
    private static final List<String> TLS_COLUMNS = List.of("hostname", "ja3_client", "ja3_server", "ja4_client",
            "alpn", "tls_issuer", "tls_subject", "cert_not_before", "cert_not_after");

    private FlowColumns() {
    }

    static void write(FlowFacts f, ColumnValues row) {
        DpiFacts d = f == null ? DpiFacts.NONE : f.dpi();
        TlsFacts t = f == null ? TlsFacts.NONE : f.tls();
        row.put("app_name", d.appName())
                .put("category", d.category())
                .put("dpi_confidence", d.confidence())
                .texts("flow_risks", d.risks())
                .put("hostname", t.hostname())
                .put("ja3_client", t.ja3Client())
                .put("ja3_server", t.ja3Server())
                .put("tls_issuer", t.tlsIssuer())
                .put("tls_subject", t.tlsSubject())
                .put("cert_not_before", t.certNotBefore())
                .put("cert_not_after", t.certNotAfter())
                .put("ja4_client", t.ja4Client())
                .texts("alpn", t.alpn());
    }

    /** Null when DPI left nothing for the row: no application, confidence, risk, SNI, JA3 or JA4. */
    static FlowFacts read(ResultSet rs) throws SQLException {
        DpiFacts dpi = new DpiFacts(rs.getString("app_name"), rs.getString("category"),
                rs.getString("dpi_confidence"), TextArrays.read(rs, "flow_risks"));
        TlsFacts tls = new TlsFacts(rs.getString("hostname"), rs.getString("ja3_client"), rs.getString("ja3_server"),
                rs.getString("ja4_client"), TextArrays.read(rs, "alpn"), rs.getString("tls_issuer"),
                rs.getString("tls_subject"), rs.getString("cert_not_before"), rs.getString("cert_not_after"));
        return dpi.isEmpty() && tls.isEmpty() ? null : new FlowFacts(null, dpi, tls);
    }

    /**
     * The flow list's select items of the TLS columns, each its rows' greatest (DPI's facts are the flow's, the
     * hellos' the same on every row that read them), ending with a comma.
     */
    static String tlsOfFlow() {
        return TLS_COLUMNS.stream().map(c -> "  max(r." + c + ") AS " + c + ",").collect(Collectors.joining());
    }
}
