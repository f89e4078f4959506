package io.pcaplens.persistence.monitor;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.domain.conversation.Severity;
import io.pcaplens.domain.monitor.ConversationFacts;
import io.pcaplens.domain.monitor.OutboundVolumes;
import io.pcaplens.domain.monitor.port.ConversationFactsSource;
import io.pcaplens.persistence.CaptureIds;
import io.pcaplens.persistence.Rows;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Objects;

/**
 * The distinct values change detection compares, read from a capture's stored conversations with plain
 * SELECT DISTINCT queries, once per capture.
 */
@ApplicationScoped
public class JdbcConversationFacts implements ConversationFactsSource {

    private static final String APPLICATIONS =
            "SELECT DISTINCT app_name FROM conversation WHERE capture_id = ? AND app_name IS NOT NULL";
    private static final String PROTOCOLS = "SELECT DISTINCT protocol FROM conversation WHERE capture_id = ?";
    private static final String RISKS = "SELECT DISTINCT unnest(flow_risks) FROM conversation WHERE capture_id = ?";
    private static final String IDS_ALERTS = "SELECT DISTINCT a->>'signature' FROM conversation,"
            + " jsonb_array_elements(ids_alerts) a WHERE capture_id = ? AND jsonb_typeof(ids_alerts) = 'array'";
    private static final String RULE_MATCHES = "SELECT DISTINCT r->>'name', r->>'severity' FROM conversation,"
            + " jsonb_array_elements(custom_rules) r WHERE capture_id = ? AND jsonb_typeof(custom_rules) = 'array'";
    private static final String COUNTRIES = "SELECT src_geo->>'country' FROM conversation WHERE capture_id = ?"
            + " UNION SELECT dst_geo->>'country' FROM conversation WHERE capture_id = ?";
    /** The organisation of an address's autonomous system, its number where the geolocation named none. */
    private static final String ORGANISATIONS = "SELECT coalesce(src_geo->>'org', src_geo->>'asn') FROM conversation"
            + " WHERE capture_id = ? UNION SELECT coalesce(dst_geo->>'org', dst_geo->>'asn') FROM conversation"
            + " WHERE capture_id = ?";
    /** What each side sent, by pair of addresses: the off-site destinations' volumes are added up from it. */
    private static final String SIDES = "SELECT src_ip, dst_ip, sum(src_bytes), sum(dst_bytes) FROM conversation"
            + " WHERE capture_id = ? GROUP BY src_ip, dst_ip";
    private static final String SIZE = "SELECT count(*), coalesce(sum(total_bytes), 0) FROM conversation"
            + " WHERE capture_id = ?";

    private DataSource dataSource;

    /** For the container's proxy. */
    protected JdbcConversationFacts() {
    }

    @Inject
    public JdbcConversationFacts(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public ConversationFacts read(CaptureId captureId) {
        try (Connection con = dataSource.getConnection()) {
            List<String> applications = strings(con, APPLICATIONS, captureId);
            List<String> protocols = strings(con, PROTOCOLS, captureId);
            List<String> risks = strings(con, RISKS, captureId);
            List<String> alerts = strings(con, IDS_ALERTS, captureId);
            List<String> countries = strings(con, COUNTRIES, captureId);
            List<String> organisations = strings(con, ORGANISATIONS, captureId);
            List<RuleMatch> rules;
            try (PreparedStatement st = con.prepareStatement(RULE_MATCHES)) {
                CaptureIds.bind(st, 1, captureId);
                rules = Rows.all(st, rs -> new RuleMatch(rs.getString(1),
                        Severity.parse(rs.getString(2)).orElse(Severity.LOW)));
            }
            OutboundVolumes volumes = new OutboundVolumes();
            try (PreparedStatement st = con.prepareStatement(SIDES)) {
                CaptureIds.bind(st, 1, captureId);
                Rows.each(st, rs -> volumes.add(rs.getString(1), rs.getString(2), rs.getLong(3), rs.getLong(4)));
            }
            try (PreparedStatement st = con.prepareStatement(SIZE)) {
                CaptureIds.bind(st, 1, captureId);
                try (ResultSet rs = st.executeQuery()) {
                    rs.next();
                    return new ConversationFacts(applications, protocols, risks, alerts, rules, countries,
                            organisations, rs.getLong(1), rs.getLong(2), volumes.volumes());
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the conversations' facts", e);
        }
    }

    /** The query's values, without nulls; every parameter of the query is the capture's id. */
    private static List<String> strings(Connection con, String sql, CaptureId captureId) throws SQLException {
        try (PreparedStatement st = con.prepareStatement(sql)) {
            long parameters = sql.chars().filter(c -> c == '?').count();
            for (int i = 1; i <= parameters; i++) {
                CaptureIds.bind(st, i, captureId);
            }
            return Rows.all(st, rs -> rs.getString(1)).stream().filter(Objects::nonNull).toList();
        }
    }
}
