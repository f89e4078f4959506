package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.PacketRow;
import io.pcaplens.domain.capture.RowPacket;
import io.pcaplens.persistence.CaptureIds;
import io.pcaplens.persistence.Rows;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.TreeSet;

/** Pages of stored packets in frame order: one conversation's, or those of several rows merged (a connection). */
final class PacketPages {

    /** The columns of a {@link PacketRow}, as {@link #packetRow} reads them from column {@code first} on. */
    private static final String PACKET_COLUMNS = "frame_number, ts_ns, src, src_port, dst, dst_port, protocol,"
            + " frame_len, info, payload, file_type, ascii";

    /** Rows merged one index scan each; beyond this many, one scan of all and a sort. */
    private static final int MERGED_ROWS = 32;

    private final DataSource dataSource;

    PacketPages(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * One branch per row under one ORDER BY: PostgreSQL can read each branch's (conversation_id, frame_number)
     * index in frame order and merge them, so a page deep into a long connection costs what it costs for one row.
     */
    List<RowPacket> page(CaptureId captureId, Collection<Long> conversationIds, int offset, int limit) {
        List<Long> ids = List.copyOf(new TreeSet<>(conversationIds));
        if (ids.isEmpty()) {
            return List.of();
        }
        String table = PostgresPacketRepository.partition(captureId);
        String sql;
        if (ids.size() <= MERGED_ROWS) {
            String branch = "SELECT conversation_id, " + PACKET_COLUMNS + " FROM " + table + " WHERE conversation_id = ?";
            sql = "SELECT * FROM (" + String.join(" UNION ALL ", Collections.nCopies(ids.size(), branch))
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
            return Rows.all(st, rs -> new RowPacket(rs.getLong(1), packetRow(rs, 2)));
        } catch (SQLException e) {
            throw new IllegalStateException("could not read the packets of a connection", e);
        }
    }

    List<PacketRow> page(CaptureId captureId, long conversationId, int offset, int limit) {
        String sql = "SELECT " + PACKET_COLUMNS + " FROM packet WHERE capture_id = ? AND conversation_id = ?"
                + " ORDER BY frame_number OFFSET ? LIMIT ?";
        try (Connection con = dataSource.getConnection(); PreparedStatement st = con.prepareStatement(sql)) {
            CaptureIds.bind(st, 1, captureId);
            st.setLong(2, conversationId);
            st.setInt(3, offset);
            st.setInt(4, limit);
            return Rows.all(st, rs -> packetRow(rs, 1));
        } catch (SQLException e) {
            throw new IllegalStateException("could not read packets", e);
        }
    }

    private static PacketRow packetRow(ResultSet rs, int first) throws SQLException {
        int c = first;
        return new PacketRow(rs.getLong(c), rs.getLong(c + 1), rs.getString(c + 2), (Integer) rs.getObject(c + 3),
                rs.getString(c + 4), (Integer) rs.getObject(c + 5), rs.getString(c + 6), rs.getInt(c + 7),
                rs.getString(c + 8), rs.getBytes(c + 9), rs.getString(c + 10), rs.getBoolean(c + 11));
    }
}
