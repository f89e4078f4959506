package io.pcaplens.persistence.conversation;

import io.pcaplens.persistence.Batch;
import io.pcaplens.persistence.CaptureIds;
import io.pcaplens.persistence.Parameters;
import io.pcaplens.persistence.Rows;
import io.pcaplens.persistence.Transaction;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.domain.conversation.Severity;
import io.pcaplens.domain.conversation.TimeWindow;
import io.pcaplens.domain.conversation.port.ConversationRepository;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Conversations in plain SQL: they are written in bulk at the end of an analysis and read with filters and
 * sorts built per request, and their multi-valued facts are PostgreSQL arrays.
 */
@ApplicationScoped
public class JdbcConversationRepository implements ConversationRepository {

    private DataSource dataSource;

    /** For the container's proxy. */
    protected JdbcConversationRepository() {
    }

    @Inject
    public JdbcConversationRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

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
        if (rows.isEmpty()) {
            return;
        }
        // every row puts the same columns; each row's values live only while it is bound
        String insert = ConversationColumns.of(rows.get(0)).insertInto("conversation");
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(insert)) {
            Batch.write(st, rows, r -> ConversationColumns.of(r).bind(con, st));
        } catch (SQLException e) {
            throw new IllegalStateException("could not store conversations", e);
        }
    }

    @Override
    public void deleteByCapture(CaptureId captureId) {
        try (Connection con = dataSource.getConnection();
             PreparedStatement st = con.prepareStatement("DELETE FROM conversation WHERE capture_id = ?")) {
            CaptureIds.bind(st, 1, captureId);
            st.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("could not delete conversations", e);
        }
    }

    @Override
    public List<ConversationRow> page(CaptureId captureId, ConversationQuery query, PayloadHits hits, int offset, int limit) {
        ConversationSql q = new ConversationSql(captureId, query, hits);
        String sql = "SELECT * FROM conversation WHERE " + q.where + " ORDER BY " + q.orderBy
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
    public List<ConversationRow> pageAfter(CaptureId captureId, long afterId, int limit) {
        String sql = "SELECT * FROM conversation WHERE capture_id = ? AND id > ? ORDER BY id LIMIT ?";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            CaptureIds.bind(st, 1, captureId);
            st.setLong(2, afterId);
            st.setInt(3, limit);
            return read(st);
        } catch (SQLException e) {
            throw new IllegalStateException("could not read conversations", e);
        }
    }

    @Override
    public long count(CaptureId captureId, ConversationQuery query, PayloadHits hits) {
        ConversationSql q = new ConversationSql(captureId, query, hits);
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

    @Override
    public Map<Facet, Map<String, Long>> facets(CaptureId captureId, ConversationQuery query, PayloadHits hits) {
        return facets(captureId, query, hits, FacetQueries.Unit.ROWS, q -> count(captureId, q, hits));
    }

    /**
     * Each facet's values with the number of rows or flows ({@code unit}) the list would have with that value
     * added to the query (docs/explorer.md, "Facets follow the filters"):
     * counted under every other filter; where the group already selects values, the value's own rows or flows
     * are added to those the selection holds (the values of a group are OR-ed); an excluded value is counted as
     * if it were selected instead, by {@code total}, the list total of a query.
     */
    Map<Facet, Map<String, Long>> facets(CaptureId captureId, ConversationQuery query, PayloadHits hits,
                                         FacetQueries.Unit unit,
                                         java.util.function.ToLongFunction<ConversationQuery> total) {
        Map<Facet, Map<String, Long>> all = new EnumMap<>(Facet.class);
        String counted = unit.count();
        try (Connection con = dataSource.getConnection()) {
            for (Facet facet : Facet.values()) {
                ConversationSql s = new ConversationSql(captureId, query, hits, facet);
                Map<String, Long> values = new LinkedHashMap<>();
                if (s.selection == null) {
                    try (PreparedStatement st = con.prepareStatement(FacetQueries.of(facet, s.where, counted))) {
                        Parameters.bind(con, st, 1, s.params);
                        Rows.each(st, rs -> values.put(rs.getString(1), rs.getLong(2)));
                    }
                } else {
                    String selected = s.where + " AND " + s.selection;
                    List<Object> selectedParams = new java.util.ArrayList<>(s.params);
                    selectedParams.addAll(s.selectionParams);
                    long base;
                    try (PreparedStatement st = con.prepareStatement(
                            "SELECT " + counted + " FROM conversation WHERE " + selected)) {
                        Parameters.bind(con, st, 1, selectedParams);
                        try (ResultSet rs = st.executeQuery()) {
                            rs.next();
                            base = rs.getLong(1);
                        }
                    }
                    // only rows or flows the selection does not already hold add to it
                    List<Object> addedParams = new java.util.ArrayList<>();
                    String added = unit.countNotIn(selected, selectedParams, s.selection, s.selectionParams, addedParams);
                    try (PreparedStatement st = con.prepareStatement(FacetQueries.of(facet, s.where, added))) {
                        int i = Parameters.bind(con, st, 1, addedParams);
                        Parameters.bind(con, st, i, s.params);
                        Rows.each(st, rs -> values.put(rs.getString(1), base + rs.getLong(2)));
                    }
                    // a selected value adds nothing: the list keeps its total
                    query.included(facet).forEach(v -> values.putIfAbsent(v, base));
                }
                for (String v : query.excluded(facet)) {
                    values.put(v, total.applyAsLong(query.including(facet, v)));
                }
                all.put(facet, mostFirst(values));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the facets", e);
        }
        return all;
    }

    /** Most frequent values first, then by value. */
    private static Map<String, Long> mostFirst(Map<String, Long> values) {
        Map<String, Long> sorted = new LinkedHashMap<>();
        values.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .forEach(e -> sorted.put(e.getKey(), e.getValue()));
        return sorted;
    }

    @Override
    public Map<String, Severity> ruleSeverities(CaptureId captureId) {
        Map<String, Severity> severities = new TreeMap<>();
        try (Connection con = dataSource.getConnection();
             PreparedStatement st = con.prepareStatement("SELECT DISTINCT m->>'name', m->>'severity' FROM conversation,"
                     + " jsonb_array_elements(custom_rules) m WHERE capture_id = ?")) {
            CaptureIds.bind(st, 1, captureId);
            Rows.each(st, rs -> {
                String rule = rs.getString(1);
                Severity.parse(rs.getString(2)).ifPresent(s -> severities.put(rule, s));
            });
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the rule severities", e);
        }
        return severities;
    }

    @Override
    public void updateCustomRules(CaptureId captureId, Map<Long, List<RuleMatch>> byConversation) {
        Transaction.run(dataSource, "could not store the custom rule matches", con -> {
            try (PreparedStatement clear = con.prepareStatement(
                    "UPDATE conversation SET custom_rules = '[]'::jsonb WHERE capture_id = ?"
                            // rows already without matches (every row of a new analysis) are not rewritten
                            + " AND custom_rules IS DISTINCT FROM '[]'::jsonb");
                 PreparedStatement set = con.prepareStatement(
                         "UPDATE conversation SET custom_rules = ?::jsonb WHERE id = ? AND capture_id = ?")) {
                CaptureIds.bind(clear, 1, captureId);
                clear.executeUpdate();
                Batch.write(set, byConversation.entrySet(), e -> {
                    set.setString(1, CustomRules.toJson(e.getValue()));
                    set.setLong(2, e.getKey());
                    CaptureIds.bind(set, 3, captureId);
                });
            }
        });
    }

    @Override
    public void updateDeviceTypes(CaptureId captureId, Map<String, DeviceType> deviceTypeByIp) {
        String[] ips = deviceTypeByIp.keySet().toArray(new String[0]);
        String[] types = new String[ips.length];
        for (int i = 0; i < ips.length; i++) {
            types[i] = deviceTypeByIp.get(ips[i]).label();
        }
        // joins (hash joins, not a lookup per row), and only rows whose type changes are written
        String update = "UPDATE conversation c SET %1$s_device_type = d.type FROM unnest(?::text[], ?::text[]) d(ip, type)"
                + " WHERE c.capture_id = ? AND c.%1$s_ip = d.ip AND c.%1$s_device_type IS DISTINCT FROM d.type";
        Transaction.run(dataSource, "could not store the device types", con -> {
            for (String side : new String[] {"src", "dst"}) {
                try (PreparedStatement st = con.prepareStatement(String.format(update, side))) {
                    st.setArray(1, con.createArrayOf("text", ips));
                    st.setArray(2, con.createArrayOf("text", types));
                    CaptureIds.bind(st, 3, captureId);
                    st.executeUpdate();
                }
            }
        });
    }

    @Override
    public SortedSet<ConversationId> notInCapture(CaptureId captureId, Collection<ConversationId> ids) {
        SortedSet<ConversationId> missing = new TreeSet<>();
        String sql = "SELECT i FROM unnest(?::bigint[]) i WHERE NOT EXISTS"
                + " (SELECT 1 FROM conversation c WHERE c.id = i AND c.capture_id = ?)";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            st.setArray(1, con.createArrayOf("bigint", ids.stream().map(ConversationId::value).toArray()));
            CaptureIds.bind(st, 2, captureId);
            Rows.each(st, rs -> missing.add(new ConversationId(rs.getLong(1))));
        } catch (SQLException e) {
            throw new IllegalStateException("could not check the conversation ids", e);
        }
        return missing;
    }

    @Override
    public SortedSet<ConversationId> sameConnections(CaptureId captureId, Collection<ConversationId> ids) {
        SortedSet<ConversationId> rows = new TreeSet<>();
        String sql = "SELECT id FROM conversation WHERE capture_id = ? AND flow_key IN"
                + " (SELECT flow_key FROM conversation WHERE capture_id = ? AND id = ANY(?))";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            CaptureIds.bind(st, 1, captureId);
            CaptureIds.bind(st, 2, captureId);
            st.setArray(3, con.createArrayOf("bigint", ids.stream().map(ConversationId::value).toArray()));
            Rows.each(st, rs -> rows.add(new ConversationId(rs.getLong(1))));
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the rows of the connections", e);
        }
        return rows;
    }

    @Override
    public Optional<ConversationRow> find(ConversationId id) {
        try (Connection con = dataSource.getConnection();
             PreparedStatement st = con.prepareStatement("SELECT * FROM conversation WHERE id = ?")) {
            st.setLong(1, id.value());
            return read(st).stream().findFirst();
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the conversation", e);
        }
    }

    private static List<ConversationRow> read(PreparedStatement st) throws SQLException {
        return Rows.all(st, ConversationColumns::read);
    }
}
