package io.pcaplens.persistence.conversation;

import io.pcaplens.persistence.CaptureIds;
import io.pcaplens.persistence.Parameters;
import io.pcaplens.persistence.Rows;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.CommunityId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.Flow;
import io.pcaplens.domain.conversation.TimeWindow;
import io.pcaplens.domain.conversation.port.FlowRepository;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;
import io.pcaplens.domain.packet.Transport;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Flows grouped in the database from the conversation rows by their stored flow key: the filters select rows
 * exactly as the conversation list's do, and a flow is listed when any of its rows is selected.
 */
@ApplicationScoped
public class JdbcFlowRepository implements FlowRepository {

    private DataSource dataSource;
    /** Whose facet counts, in flows, the flow list shares. */
    private JdbcConversationRepository conversations;

    /** For the container's proxy. */
    protected JdbcFlowRepository() {
    }

    @Inject
    public JdbcFlowRepository(DataSource dataSource, JdbcConversationRepository conversations) {
        this.dataSource = dataSource;
        this.conversations = conversations;
    }

    @Override
    public List<Flow> page(CaptureId captureId, ConversationQuery query, PayloadHits hits, int offset, int limit) {
        ConversationSql q = new ConversationSql(captureId, query, hits);
        try (Connection con = dataSource.getConnection();
             PreparedStatement st = con.prepareStatement(FlowSql.page(q.where, q.orderBy))) {
            int i = Parameters.bind(con, st, 1, q.params);
            CaptureIds.bind(st, i++, captureId);
            st.setInt(i++, offset);
            st.setInt(i, limit);
            return Rows.all(st, JdbcFlowRepository::read);
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the flows", e);
        }
    }

    @Override
    public long count(CaptureId captureId, ConversationQuery query, PayloadHits hits) {
        ConversationSql q = new ConversationSql(captureId, query, hits);
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(
                "SELECT count(DISTINCT flow_key) FROM conversation WHERE " + q.where)) {
            Parameters.bind(con, st, 1, q.params);
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not count the flows", e);
        }
    }

    @Override
    public Optional<Flow> containing(CaptureId captureId, ConversationId rowId) {
        String sameFlow = "capture_id = ? AND flow_key = (SELECT flow_key FROM conversation WHERE capture_id = ?"
                + " AND id = ?)";
        try (Connection con = dataSource.getConnection();
             PreparedStatement st = con.prepareStatement(FlowSql.page(sameFlow, "id"))) {
            CaptureIds.bind(st, 1, captureId);
            CaptureIds.bind(st, 2, captureId);
            st.setLong(3, rowId.value());
            CaptureIds.bind(st, 4, captureId);
            st.setInt(5, 0);
            st.setInt(6, 1);
            return Rows.all(st, JdbcFlowRepository::read).stream().findFirst();
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the flow", e);
        }
    }

    @Override
    public Map<Facet, Map<String, Long>> facets(CaptureId captureId, ConversationQuery query, PayloadHits hits) {
        return conversations.facets(captureId, query, hits, FacetQueries.Unit.FLOWS, q -> count(captureId, q, hits));
    }

    private static Flow read(ResultSet rs) throws SQLException {
        Long[] ids = (Long[]) rs.getArray("conversation_ids").getArray();
        String[] protocols = (String[]) rs.getArray("protocols").getArray();
        Long[] packets = (Long[]) rs.getArray("protocol_packets").getArray();
        List<Flow.Leg> legs = new ArrayList<>(ids.length);
        for (int i = 0; i < ids.length; i++) {
            legs.add(new Flow.Leg(new ConversationId(ids[i]), protocols[i], packets[i]));
        }
        return new Flow(rs.getLong("id"), new CaptureId(rs.getString("capture_id")), rs.getString("flow_key"),
                Transport.valueOf(rs.getString("transport")), rs.getString("src_ip"), (Integer) rs.getObject("src_port"),
                rs.getString("dst_ip"), (Integer) rs.getObject("dst_port"),
                rs.getString("community_id") == null ? null : new CommunityId(rs.getString("community_id")),
                rs.getBoolean("opened_by_syn"),
                TrafficColumns.read(rs), rs.getString("dissector_protocol"), legs, FlowColumns.read(rs),
                TextArrays.read(rs, "file_types"), TextArrays.read(rs, "http_user_agents"),
                IdsAlerts.fromJson(rs.getString("ids_alerts")), CustomRules.fromJson(rs.getString("custom_rules")),
                HostColumns.read(HostColumns.SRC, rs), HostColumns.read(HostColumns.DST, rs),
                rs.getInt("extracted_file_count"));
    }
}
