package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.flow.DpiFacts;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.TlsFacts;

import java.sql.ResultSet;
import java.sql.SQLException;

/** The DPI and TLS facts of a conversation's flow in its row; all NULL (and no risks) when there are none. */
final class FlowColumns {

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
}
