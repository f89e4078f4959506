package io.pcaplens.dissector.tshark;

import io.pcaplens.dissector.captures.HostileTraffic;
import io.pcaplens.dissector.captures.Recording;
import io.pcaplens.dissector.captures.SpecRows;
import io.pcaplens.dissector.captures.TsharkView;
import io.pcaplens.dissector.pcap.RecordExtractor;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.capture.Truncation;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.dissection.DissectedCapture;
import io.pcaplens.domain.dissection.DissectedSlice;
import io.pcaplens.domain.dissection.port.CaptureSlice;
import io.pcaplens.domain.dissection.port.PacketDissector.DissectionOutcome;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.PayloadSample;
import io.pcaplens.domain.packet.port.FrameExtractor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Captures written here whose free-text fields carry separators, line ends, NUL and invalid UTF-8
 * ({@link HostileTraffic}): every packet and conversation the dissector reads equals the spec's rules applied to
 * what tshark itself says of the frames in its structured output ({@link SpecRows}, {@link TsharkView}).
 */
class HostileCapturesTest {

    private static final Recording TRAFFIC = HostileTraffic.recording();

    @TempDir
    Path work;

    private record Read(List<PacketRecord> packets, List<ConversationRow> rows, long count, Truncation truncation,
                        int slices) {
    }

    private Read read(TsharkDissector dissector, Path capture) throws Exception {
        List<PacketRecord> packets = Collections.synchronizedList(new ArrayList<>());
        List<DissectedSlice> slices = new ArrayList<>();
        for (CaptureSlice slice : dissector.slice(capture, work, 2)) {
            DissectedSlice found = new DissectedSlice();
            DissectionOutcome outcome = dissector.dissect(slice, p -> packets.add(found.add(p) == null ? null : p),
                    bytes -> { });
            slices.add(found.ended(outcome.packets(), outcome.truncation(), outcome.untimed()).numbered(key -> 0));
        }
        DissectedCapture merged = DissectedCapture.merge(slices);
        return new Read(packets, merged.rows(new CaptureId("00000000-0000-0000-0000-000000000000")), merged.packets(),
                merged.truncation(), merged.slices());
    }

    private static Read readWhole(Path capture, Path work) throws Exception {
        return new HostileCapturesTest().withWork(work).read(new TsharkDissector(Long.MAX_VALUE, Long.MAX_VALUE),
                capture);
    }

    private HostileCapturesTest withWork(Path dir) {
        work = dir;
        return this;
    }

    private Path write(String name, byte[] bytes) throws Exception {
        return Files.write(work.resolve(name), bytes);
    }

    private static List<SpecRows.PacketRow> rowsOf(List<PacketRecord> packets) {
        return packets.stream().map(p -> new SpecRows.PacketRow(p.frameNumber(), p.timeNanos(), p.frameLength(),
                p.endpoints().srcNode(), p.endpoints().srcPort(), p.endpoints().dstNode(), p.endpoints().dstPort(),
                p.protocol(), p.info(), p.payload().map(PayloadSample::storedHex).orElse(""), p.userAgents(),
                p.tls() == null ? null : p.tls().serverName())).toList();
    }

    private static List<SpecRows.ConversationRow> rowsOfConversations(List<ConversationRow> rows) {
        return rows.stream().map(r -> new SpecRows.ConversationRow(r.identity().key().value(), r.identity().srcIp(),
                r.identity().srcPort(), r.identity().dstIp(), r.identity().dstPort(), r.labels().protocol(),
                r.traffic().packetCount(), r.traffic().totalBytes(), r.traffic().startNanos(), r.traffic().endNanos(),
                r.traffic().firstFrame(), new LinkedHashSet<>(r.labels().httpUserAgents()))).toList();
    }

    private static List<SpecRows.PacketRow> expected(Path capture) throws Exception {
        return SpecRows.packets(TsharkView.read(capture, SpecRows.FIELDS));
    }

