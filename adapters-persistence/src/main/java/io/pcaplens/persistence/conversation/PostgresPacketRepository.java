package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.PacketRow;
import io.pcaplens.domain.capture.RowPacket;
import io.pcaplens.domain.capture.StoredFrame;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;
import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.packet.port.FrameSink;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import javax.sql.DataSource;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Packets go in through binary COPY ({@link PacketCopyWriter}) into the capture's own partition. The partition's
 * index is built after the load, which is cheaper than maintaining it row by row. This class keeps the
 * partition's life; what is read back is read by {@link PacketPages} (pages of packets), {@link PacketFrames}
 * (the frames an export or a search reads) and {@link StoredPayloads} (the payload bytes).
 */
@ApplicationScoped
public class PostgresPacketRepository implements PacketRepository {

    private DataSource dataSource;
    private final LayerPaths layerPaths = new LayerPaths();
    private PacketPages pages;
    private PacketFrames frames;
    private StoredPayloads payloads;

    /** For the container's proxy. */
    protected PostgresPacketRepository() {
    }

    @Inject
    public PostgresPacketRepository(DataSource dataSource) {
        this.dataSource = dataSource;
        this.pages = new PacketPages(dataSource);
        this.frames = new PacketFrames(dataSource);
        this.payloads = new StoredPayloads(dataSource);
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
            st.setObject(2, toFrame, Types.BIGINT);
            st.setObject(3, toFrame, Types.BIGINT);
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

    @Override
    public void forEachPayload(CaptureId captureId, Collection<Long> conversationIds, PayloadVisitor visitor) {
        payloads.forEach(captureId, conversationIds, visitor);
    }

    @Override
    public Set<ConversationId> withStoredPayload(CaptureId captureId, byte[] pattern) {
        return payloads.holding(captureId, pattern);
    }

    @Override
    public void streamFrames(CaptureId captureId, Collection<Long> conversationIds, FrameSink sink)
            throws IOException {
        frames.stream(captureId, conversationIds, sink);
    }

    @Override
    public void searchFrames(CaptureId captureId, Collection<Long> conversationIds, FrameSearch search)
            throws IOException {
        frames.search(captureId, conversationIds, search);
    }

    @Override
    public void streamFrames(CaptureId captureId, ConversationQuery query, PayloadHits hits, FrameSink sink)
            throws IOException {
        frames.stream(captureId, query, hits, sink);
    }

    @Override
    public void streamConnectionFrames(CaptureId captureId, ConversationQuery query, PayloadHits hits,
                                       FrameSink sink) throws IOException {
        frames.streamConnections(captureId, query, hits, sink);
    }

    @Override
    public void searchAllFrames(CaptureId captureId, boolean inCaptureOrder, FrameSearch search) throws IOException {
        frames.searchAll(captureId, inCaptureOrder, search);
    }

    @Override
    public void streamFlowFrames(CaptureId captureId, FlowKey flow, FrameSink sink) throws IOException {
        frames.streamFlow(captureId, flow, sink);
    }

    @Override
    public List<StoredFrame> lastFlowFrames(CaptureId captureId, FlowKey flow, long upToFrame, int limit) {
        return frames.lastOfFlow(captureId, flow, upToFrame, limit);
    }

    @Override
    public List<RowPacket> page(CaptureId captureId, Collection<Long> conversationIds, int offset, int limit) {
        return pages.page(captureId, conversationIds, offset, limit);
    }

    @Override
    public List<PacketRow> page(CaptureId captureId, long conversationId, int offset, int limit) {
        return pages.page(captureId, conversationId, offset, limit);
    }
}
