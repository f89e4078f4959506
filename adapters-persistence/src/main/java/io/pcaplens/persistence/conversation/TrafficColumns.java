package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;

import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * A conversation's traffic in its row. The totals are stored beside what each side sent, for sorting and
 * for readers of the table; they are read back as the two sides' sums, which they always equal.
 */
final class TrafficColumns {

    private TrafficColumns() {
    }

    static void write(Traffic t, ColumnValues row) {
        row.put("packet_count", t.packetCount())
                .put("total_bytes", t.totalBytes())
                .put("src_packets", t.fromSrc().packets())
                .put("src_bytes", t.fromSrc().bytes())
                .put("dst_packets", t.fromDst().packets())
                .put("dst_bytes", t.fromDst().bytes())
                .put("start_ns", t.startNanos())
                .put("end_ns", t.endNanos())
                .put("first_frame", t.firstFrame());
    }

    static Traffic read(ResultSet rs) throws SQLException {
        return new Traffic(rs.getLong("start_ns"), rs.getLong("end_ns"), rs.getLong("first_frame"),
                new Volume(rs.getLong("src_packets"), rs.getLong("src_bytes")),
                new Volume(rs.getLong("dst_packets"), rs.getLong("dst_bytes")));
    }
}
