package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.CaptureHits;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.FiledConversation;
import io.pcaplens.domain.conversation.port.CrossCaptureConversations;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;
import io.pcaplens.persistence.Parameters;
import io.pcaplens.persistence.Rows;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The conversations of every completed capture in one statement a page: the same WHERE a capture's list has,
 * its capture condition widened to every completed capture, and the file name read beside each row.
 */
@ApplicationScoped
public class JdbcCrossCaptureConversations implements CrossCaptureConversations {

    private DataSource dataSource;
    private JdbcConversationRepository conversations;

    /** For the container's proxy. */
    protected JdbcCrossCaptureConversations() {
    }

    @Inject
    public JdbcCrossCaptureConversations(DataSource dataSource, JdbcConversationRepository conversations) {
        this.dataSource = dataSource;
        this.conversations = conversations;
    }

    /**
     * Below this share of the table's rows (the planner's estimate of what the condition selects), a page is
     * sorted from the rows the condition's indexes find rather than read by walking the (start_ns, id) index.
     */
    static final double WALK_SHARE = 0.05;
    private static final Pattern PLAN_ROWS = Pattern.compile("\"Plan Rows\":\\s*([0-9.e+]+)");

    @Override
    public List<FiledConversation> page(ConversationQuery query, int offset, int limit) {
        ConversationSql q = new ConversationSql(null, query, PayloadHits.NONE);
        try (Connection con = dataSource.getConnection()) {
            String orderBy = q.orderBy;
            // Ordered by start alone, the planner walks the (start_ns, id) index until the page is full, costed
            // as if the hits were spread evenly over time. They are not: a host's or a fingerprint's rows sit in
            // a few captures, and the walk read most of the store first (7-22 s for 1 M rows against 0.1-0.2 s
            // sorting the hits, bench/hunt.sh). So a condition estimated to select few rows orders by an
            // expression no index gives, and the hits come from the condition's own indexes.
            if (query.sort().isEmpty() && !query.filter().conjuncts().isEmpty()
                    && estimatedShare(con, q) < WALK_SHARE) {
                orderBy = "(start_ns + 0), id";
            }
            // the capture's name per row, not a join: the condition's unqualified columns stay the conversation's
            String sql = "SELECT conversation.*, (SELECT f.name FROM capture f WHERE f.id = conversation.capture_id)"
                    + " AS file_name FROM conversation WHERE " + q.where + " ORDER BY " + orderBy + " OFFSET ? LIMIT ?";
            try (PreparedStatement st = con.prepareStatement(sql)) {
                int i = Parameters.bind(con, st, 1, q.params);
                st.setInt(i++, offset);
                st.setInt(i, limit);
                return Rows.all(st, rs -> new FiledConversation(ConversationColumns.read(rs), rs.getString("file_name")));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the conversations of every capture", e);
        }
    }

    /** The planner's estimate of the rows the condition selects, as a share of the table's (1 when unknown). */
    private static double estimatedShare(Connection con, ConversationSql q) throws SQLException {
        double rows;
        try (PreparedStatement st = con.prepareStatement("EXPLAIN (FORMAT JSON) SELECT 1 FROM conversation WHERE "
                + q.where)) {
            Parameters.bind(con, st, 1, q.params);
            try (ResultSet rs = st.executeQuery()) {
                Matcher m = rs.next() ? PLAN_ROWS.matcher(rs.getString(1)) : null;
                if (m == null || !m.find()) {
                    return 1;
                }
                rows = Double.parseDouble(m.group(1));
            }
        }
        try (PreparedStatement st = con.prepareStatement(
                "SELECT reltuples FROM pg_class WHERE oid = 'conversation'::regclass");
             ResultSet rs = st.executeQuery()) {
            double all = rs.next() ? rs.getDouble(1) : -1;
            // never analysed (-1) or empty: nothing to walk far
            return all <= 0 ? 1 : rows / all;
        }
    }

    @Override
    public long count(ConversationQuery query) {
        // no capture id: the same count over every completed capture
        return conversations.count(null, query, PayloadHits.NONE);
    }

    @Override
    public Map<Facet, Map<String, Long>> facets(ConversationQuery query) {
        return conversations.facets(null, query, PayloadHits.NONE, FacetQueries.Unit.ROWS, this::count);
    }

    @Override
    public List<CaptureHits> byCapture(ConversationQuery query, int limit) {
        ConversationSql q = new ConversationSql(null, query, PayloadHits.NONE);
        // grouped in a derived table so the condition's unqualified columns stay the conversation's; the
        // capture id breaks ties between captures uploaded under the same name
        String sql = "SELECT h.capture_id, f.name, h.hits, h.first_ns, h.last_ns FROM (SELECT capture_id,"
                + " count(*) AS hits, min(start_ns) AS first_ns, max(end_ns) AS last_ns FROM conversation WHERE "
                + q.where + " GROUP BY capture_id) h JOIN capture f ON f.id = h.capture_id"
                + " ORDER BY h.hits DESC, f.name, h.capture_id LIMIT ?";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            int i = Parameters.bind(con, st, 1, q.params);
            st.setInt(i, limit);
            return Rows.all(st, rs -> new CaptureHits(new CaptureId(rs.getString("capture_id")), rs.getString("name"),
                    rs.getLong("hits"), rs.getLong("first_ns"), rs.getLong("last_ns")));
        } catch (SQLException e) {
            throw new IllegalStateException("could not count the hits of every capture", e);
        }
    }
}