    @Test
    void everyPacketOfHostileTrafficIsWhatTsharkSaysOfItsFrame() throws Exception {
        Path capture = write("hostile.pcap", TRAFFIC.pcap());
        Read read = readWhole(capture, work);

        List<SpecRows.PacketRow> expected = expected(capture);
        assertEquals(TRAFFIC.records().size(), expected.size());
        assertEquals(expected, rowsOf(read.packets()));
        assertNull(read.truncation());
    }

    @Test
    void everyConversationOfHostileTrafficIsWhatTheSpecMakesOfTsharksFrames() throws Exception {
        Path capture = write("hostile.pcap", TRAFFIC.pcap());
        Read read = readWhole(capture, work);

        List<SpecRows.ConversationRow> expected = SpecRows.conversations(expected(capture));
        assertEquals(expected, rowsOfConversations(read.rows()));
    }

    /**
     * The request whose User-Agent imitates a line of field output: its row is its own frame's, with its own
     * payload and agent, and the frame exported from the row's file position is the frame that was sent.
     */
    @Test
    void theRequestImitatingFieldOutputKeepsItsFramePayloadAndBytes() throws Exception {
        Path capture = write("hostile.pcap", TRAFFIC.pcap());
        Read read = readWhole(capture, work);
        String request = HexFormat.of().formatHex(("GET /" + HostileTraffic.MARKER).getBytes(StandardCharsets.US_ASCII));

        List<PacketRecord> requests = read.packets().stream()
                .filter(p -> p.payload().map(s -> s.storedHex().startsWith(request)).orElse(false)).toList();
        assertEquals(1, requests.size());
        PacketRecord row = requests.get(0);
        int index = (int) row.frameNumber() - 1;
        byte[] sent = TRAFFIC.records().get(index).frame();
        assertEquals("HTTP", row.protocol());
        assertEquals(List.of(SpecRows.printed(new String(HostileTraffic.forgingAgent(), StandardCharsets.ISO_8859_1))),
                row.userAgents());

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (FrameExtractor.FrameWriter w = new RecordExtractor().open(capture, out)) {
            w.add(row.frameNumber(), row.fileOffset());
        }
        byte[] exported = out.toByteArray();
        assertArrayEquals(sent, Arrays.copyOfRange(exported, 24 + 16, exported.length));
    }

    @Test
    void customBlocksAndBlocksOfUnknownTypeAreNoPacketsAndHostileNamesSurviveInPcapng() throws Exception {
        Path capture = write("vendor.pcapng", HostileTraffic.withVendorBlocks(TRAFFIC));
        Read read = readWhole(capture, work);

        List<SpecRows.PacketRow> expected = expected(capture);
        assertEquals(TRAFFIC.records().size(), expected.size(), "the packets, without the custom blocks");
        assertEquals(expected, rowsOf(read.packets()));
        assertEquals(List.of(1L, 3L, 4L, 6L), read.packets().stream().limit(4).map(PacketRecord::frameNumber).toList(),
                "tshark's frame numbers, which count the custom blocks 2 and 5");
        assertEquals(SpecRows.conversations(expected), rowsOfConversations(read.rows()));
        assertNull(read.truncation());
    }

    /**
     * A pcapng big enough to be sliced keeps its custom blocks in its slices, which are read in place: tshark numbers
     * them as frames, so the packets after them keep their numbers (editcap would leave out the one marked not to
     * be copied and shift the numbers of every later slice).
     */
    @Test
    void aPcapngWithCustomBlocksIsSlicedInPlaceSoItsFramesKeepTheirNumbers() throws Exception {
        Path capture = write("vendor.pcapng", HostileTraffic.withVendorBlocks(TRAFFIC));
        TsharkDissector slicing = new TsharkDissector(0, 20);
        Read withBlocks = read(slicing, capture);
        List<Long> frames = expected(capture).stream().map(SpecRows.PacketRow::frame).toList();
        assertTrue(withBlocks.slices() > 1, "sliced");
        assertEquals(frames, withBlocks.packets().stream().map(PacketRecord::frameNumber).sorted().toList());
        assertTrue(frames.size() < frames.get(frames.size() - 1), "the custom blocks are numbered among the packets");
    }

