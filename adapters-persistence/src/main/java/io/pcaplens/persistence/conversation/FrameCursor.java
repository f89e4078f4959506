package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.persistence.CaptureIds;
import io.pcaplens.persistence.Parameters;

import io.pcaplens.domain.conversation.port.PacketRepository.FrameSearch;
import io.pcaplens.domain.packet.port.FrameSink;

import javax.sql.DataSource;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;

/**
 * Reads the frames of chosen conversations through a server-side cursor: the driver fetches rows in batches
 * (only inside a transaction), so an export of millions of packets holds one batch at a time.
 */
final class FrameCursor {

    private static final int FETCH_SIZE = 10_000;

    private FrameCursor() {
    }

    /** @param conversations a condition on {@code conversation_id} with its parameters */
    static void stream(DataSource dataSource, CaptureId captureId, String conversations, List<Object> params,
                       FrameSink sink) throws IOException {
        search(dataSource, captureId, conversations, params, true, (conversation, frame, offset) -> {
            sink.frame(conversation, frame, offset);
            return true;
        });
    }

    /**
     * As {@link #stream}, until the search has seen enough: the cursor is closed there.
     *
     * @param inCaptureOrder false: as the table holds the rows, without sorting them
     */
    static void search(DataSource dataSource, CaptureId captureId, String conversations, List<Object> params,
                       boolean inCaptureOrder, FrameSearch search) throws IOException {
        String sql = "SELECT conversation_id, frame_number, coalesce(file_offset, -1) FROM packet"
                + " WHERE capture_id = ? AND " + conversations + (inCaptureOrder ? " ORDER BY frame_number" : "");
        try (Connection con = dataSource.getConnection()) {
            boolean autoCommit = con.getAutoCommit();
            con.setAutoCommit(false);
            try (PreparedStatement st = con.prepareStatement(sql)) {
                st.setFetchSize(FETCH_SIZE);
                CaptureIds.bind(st, 1, captureId);
                Parameters.bind(con, st, 2, params);
                try (ResultSet rs = st.executeQuery()) {
                    boolean more = true;
                    while (more && rs.next()) {
                        more = search.frame(rs.getLong(1), rs.getLong(2), rs.getLong(3));
                    }
                }
            } finally {
                con.rollback();
                con.setAutoCommit(autoCommit);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the conversations' frames", e);
        }
    }
}
