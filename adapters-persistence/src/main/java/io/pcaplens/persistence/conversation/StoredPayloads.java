package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.port.PacketRepository.PayloadVisitor;
import io.pcaplens.persistence.CaptureIds;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.HashSet;
import java.util.Set;

/** The payload bytes stored with the packets: read conversation by conversation, or searched for a pattern. */
final class StoredPayloads {

    /** Rows fetched per round trip of the payload cursor: a few hundred kilobytes. */
    private static final int PAYLOAD_FETCH = 5_000;

    private final DataSource dataSource;

    StoredPayloads(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * A server-side cursor (PgJDBC uses one when autocommit is off and a fetch size is set), so that a
     * capture of millions of packets streams through in fetches of {@link #PAYLOAD_FETCH} rows.
     */
    void forEach(CaptureId captureId, Collection<Long> conversationIds, PayloadVisitor visitor) {
        if (conversationIds.isEmpty()) {
            return;
        }
        String sql = "SELECT conversation_id, payload FROM " + PostgresPacketRepository.partition(captureId)
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

    /** Ids of the conversations some of whose packets hold the bytes; bytea's position() is byte-aligned by nature. */
    Set<ConversationId> holding(CaptureId captureId, byte[] pattern) {
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
}