    @Test
    void aFileShorterThanAPcapHeaderIsRefusedWithWhatIsWrongWithIt() throws Exception {
        Path capture = write("short.pcap", Arrays.copyOf(TRAFFIC.pcap(), 10));

        ToolFailure refused = assertThrows(ToolFailure.class, () -> readWhole(capture, work));
        assertEquals("not a capture file: 10 bytes, shorter than a pcap header (24 bytes)", refused.reason());
    }

    @Test
    void aFileWithoutACaptureMagicNumberIsRefusedWithWhatIsWrongWithIt() throws Exception {
        Path capture = write("notes.pcap", "hello, this is no capture\n".repeat(10).getBytes(StandardCharsets.US_ASCII));

        ToolFailure refused = assertThrows(ToolFailure.class, () -> readWhole(capture, work));
        assertEquals("not a capture file: it starts with 68 65 6c 6c, which is neither a pcap nor a pcapng magic number",
                refused.reason());
    }

    /** Where frame {@code number} (1-based) ends in the classic pcap of the traffic. */
    private static int endOfFrame(int number) {
        int end = 24;
        for (int i = 0; i < number; i++) {
            end += 16 + TRAFFIC.records().get(i).frame().length;
        }
        return end;
    }

    @Test
    void aCaptureCutShortInAFrameKeepsEveryFrameBeforeTheCutAndSaysWhere() throws Exception {
        int whole = 44;
        Path capture = write("cut.pcap", Arrays.copyOf(TRAFFIC.pcap(), endOfFrame(whole) + 30));
        Read read = readWhole(capture, work);

        assertEquals(Truncation.Kind.CUT_SHORT, read.truncation().kind(), read.truncation().toString());
        assertEquals(whole, read.truncation().lastFrame());
        List<SpecRows.PacketRow> expected = expected(capture);
        assertEquals(whole, expected.size(), "tshark reads the frames before the cut");
        assertEquals(expected, rowsOf(read.packets()));
        assertEquals(whole, read.count());
    }

    @Test
    void aCaptureCutInARecordHeaderOrSlicedInPlaceSaysTheSame() throws Exception {
        int whole = 30;
        Path capture = write("cut.pcap", Arrays.copyOf(TRAFFIC.pcap(), endOfFrame(whole) + 7));
        Read once = readWhole(capture, work);
        Read sliced = read(new TsharkDissector(0, 8), capture);

        assertEquals(Truncation.cutShort(whole, once.truncation().toolSays()), once.truncation());
        assertEquals(once.truncation(), sliced.truncation());
        assertEquals(whole, sliced.count());
    }

    @Test
    void aPcapngCutShortInABlockKeepsEveryPacketBeforeTheCut() throws Exception {
        byte[] pcapng = HostileTraffic.withVendorBlocks(TRAFFIC);
        Path capture = write("cut.pcapng", Arrays.copyOf(pcapng, pcapng.length - 20));
        Read read = readWhole(capture, work);

        assertEquals(Truncation.Kind.CUT_SHORT, read.truncation().kind(), read.truncation().toString());
        assertEquals(TRAFFIC.records().size() + 2 - 1, read.truncation().lastFrame(), "all frames but the last");
        assertEquals(expected(capture), rowsOf(read.packets()));
    }

    @Test
    void aCaptureCutShortInItsFirstFrameReadsNoPacket() throws Exception {
        Path capture = write("cut.pcap", Arrays.copyOf(TRAFFIC.pcap(), 24 + 16 + 5));
        Read read = readWhole(capture, work);

        assertEquals(0, read.count());
        assertEquals(Truncation.Kind.CUT_SHORT, read.truncation().kind());
        assertEquals(0, read.truncation().lastFrame());
        assertTrue(read.truncation().toolSays().startsWith("The capture appears to have been cut short"),
                read.truncation().toolSays());
    }
}
