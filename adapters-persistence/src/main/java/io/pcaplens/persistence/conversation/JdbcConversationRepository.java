package io.pcaplens.persistence.conversation;

import io.pcaplens.persistence.Batch;
import io.pcaplens.persistence.CaptureIds;
import io.pcaplens.persistence.Parameters;
import io.pcaplens.persistence.Rows;

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
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.ToLongFunction;

/**
 * Conversations in plain SQL: they are written in bulk at the end of an analysis and read with filters and
 * sorts built per request, and their multi-valued facts are PostgreSQL arrays. The facets are counted by
 * {@link FacetCounts}; what later steps write again on stored rows, by {@link ConversationUpdates}.
 */
@ApplicationScoped
public class JdbcConversationRepository implements ConversationRepository {

    private DataSource dataSource;
    private FacetCounts facetCounts;
    private ConversationUpdates updates;

    /** For the container's proxy. */
    protected JdbcConversationRepository() {
    }

    @Inject
    public JdbcConversationRepository(DataSource dataSource) {
        this.dataSource = dataSource;
        this.facetCounts = new FacetCounts(dataSource);
        this.updates = new ConversationUpdates(dataSource);
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
     * Each facet's values counted in rows or flows, as {@link FacetCounts} counts them; the flow list and the hunt
     * across captures count theirs here too.
     */
    Map<Facet, Map<String, Long>> facets(CaptureId captureId, ConversationQuery query, PayloadHits hits,
                                         FacetQueries.Unit unit, ToLongFunction<ConversationQuery> total) {
        return facetCounts.of(captureId, query, hits, unit, total);
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
        updates.customRules(captureId, byConversation);
    }

    @Override
    public void updateDeviceTypes(CaptureId captureId, Map<String, DeviceType> deviceTypeByIp) {
        updates.deviceTypes(captureId, deviceTypeByIp);
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
