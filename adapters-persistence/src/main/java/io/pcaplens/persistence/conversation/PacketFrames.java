package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.StoredFrame;
import io.pcaplens.domain.conversation.port.PacketRepository.FrameSearch;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;
import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.packet.port.FrameSink;
import io.pcaplens.persistence.Parameters;
import io.pcaplens.persistence.Rows;

import javax.sql.DataSource;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Which stored frames an export or a search reads: those of chosen rows, of the rows a query selects or of their
 * whole connections, of a transport flow, or of the whole capture. Each is a condition on the packets'
 * {@code conversation_id} that {@link FrameCursor} streams.
 */
final class PacketFrames {

    /** A conversation of the flow, either way round; its parameters are the flow's, see {@link #flowParameters}. */
    private static final String OF_FLOW = "capture_id = ? AND transport = ? AND ((src_ip = ? AND coalesce(src_port, 0) = ?"
            + " AND dst_ip = ? AND coalesce(dst_port, 0) = ?) OR (src_ip = ? AND coalesce(src_port, 0) = ?"
            + " AND dst_ip = ? AND coalesce(dst_port, 0) = ?))";

    private final DataSource dataSource;

    PacketFrames(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** Each element is {frame number, file offset or -1}. */
    void stream(CaptureId captureId, Collection<Long> conversationIds, FrameSink sink) throws IOException {
        FrameCursor.stream(dataSource, captureId, "conversation_id = ANY(?)",
                List.<Object>of((Object) conversationIds.toArray(new Long[0])), sink);
    }

    void search(CaptureId captureId, Collection<Long> conversationIds, FrameSearch search) throws IOException {
        FrameCursor.search(dataSource, captureId, "conversation_id = ANY(?)",
                List.<Object>of((Object) conversationIds.toArray(new Long[0])), true, search);
    }

    void stream(CaptureId captureId, ConversationQuery query, PayloadHits hits, FrameSink sink) throws IOException {
        ConversationSql q = new ConversationSql(captureId, query, hits);
        FrameCursor.stream(dataSource, captureId,
                "conversation_id IN (SELECT id FROM conversation WHERE " + q.where + ")", q.params, sink);
    }

    void streamConnections(CaptureId captureId, ConversationQuery query, PayloadHits hits, FrameSink sink)
            throws IOException {
        ConversationSql q = new ConversationSql(captureId, query, hits);
        List<Object> params = new ArrayList<>(q.params);
        params.add(captureId.uuid());
        FrameCursor.stream(dataSource, captureId, "conversation_id IN (SELECT id FROM conversation WHERE flow_key IN"
                + " (SELECT flow_key FROM conversation WHERE " + q.where + ") AND capture_id = ?)", params, sink);
    }

    void searchAll(CaptureId captureId, boolean inCaptureOrder, FrameSearch search) throws IOException {
        FrameCursor.search(dataSource, captureId, "true", List.of(), inCaptureOrder, search);
    }

    void streamFlow(CaptureId captureId, FlowKey flow, FrameSink sink) throws IOException {
        FrameCursor.stream(dataSource, captureId, "conversation_id IN (SELECT id FROM conversation WHERE " + OF_FLOW
                + ")", flowParameters(captureId.uuid(), flow), sink);
    }

    /**
     * Each row of the flow gives at most {@code limit} frames from its index, read backwards from the frame; the
     * last {@code limit} of them all are the flow's, so a long connection costs no more than a short one.
     */
    List<StoredFrame> lastOfFlow(CaptureId captureId, FlowKey flow, long upToFrame, int limit) {
        String sql = "SELECT conversation_id, frame_number, file_offset FROM (SELECT p.conversation_id, p.frame_number,"
                + " coalesce(p.file_offset, -1) AS file_offset FROM conversation c CROSS JOIN LATERAL"
                + " (SELECT conversation_id, frame_number, file_offset FROM packet WHERE capture_id = ?"
                + " AND conversation_id = c.id AND frame_number <= ? ORDER BY frame_number DESC LIMIT ?) p"
                + " WHERE c.capture_id = ? AND c.transport = ? AND ((c.src_ip = ? AND coalesce(c.src_port, 0) = ?"
                + " AND c.dst_ip = ? AND coalesce(c.dst_port, 0) = ?) OR (c.src_ip = ? AND coalesce(c.src_port, 0) = ?"
                + " AND c.dst_ip = ? AND coalesce(c.dst_port, 0) = ?))"
                + " ORDER BY p.frame_number DESC LIMIT ?) last ORDER BY frame_number";
        List<Object> params = new ArrayList<>(List.of(captureId, upToFrame, limit));
        params.addAll(flowParameters(captureId, flow));
        params.add(limit);
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            Parameters.bind(con, st, 1, params);
            return Rows.all(st, rs -> new StoredFrame(rs.getLong(1), rs.getLong(2), rs.getLong(3)));
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the flow's frames", e);
        }
    }

    /** The capture, the transport and both endpoints one way, then the other. */
    private static List<Object> flowParameters(Object capture, FlowKey flow) {
        return List.of(capture, flow.transport().name(), flow.ipA(), flow.portA(), flow.ipB(), flow.portB(),
                flow.ipB(), flow.portB(), flow.ipA(), flow.portA());
    }
}
