package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.flow.FlowFacts;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;

/** The DPI and TLS facts of a conversation's flow in its row; all NULL (and no risks) when there are none. */
final class FlowColumns {

    private FlowColumns() {
    }

    static void write(FlowFacts f, ColumnValues row) {
        boolean none = f == null;
        row.put("app_name", none ? null : f.appName())
                .put("category", none ? null : f.category())
                .put("dpi_confidence", none ? null : f.confidence())
                .texts("flow_risks", none ? List.of() : f.risks())
                .put("hostname", none ? null : f.hostname())
                .put("ja3_client", none ? null : f.ja3Client())
                .put("ja3_server", none ? null : f.ja3Server())
                .put("tls_issuer", none ? null : f.tlsIssuer())
                .put("tls_subject", none ? null : f.tlsSubject())
                .put("cert_not_before", none ? null : f.certNotBefore())
                .put("cert_not_after", none ? null : f.certNotAfter())
                .put("ja4_client", none ? null : f.ja4Client())
                .texts("alpn", none ? List.of() : f.alpn());
    }

    /** Null when DPI left nothing for the row: no application, confidence, risk, SNI, JA3 or JA4. */
    static FlowFacts read(ResultSet rs) throws SQLException {
        FlowFacts f = new FlowFacts(null, rs.getString("app_name"), rs.getString("category"),
                rs.getString("dpi_confidence"), TextArrays.read(rs, "flow_risks"), rs.getString("hostname"),
                rs.getString("ja3_client"), rs.getString("ja3_server"), rs.getString("tls_issuer"),
                rs.getString("tls_subject"), rs.getString("cert_not_before"), rs.getString("cert_not_after"),
                rs.getString("ja4_client"), TextArrays.read(rs, "alpn"));
        boolean empty = f.appName() == null && f.confidence() == null && f.risks().isEmpty() && f.hostname() == null
                && f.ja3Client() == null && f.ja3Server() == null && f.ja4Client() == null;
        return empty ? null : f;
    }
}
