package io.pcaplens.persistence.conversation;

import io.pcaplens.persistence.Batch;
import io.pcaplens.persistence.Database;
import io.pcaplens.persistence.Parameters;
import io.pcaplens.persistence.Rows;
import io.pcaplens.persistence.Transaction;

import io.pcaplens.domain.conversation.ConversationQuery;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.port.ConversationRepository;
import io.pcaplens.domain.signature.RuleMatch;
import jakarta.annotation.Resource;
import jakarta.enterprise.context.ApplicationScoped;

import javax.sql.DataSource;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * Conversations in plain SQL: they are written in bulk at the end of an analysis and read with filters and
 * sorts built per request, and their multi-valued facts are PostgreSQL arrays.
 */
@ApplicationScoped
public class JdbcConversationRepository implements ConversationRepository {

    private static final String COLUMNS = "id, capture_id, conv_key, src_ip, src_port, dst_ip, dst_port, protocol, "
            + "transport, dissector_protocol, packet_count, total_bytes, start_ns, end_ns, first_frame, file_types, "
            + "http_user_agents, app_name, category, dpi_confidence, flow_risks, hostname, ja3_client, ja3_server, "
            + "tls_issuer, tls_subject, cert_not_before, cert_not_after, ids_alerts, custom_rules, src_geo, dst_geo, "
            + "src_device_type, dst_device_type, extracted_file_count";

    @Resource(lookup = Database.DATASOURCE)
    DataSource dataSource;
    private final PayloadMatches payloadMatches = new PayloadMatches();

    @Override
    public long reserveIds(int count) {
        if (count > ID_BLOCK) {
            throw new IllegalArgumentException("at most " + ID_BLOCK + " ids at once");
        }
        try (Connection con = dataSource.getConnection();
             PreparedStatement st = con.prepareStatement("SELECT nextval('conversation_id_seq')");
             ResultSet rs = st.executeQuery()) {
            rs.next();
            return rs.getLong(1);
        } catch (SQLException e) {
            throw new IllegalStateException("could not reserve conversation ids", e);
        }
    }

