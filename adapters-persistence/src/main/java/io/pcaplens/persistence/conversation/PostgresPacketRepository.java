package io.pcaplens.persistence.conversation;

import io.pcaplens.persistence.CaptureIds;
import io.pcaplens.persistence.Rows;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.PacketRow;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.packet.PacketRecord;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Packets go in through binary COPY ({@link PacketCopyWriter}) into the capture's own partition. The partition's
 * index is built after the load, which is cheaper than maintaining it row by row.
 */
@ApplicationScoped
public class PostgresPacketRepository implements PacketRepository {

    private DataSource dataSource;
    private final LayerPaths layerPaths = new LayerPaths();

    /** For the container's proxy. */
    protected PostgresPacketRepository() {
    }

    @Inject
    public PostgresPacketRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public static String partition(CaptureId captureId) {
        return "packet_" + captureId.value().replace("-", "");
    }

    @Override
    public void prepare(CaptureId captureId) {
        partitions().create(partition(captureId), captureId.uuid());
    }

    @Override
    public void finish(CaptureId captureId) {
        String table = partition(captureId);
        execute("CREATE INDEX IF NOT EXISTS " + table + "_conv ON " + table + " (conversation_id, frame_number)",
                "ANALYZE " + table);
    }

    @Override
    public void drop(CaptureId captureId) {
        partitions().remove(partition(captureId));
    }

    private PacketPartitions partitions() {
        return new PacketPartitions(dataSource);
    }

