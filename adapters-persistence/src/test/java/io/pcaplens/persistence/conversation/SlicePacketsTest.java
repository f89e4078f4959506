package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.packet.Endpoints;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.Transport;
import io.pcaplens.persistence.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** What the merge of slices read on several instances does to the stored packets, on a real PostgreSQL. */
class SlicePacketsTest {

    private static DataSource db;
    private static PostgresPacketRepository packets;

    @BeforeAll
    static void database() throws Exception {
        db = TestDatabase.migrated();
        packets = new PostgresPacketRepository(db);
    }

    @Test
    void packetsAreRenumberedAndASlicesFramesDropped() throws Exception {
        CaptureId capture = new CaptureId(UUID.randomUUID().toString());
        packets.prepare(capture);
        PacketRepository.Writer writer = packets.open(capture);
        for (long frame = 1; frame <= 6; frame++) {
            writer.write(frame <= 3 ? 100 : 200, packet(frame, "10.0.0.1", "10.0.0.2"));
        }
        writer.close();

        packets.renumber(capture, Map.of(200L, 100L));
        packets.dropFrames(capture, 3, 5L);

        assertEquals(List.of("1:100", "2:100", "5:100", "6:100"), stored(capture));
        packets.dropFrames(capture, 6, null);
        assertEquals(List.of("1:100", "2:100", "5:100"), stored(capture));
        packets.drop(capture);
    }

    private static List<String> stored(CaptureId capture) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Connection con = db.getConnection(); PreparedStatement st = con.prepareStatement(
                "SELECT frame_number, conversation_id FROM packet WHERE capture_id = ? ORDER BY frame_number")) {
            st.setObject(1, capture.uuid());
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    rows.add(rs.getLong(1) + ":" + rs.getLong(2));
                }
            }
        }
        return rows;
    }

    private static PacketRecord packet(long frame, String src, String dst) {
        return new PacketRecord(frame, frame * 1000, 60, new Endpoints(src, 5000, dst, 80), "TCP", Transport.TCP,
                "info", Optional.empty(), Optional.empty(), List.of(), null, null, "", -1, -1, "", null,
                "eth:ethertype:ip:tcp");
    }
}