    @Override
    public void addAll(List<ConversationRow> rows) {
        // a search made while the capture's packets were still being written saw only some of them
        rows.stream().map(ConversationRow::captureId).distinct().forEach(payloadMatches::forget);
        String sql = "INSERT INTO conversation (" + COLUMNS + ") VALUES (" + "?,".repeat(28) + "?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb, ?, ?, ?)";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            Batch.write(st, rows, r -> {
                st.setLong(1, r.id());
                st.setObject(2, UUID.fromString(r.captureId()));
                st.setString(3, r.key());
                st.setString(4, r.srcIp());
                Parameters.setInt(st, 5, r.srcPort());
                st.setString(6, r.dstIp());
                Parameters.setInt(st, 7, r.dstPort());
                st.setString(8, r.protocol());
                st.setString(9, r.transport());
                st.setString(10, r.dissectorProtocol());
                st.setLong(11, r.packetCount());
                st.setLong(12, r.totalBytes());
                st.setLong(13, r.startNanos());
                st.setLong(14, r.endNanos());
                st.setLong(15, r.firstFrame());
                st.setArray(16, con.createArrayOf("text", r.fileTypes().toArray()));
                st.setArray(17, con.createArrayOf("text", r.httpUserAgents().toArray()));
                FlowFacts f = r.flow();
                st.setString(18, f == null ? null : f.appName());
                st.setString(19, f == null ? null : f.category());
                st.setString(20, f == null ? null : f.confidence());
                st.setArray(21, con.createArrayOf("text", f == null ? new Object[0] : f.risks().toArray()));
                st.setString(22, f == null ? null : f.hostname());
                st.setString(23, f == null ? null : f.ja3Client());
                st.setString(24, f == null ? null : f.ja3Server());
                st.setString(25, f == null ? null : f.tlsIssuer());
                st.setString(26, f == null ? null : f.tlsSubject());
                st.setString(27, f == null ? null : f.certNotBefore());
                st.setString(28, f == null ? null : f.certNotAfter());
                st.setString(29, IdsAlerts.toJson(r.idsAlerts()));
                st.setString(30, CustomRules.toJson(r.customRules()));
                st.setString(31, GeoJson.toJson(r.srcGeo()));
                st.setString(32, GeoJson.toJson(r.dstGeo()));
                st.setString(33, r.srcDeviceType());
                st.setString(34, r.dstDeviceType());
                st.setInt(35, r.extractedFileCount());
            });
        } catch (SQLException e) {
            throw new IllegalStateException("could not store conversations", e);
        }
    }

    private ConversationSql sql(String captureId, ConversationQuery query) {
        return new ConversationSql(captureId, query,
                query.payload() == null ? null : payloadMatches.of(dataSource, captureId, query.payload()));
    }

    @Override
    public void deleteByCapture(String captureId) {
        payloadMatches.forget(captureId);
        try (Connection con = dataSource.getConnection();
             PreparedStatement st = con.prepareStatement("DELETE FROM conversation WHERE capture_id = ?")) {
            st.setObject(1, UUID.fromString(captureId));
            st.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("could not delete conversations", e);
        }
    }

    @Override
    public List<ConversationRow> page(String captureId, ConversationQuery query, int offset, int limit) {
        ConversationSql q = sql(captureId, query);
        String sql = "SELECT " + COLUMNS + " FROM conversation WHERE " + q.where + " ORDER BY " + q.orderBy
                + " OFFSET ? LIMIT ?";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            int i = Parameters.bind(con, st, 1, q.params);
            st.setInt(i++, offset);
            st.setInt(i, limit);
            return read(st);
        } catch (SQLException e) {
            throw new IllegalStateException("could not read conversations", e);
        }
    }

    @Override
    public List<ConversationRow> pageAfter(String captureId, long afterId, int limit) {
        String sql = "SELECT " + COLUMNS + " FROM conversation WHERE capture_id = ? AND id > ? ORDER BY id LIMIT ?";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            st.setObject(1, UUID.fromString(captureId));
            st.setLong(2, afterId);
            st.setInt(3, limit);
            return read(st);
        } catch (SQLException e) {
            throw new IllegalStateException("could not read conversations", e);
        }
    }

    @Override
    public long count(String captureId, ConversationQuery query) {
        ConversationSql q = sql(captureId, query);
        try (Connection con = dataSource.getConnection();
             PreparedStatement st = con.prepareStatement("SELECT count(*) FROM conversation WHERE " + q.where)) {
            Parameters.bind(con, st, 1, q.params);
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not count conversations", e);
        }
    }

    /** Facet name: the SQL giving (value, count) for one capture. */
    private static final Map<String, String> FACETS = new LinkedHashMap<>();

    static {
        FACETS.put("protocols", "SELECT protocol, count(*) FROM conversation WHERE capture_id = ? GROUP BY 1");
        FACETS.put("dissectorProtocols", "SELECT dissector_protocol, count(*) FROM conversation WHERE capture_id = ?"
                + " AND dissector_protocol IS NOT NULL GROUP BY 1");
        FACETS.put("apps", "SELECT app_name, count(*) FROM conversation WHERE capture_id = ? AND app_name IS NOT NULL GROUP BY 1");
        FACETS.put("categories", "SELECT category, count(*) FROM conversation WHERE capture_id = ? AND category IS NOT NULL GROUP BY 1");
        FACETS.put("fileTypes", "SELECT t, count(*) FROM conversation, unnest(file_types) t WHERE capture_id = ? GROUP BY 1");
        FACETS.put("risks", "SELECT r, count(*) FROM conversation, unnest(flow_risks) r WHERE capture_id = ? GROUP BY 1");
        FACETS.put("customRules", "SELECT m->>'name', count(*) FROM conversation, jsonb_array_elements(custom_rules) m"
                + " WHERE capture_id = ? GROUP BY 1");
        FACETS.put("severities", "SELECT s, count(*) FROM conversation, LATERAL (SELECT DISTINCT m->>'severity' s"
                + " FROM jsonb_array_elements(custom_rules) m) x WHERE capture_id = ? GROUP BY 1");
        FACETS.put("countries", "SELECT c, count(*) FROM conversation, LATERAL (SELECT DISTINCT g->>'countryCode' c"
                + " FROM (VALUES (src_geo), (dst_geo)) v(g) WHERE g->>'countryCode' IS NOT NULL) x"
                + " WHERE capture_id = ? GROUP BY 1");
        FACETS.put("deviceTypes", "SELECT d, count(*) FROM conversation, LATERAL (SELECT DISTINCT d FROM"
                + " (VALUES (src_device_type), (dst_device_type)) v(d) WHERE d IS NOT NULL) x"
                + " WHERE capture_id = ? GROUP BY 1");
        FACETS.put("idsAlerts", "SELECT s, count(*) FROM conversation, LATERAL (SELECT DISTINCT a->>'signature' s"
                + " FROM jsonb_array_elements(ids_alerts) a) x WHERE capture_id = ? GROUP BY 1");
    }

    @Override
    public Map<String, Map<String, Long>> facets(String captureId) {
        Map<String, Map<String, Long>> all = new LinkedHashMap<>();
        try (Connection con = dataSource.getConnection()) {
            for (Map.Entry<String, String> facet : FACETS.entrySet()) {
                Map<String, Long> values = new LinkedHashMap<>();
                try (PreparedStatement st = con.prepareStatement(facet.getValue() + " ORDER BY 2 DESC, 1")) {
                    st.setObject(1, UUID.fromString(captureId));
                    Rows.each(st, rs -> values.put(rs.getString(1), rs.getLong(2)));
                }
                all.put(facet.getKey(), values);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the facets", e);
        }
        return all;
    }

    @Override
    public Map<String, String> ruleSeverities(String captureId) {
        Map<String, String> severities = new java.util.TreeMap<>();
        try (Connection con = dataSource.getConnection();
             PreparedStatement st = con.prepareStatement("SELECT DISTINCT m->>'name', m->>'severity' FROM conversation,"
                     + " jsonb_array_elements(custom_rules) m WHERE capture_id = ?")) {
            st.setObject(1, UUID.fromString(captureId));
            Rows.each(st, rs -> severities.put(rs.getString(1), rs.getString(2)));
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the rule severities", e);
        }
        return severities;
    }

    @Override
    public void updateCustomRules(String captureId, Map<Long, List<RuleMatch>> byConversation) {
        Transaction.run(dataSource, "could not store the custom rule matches", con -> {
            try (PreparedStatement clear = con.prepareStatement(
                    "UPDATE conversation SET custom_rules = '[]'::jsonb WHERE capture_id = ?");
                 PreparedStatement set = con.prepareStatement(
                         "UPDATE conversation SET custom_rules = ?::jsonb WHERE id = ? AND capture_id = ?")) {
                clear.setObject(1, UUID.fromString(captureId));
                clear.executeUpdate();
                Batch.write(set, byConversation.entrySet(), e -> {
                    set.setString(1, CustomRules.toJson(e.getValue()));
                    set.setLong(2, e.getKey());
                    set.setObject(3, UUID.fromString(captureId));
                });
            }
        });
    }

    @Override
    public void updateDeviceTypes(String captureId, Map<String, String> deviceTypeByIp) {
        String[] ips = deviceTypeByIp.keySet().toArray(new String[0]);
        String[] types = new String[ips.length];
        for (int i = 0; i < ips.length; i++) {
            types[i] = deviceTypeByIp.get(ips[i]);
        }
        // joins (hash joins, not a lookup per row), and only rows whose type changes are written
        String update = "UPDATE conversation c SET %1$s_device_type = d.type FROM unnest(?::text[], ?::text[]) d(ip, type)"
                + " WHERE c.capture_id = ? AND c.%1$s_ip = d.ip AND c.%1$s_device_type IS DISTINCT FROM d.type";
        Transaction.run(dataSource, "could not store the device types", con -> {
            for (String side : new String[] {"src", "dst"}) {
                try (PreparedStatement st = con.prepareStatement(String.format(update, side))) {
                    st.setArray(1, con.createArrayOf("text", ips));
                    st.setArray(2, con.createArrayOf("text", types));
                    st.setObject(3, UUID.fromString(captureId));
                    st.executeUpdate();
                }
            }
        });
    }

    @Override
    public java.util.SortedSet<Long> notInCapture(String captureId, java.util.Collection<Long> ids) {
        java.util.SortedSet<Long> missing = new java.util.TreeSet<>();
        String sql = "SELECT i FROM unnest(?::bigint[]) i WHERE NOT EXISTS"
                + " (SELECT 1 FROM conversation c WHERE c.id = i AND c.capture_id = ?)";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            st.setArray(1, con.createArrayOf("bigint", ids.toArray()));
            st.setObject(2, UUID.fromString(captureId));
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    missing.add(rs.getLong(1));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not check the conversation ids", e);
        }
        return missing;
    }

    @Override
    public java.util.Set<String> sortableFields() {
        return ConversationSql.SORTABLE.keySet();
    }

    @Override
    public Optional<ConversationRow> find(long id) {
        try (Connection con = dataSource.getConnection();
             PreparedStatement st = con.prepareStatement("SELECT " + COLUMNS + " FROM conversation WHERE id = ?")) {
            st.setLong(1, id);
            return read(st).stream().findFirst();
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the conversation", e);
        }
    }

    private static List<ConversationRow> read(PreparedStatement st) throws SQLException {
        return Rows.all(st, rs -> new ConversationRow(rs.getLong(1), rs.getString(2), rs.getString(3),
                rs.getString(4), (Integer) rs.getObject(5), rs.getString(6), (Integer) rs.getObject(7), rs.getString(8),
                rs.getString(9), rs.getString(10), rs.getLong(11), rs.getLong(12), rs.getLong(13),
                rs.getLong(14), rs.getLong(15), strings(rs.getArray(16)), strings(rs.getArray(17)), flow(rs),
                IdsAlerts.fromJson(rs.getString(29)), CustomRules.fromJson(rs.getString(30)),
                GeoJson.fromJson(rs.getString(31)), GeoJson.fromJson(rs.getString(32)), rs.getString(33),
                rs.getString(34), rs.getInt(35)));
    }

    /** The flow facts of a row, or null when DPI left nothing for it. */
    private static FlowFacts flow(ResultSet rs) throws SQLException {
        String confidence = rs.getString(20);
        List<String> risks = strings(rs.getArray(21));
        if (rs.getString(18) == null && confidence == null && risks.isEmpty() && rs.getString(22) == null
                && rs.getString(23) == null && rs.getString(24) == null) {
            return null;
        }
        return new FlowFacts(null, rs.getString(18), rs.getString(19), confidence, risks, rs.getString(22),
                rs.getString(23), rs.getString(24), rs.getString(25), rs.getString(26), rs.getString(27),
                rs.getString(28));
    }

    private static List<String> strings(Array array) throws SQLException {
        return array == null ? List.of() : Arrays.asList((String[]) array.getArray());
    }

}