    @Override
    public void renumber(CaptureId captureId, Map<Long, Long> ids) {
        if (ids.isEmpty()) {
            return;
        }
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement("UPDATE "
                + partition(captureId) + " p SET conversation_id = m.kept FROM unnest(?::bigint[], ?::bigint[])"
                + " AS m(was, kept) WHERE p.conversation_id = m.was")) {
            st.setArray(1, con.createArrayOf("bigint", ids.keySet().toArray()));
            st.setArray(2, con.createArrayOf("bigint", ids.keySet().stream().map(ids::get).toArray()));
            st.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("could not renumber the packets of capture " + captureId, e);
        }
    }

    @Override
    public void dropFrames(CaptureId captureId, long fromFrame, Long toFrame) {
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement("DELETE FROM "
                + partition(captureId) + " WHERE frame_number >= ? AND (?::bigint IS NULL OR frame_number < ?)")) {
            st.setLong(1, fromFrame);
            st.setObject(2, toFrame, java.sql.Types.BIGINT);
            st.setObject(3, toFrame, java.sql.Types.BIGINT);
            st.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("could not remove the packets of a slice of capture " + captureId, e);
        }
    }

    private void execute(String... statements) {
        try (Connection con = dataSource.getConnection(); Statement st = con.createStatement()) {
            for (String sql : statements) {
                st.execute(sql);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("packet table maintenance failed", e);
        }
    }

    @Override
    public Writer open(CaptureId captureId) {
        try {
            return new PacketCopyWriter(dataSource, layerPaths, partition(captureId), captureId.uuid());
        } catch (SQLException e) {
            throw new IllegalStateException("could not open the packet writer", e);
        }
    }

    /** Rows fetched per round trip of the payload cursor: a few hundred kilobytes. */
    private static final int PAYLOAD_FETCH = 5_000;

    /**
     * A server-side cursor (PgJDBC uses one when autocommit is off and a fetch size is set), so that a
     * capture of millions of packets streams through in fetches of {@link #PAYLOAD_FETCH} rows.
     */
    @Override
    public void forEachPayload(CaptureId captureId, java.util.Collection<Long> conversationIds, PayloadVisitor visitor) {
        if (conversationIds.isEmpty()) {
            return;
        }
        String sql = "SELECT conversation_id, payload FROM " + partition(captureId)
                + " WHERE conversation_id = ANY(?) AND payload IS NOT NULL";
        try (Connection con = dataSource.getConnection()) {
            boolean autoCommit = con.getAutoCommit();
            con.setAutoCommit(false);
            try (PreparedStatement st = con.prepareStatement(sql)) {
                st.setArray(1, con.createArrayOf("bigint", conversationIds.toArray()));
                st.setFetchSize(PAYLOAD_FETCH);
                try (ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        visitor.visit(rs.getLong(1), rs.getBytes(2));
                    }
                }
            } finally {
                con.rollback();
                con.setAutoCommit(autoCommit);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the stored payloads", e);
        }
    }

    /** Each element is {frame number, file offset or -1}. */
    @Override
    public void streamFrames(CaptureId captureId, java.util.Collection<Long> conversationIds,
                             io.pcaplens.domain.packet.port.FrameSink sink) throws java.io.IOException {
        FrameCursor.stream(dataSource, captureId, "conversation_id = ANY(?)",
                List.<Object>of((Object) conversationIds.toArray(new Long[0])), sink);
    }

    @Override
    public void searchFrames(CaptureId captureId, java.util.Collection<Long> conversationIds, FrameSearch search)
            throws java.io.IOException {
        FrameCursor.search(dataSource, captureId, "conversation_id = ANY(?)",
                List.<Object>of((Object) conversationIds.toArray(new Long[0])), true, search);
    }

    @Override
    public void streamFrames(CaptureId captureId, io.pcaplens.domain.conversation.query.ConversationQuery query,
                             io.pcaplens.domain.conversation.query.PayloadHits hits, io.pcaplens.domain.packet.port.FrameSink sink)
            throws java.io.IOException {
        ConversationSql q = new ConversationSql(captureId, query, hits);
        FrameCursor.stream(dataSource, captureId,
                "conversation_id IN (SELECT id FROM conversation WHERE " + q.where + ")", q.params, sink);
    }

    @Override
    public void streamConnectionFrames(CaptureId captureId, io.pcaplens.domain.conversation.query.ConversationQuery query,
                                       io.pcaplens.domain.conversation.query.PayloadHits hits,
                                       io.pcaplens.domain.packet.port.FrameSink sink) throws java.io.IOException {
        ConversationSql q = new ConversationSql(captureId, query, hits);
        List<Object> params = new java.util.ArrayList<>(q.params);
        params.add(captureId.uuid());
        FrameCursor.stream(dataSource, captureId, "conversation_id IN (SELECT id FROM conversation WHERE flow_key IN"
                + " (SELECT flow_key FROM conversation WHERE " + q.where + ") AND capture_id = ?)", params, sink);
    }

    /** Ids of the conversations some of whose packets hold the bytes; bytea's position() is byte-aligned by nature. */
    @Override
    public Set<ConversationId> withStoredPayload(CaptureId captureId, byte[] pattern) {
        Set<ConversationId> ids = new HashSet<>();
        try (Connection con = dataSource.getConnection();
             PreparedStatement st = con.prepareStatement("SELECT DISTINCT conversation_id FROM packet"
                     + " WHERE capture_id = ? AND position(? IN payload) > 0")) {
            CaptureIds.bind(st, 1, captureId);
            st.setBytes(2, pattern);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    ids.add(new ConversationId(rs.getLong(1)));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not search the stored payloads", e);
        }
        return ids;
    }

    @Override
    public void searchAllFrames(CaptureId captureId, boolean inCaptureOrder, FrameSearch search)
            throws java.io.IOException {
        FrameCursor.search(dataSource, captureId, "true", List.of(), inCaptureOrder, search);
    }

    @Override
    public void streamFlowFrames(CaptureId captureId, io.pcaplens.domain.flow.FlowKey flow,
                                 io.pcaplens.domain.packet.port.FrameSink sink) throws java.io.IOException {
        FrameCursor.stream(dataSource, captureId, "conversation_id IN (SELECT id FROM conversation"
                        + " WHERE capture_id = ? AND transport = ? AND ((src_ip = ? AND coalesce(src_port, 0) = ?"
                        + " AND dst_ip = ? AND coalesce(dst_port, 0) = ?) OR (src_ip = ? AND coalesce(src_port, 0) = ?"
                        + " AND dst_ip = ? AND coalesce(dst_port, 0) = ?)))",
                List.of(captureId.uuid(), flow.transport().name(), flow.ipA(), flow.portA(), flow.ipB(), flow.portB(),
                        flow.ipB(), flow.portB(), flow.ipA(), flow.portA()), sink);
    }

    /**
     * Each row of the flow gives at most {@code limit} frames from its index, read backwards from the frame; the
     * last {@code limit} of them all are the flow's, so a long connection costs no more than a short one.
     */
    @Override
    public List<io.pcaplens.domain.capture.StoredFrame> lastFlowFrames(CaptureId captureId,
                                                                       io.pcaplens.domain.flow.FlowKey flow,
                                                                       long upToFrame, int limit) {
        String sql = "SELECT conversation_id, frame_number, file_offset FROM (SELECT p.conversation_id, p.frame_number,"
                + " coalesce(p.file_offset, -1) AS file_offset FROM conversation c CROSS JOIN LATERAL"
                + " (SELECT conversation_id, frame_number, file_offset FROM packet WHERE capture_id = ?"
                + " AND conversation_id = c.id AND frame_number <= ? ORDER BY frame_number DESC LIMIT ?) p"
                + " WHERE c.capture_id = ? AND c.transport = ? AND ((c.src_ip = ? AND coalesce(c.src_port, 0) = ?"
                + " AND c.dst_ip = ? AND coalesce(c.dst_port, 0) = ?) OR (c.src_ip = ? AND coalesce(c.src_port, 0) = ?"
                + " AND c.dst_ip = ? AND coalesce(c.dst_port, 0) = ?))"
                + " ORDER BY p.frame_number DESC LIMIT ?) last ORDER BY frame_number";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            io.pcaplens.persistence.Parameters.bind(con, st, 1, List.of(captureId, upToFrame, limit, captureId, flow.transport().name(), flow.ipA(),
                    flow.portA(), flow.ipB(), flow.portB(), flow.ipB(), flow.portB(), flow.ipA(), flow.portA(), limit));
            return Rows.all(st, rs -> new io.pcaplens.domain.capture.StoredFrame(rs.getLong(1), rs.getLong(2),
                    rs.getLong(3)));
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the flow's frames", e);
        }
    }

    /** The columns of a {@link PacketRow}, as {@link #packetRow} reads them from column {@code first} on. */
    private static final String PACKET_COLUMNS = "frame_number, ts_ns, src, src_port, dst, dst_port, protocol,"
            + " frame_len, info, payload, file_type, ascii";

    /** Rows merged one index scan each; beyond this many, one scan of all and a sort. */
    private static final int MERGED_ROWS = 32;

    /**
     * One branch per row under one ORDER BY: PostgreSQL can read each branch's (conversation_id, frame_number)
     * index in frame order and merge them, so a page deep into a long connection costs what it costs for one row.
     */
    @Override
    public List<io.pcaplens.domain.capture.RowPacket> page(CaptureId captureId, java.util.Collection<Long> conversationIds,
                                                           int offset, int limit) {
        List<Long> ids = List.copyOf(new java.util.TreeSet<>(conversationIds));
        if (ids.isEmpty()) {
            return List.of();
        }
        String table = partition(captureId);
        String sql;
        if (ids.size() <= MERGED_ROWS) {
            String branch = "SELECT conversation_id, " + PACKET_COLUMNS + " FROM " + table + " WHERE conversation_id = ?";
            sql = "SELECT * FROM (" + String.join(" UNION ALL ", java.util.Collections.nCopies(ids.size(), branch))
                    + ") AS merged ORDER BY frame_number OFFSET ? LIMIT ?";
        } else {
            sql = "SELECT conversation_id, " + PACKET_COLUMNS + " FROM " + table
                    + " WHERE conversation_id = ANY(?) ORDER BY frame_number OFFSET ? LIMIT ?";
        }
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            int at = 1;
            if (ids.size() <= MERGED_ROWS) {
                for (Long id : ids) {
                    st.setLong(at++, id);
                }
            } else {
                st.setArray(at++, con.createArrayOf("bigint", ids.toArray()));
            }
            st.setInt(at++, offset);
            st.setInt(at, limit);
            return Rows.all(st, rs -> new io.pcaplens.domain.capture.RowPacket(rs.getLong(1), packetRow(rs, 2)));
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the packets of a connection", e);
        }
    }

    private static PacketRow packetRow(ResultSet rs, int first) throws SQLException {
        int c = first;
        return new PacketRow(rs.getLong(c), rs.getLong(c + 1), rs.getString(c + 2), (Integer) rs.getObject(c + 3),
                rs.getString(c + 4), (Integer) rs.getObject(c + 5), rs.getString(c + 6), rs.getInt(c + 7),
                rs.getString(c + 8), rs.getBytes(c + 9), rs.getString(c + 10), rs.getBoolean(c + 11));
    }

    @Override
    public List<PacketRow> page(CaptureId captureId, long conversationId, int offset, int limit) {
        String sql = "SELECT frame_number, ts_ns, src, src_port, dst, dst_port, protocol, frame_len, info, payload,"
                + " file_type, ascii FROM packet WHERE capture_id = ? AND conversation_id = ?"
                + " ORDER BY frame_number OFFSET ? LIMIT ?";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            CaptureIds.bind(st, 1, captureId);
            st.setLong(2, conversationId);
            st.setInt(3, offset);
            st.setInt(4, limit);
            return Rows.all(st, rs -> new PacketRow(rs.getLong(1), rs.getLong(2), rs.getString(3),
                    (Integer) rs.getObject(4), rs.getString(5), (Integer) rs.getObject(6), rs.getString(7), rs.getInt(8),
                    rs.getString(9), rs.getBytes(10), rs.getString(11), rs.getBoolean(12)));
        } catch (SQLException e) {
            throw new IllegalStateException("could not read packets", e);
        }
    }
}
