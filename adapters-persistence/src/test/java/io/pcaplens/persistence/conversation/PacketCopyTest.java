package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.packet.Endpoints;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.PayloadSample;
import io.pcaplens.domain.packet.Transport;
import io.pcaplens.persistence.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Every column of a packet's row goes through the binary COPY and comes back as given, on a real PostgreSQL:
 * text the old text format had to escape, non-ASCII text, NULLs, numbers at their types' limits, payload bytes;
 * and comes back in frame order when several rows are read together.
 */
class PacketCopyTest {

    private static DataSource db;
    private static PostgresPacketRepository packets;

    @BeforeAll
    static void database() throws Exception {
        db = TestDatabase.migrated();
        packets = new PostgresPacketRepository(db);
    }

    @Test
    void everyColumnComesBackAsWritten() throws Exception {
        CaptureId capture = new CaptureId(UUID.randomUUID().toString());
        packets.prepare(capture);
        byte[] gif = HexFormat.of().parseHex("4749463839610100010000ff00" + "00".repeat(60));
        PayloadSample sample = PayloadSample.fromHex(HexFormat.of().formatHex(gif)).orElseThrow();
        PacketRepository.Writer writer = packets.open(capture);
        writer.write(7, new PacketRecord(1, Long.MAX_VALUE, 65_535, new Endpoints("fe80::1", 65_535, "ff02::1", 0),
                "HTTP", Transport.TCP, "GET /a\tb\\c\nd\re ünïcødé ✓ \0 end", Optional.empty(), Optional.of(sample),
                List.of(), null, 4_294_967_296L, null, -1, -1, null, null, "eth:ethertype:ipv6:tcp:http"));
        writer.write(Long.MAX_VALUE, new PacketRecord(2, 0, 60, new Endpoints("aa:bb:cc:dd:ee:ff", null,
                "ff:ff:ff:ff:ff:ff", null), "ARP", Transport.ARP, "", Optional.empty(), Optional.empty(),
                List.of(), null, null, null, -1, -1, null, null, ""));
        writer.close();

        List<String> rows = rows(capture);

        assertEquals(List.of(
                "1|7|9223372036854775807|fe80::1|65535|ff02::1|0|HTTP|65535|GET /a\tb\\c\nd\re ünïcødé ✓ \\0 end|"
                        + HexFormat.of().formatHex(Arrays.copyOf(gif, PayloadSample.STORED_BYTES)) + "|"
                        + sample.fileType().orElseThrow() + "|" + sample.ascii() + "|4294967296|true",
                "2|9223372036854775807|0|aa:bb:cc:dd:ee:ff|null|ff:ff:ff:ff:ff:ff|null|ARP|60||null|null|false|null|false"),
                rows);
        packets.drop(capture);
    }

    /** The tracer's whole-connection replay: the packets of several rows, merged in frame order, a page at a time. */
    @Test
    void thePacketsOfSeveralRowsComeMergedInFrameOrderEachWithItsRow() throws Exception {
        CaptureId capture = new CaptureId(UUID.randomUUID().toString());
        packets.prepare(capture);
        long[] rowOfFrame = {0, 10, 10, 10, 11, 10, 11, 12, 10};
        PacketRepository.Writer writer = packets.open(capture);
        // written out of order, as slices read in parallel write them
        for (int frame : new int[] {5, 1, 8, 3, 2, 7, 4, 6}) {
            writer.write(rowOfFrame[frame], new PacketRecord(frame, frame * 1000L, 60 + frame,
                    new Endpoints("10.0.0.5", 40000, "93.184.216.34", 80), frame == 4 ? "HTTP" : "TCP", Transport.TCP,
                    "frame " + frame, Optional.empty(), Optional.empty(), List.of(), null, null, null, -1, -1, null,
                    null, "eth:ethertype:ip:tcp"));
        }
        writer.close();
        packets.finish(capture);

        List<String> all = new ArrayList<>();
        for (int offset = 0; offset < 10; offset += 3) {
            packets.page(capture, List.of(11L, 10L), offset, 3)
                    .forEach(p -> all.add(p.packet().frameNumber() + "/" + p.conversationId() + "/" + p.packet().info()));
        }

        assertEquals(List.of("1/10/frame 1", "2/10/frame 2", "3/10/frame 3", "4/11/frame 4", "5/10/frame 5",
                "6/11/frame 6", "8/10/frame 8"), all);
        assertEquals(List.of(4L, 6L), packets.page(capture, List.of(11L), 0, 10).stream()
                .map(p -> p.packet().frameNumber()).toList());
        packets.drop(capture);
    }

    @Test
    void aRowOfTheWrongWidthIsRefusedBeforeItIsSent() {
        CopyRowEncoder row = new CopyRowEncoder(3, 16);
        row.bigint(1).text("two");
        assertThrows(IllegalStateException.class, row::endRow);
    }

    private static List<String> rows(CaptureId capture) throws Exception {
        List<String> rows = new ArrayList<>();
        try (Connection con = db.getConnection(); PreparedStatement st = con.prepareStatement(
                "SELECT p.frame_number, p.conversation_id, p.ts_ns, p.src, p.src_port, p.dst, p.dst_port, p.protocol,"
                        + " p.frame_len, p.info, encode(p.payload, 'hex'), p.file_type, p.ascii, p.file_offset,"
                        + " p.layer_path_id IS NOT NULL, p.capture_id"
                        + " FROM packet p WHERE p.capture_id = ? ORDER BY p.frame_number")) {
            st.setObject(1, capture.uuid());
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    assertEquals(capture.uuid(), rs.getObject(16));
                    List<String> columns = new ArrayList<>();
                    for (int c = 1; c <= 15; c++) {
                        columns.add(String.valueOf(rs.getObject(c)));
                    }
                    rows.add(String.join("|", columns));
                }
            }
        }
        return rows;
    }
}
