package io.pcaplens.dissector.tshark;

import io.pcaplens.dissector.captures.HostileTraffic;
import io.pcaplens.dissector.captures.PcapngWriter;
import io.pcaplens.dissector.captures.Recording;
import io.pcaplens.dissector.captures.TsharkView;
import io.pcaplens.dissector.captures.UntimedPcapng;
import io.pcaplens.dissector.pcap.RecordExtractor;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.Truncation;
import io.pcaplens.domain.conversation.ConversationTable;
import io.pcaplens.domain.dissection.DissectedCapture;
import io.pcaplens.domain.dissection.DissectedSlice;
import io.pcaplens.domain.dissection.port.CaptureSlice;
import io.pcaplens.domain.dissection.port.PacketDissector.DissectionOutcome;
import io.pcaplens.domain.dissection.port.PacketDissector;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.UntimedFrames;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The contract on the tshark adapter; with 7,000 frames at most the 13,188-frame capture is read as two slices. */
class TsharkDissectorTest extends PacketDissectorContract {

    @Override
    PacketDissector slicingDissector() {
        return new TsharkDissector(0, 7_000);
    }

    @Override
    PacketDissector wholeFileDissector() {
        return new TsharkDissector(Long.MAX_VALUE, Long.MAX_VALUE);
    }

    private long packets(TsharkDissector d, Path capture, List<CaptureSlice> slices, Truncation[] truncation) throws Exception {
        long total = 0;
        for (CaptureSlice s : slices) {
            DissectionOutcome o = d.dissect(s, new ConversationTable()::add, b -> { });
            total += o.packets();
            if (o.truncation() != null) {
                truncation[0] = o.truncation();
            }
        }
        return total;
    }

    @Test
    void aPcapAndAPcapngAreSlicedInPlace() throws Exception {
        TsharkDissector d = new TsharkDissector(0, 200);
        List<CaptureSlice> pcap = d.slice(PCAPS.resolve("icmp-tunnel.pcap"), work, 2);
        assertTrue(pcap.size() > 2);
        pcap.forEach(s -> assertNotNull(s.range(), "in place"));
        Truncation[] truncation = new Truncation[1];
        assertEquals(961, packets(d, null, pcap, truncation));
        assertNull(truncation[0]);
        assertEquals(List.of(1L, 1L + pcap.get(1).firstFrame() - 1), List.of(pcap.get(0).firstFrame(), pcap.get(1).firstFrame()));

        d = new TsharkDissector(0, 5);
        List<CaptureSlice> pcapng = d.slice(PCAPS.resolve("http-png-image-port1080.pcapng"), work, 2);
        assertTrue(pcapng.size() > 2);
        pcapng.forEach(s -> assertNotNull(s.range(), "in place"));
        assertEquals(17, packets(d, null, pcapng, truncation));
        assertNull(truncation[0]);
    }

    /** Ten frames of generated traffic as pcapng, an interface described after the fifth, and one frame chosen. */
    private Path lateInterface(String name, boolean simpleThird) throws Exception {
        Recording traffic = HostileTraffic.recording().first(10);
        PcapngWriter w = new PcapngWriter();
        for (int i = 0; i < 10; i++) {
            Recording.Record r = traffic.records().get(i);
            if (i == 2 && simpleThird) {
                w.simplePacket(r.frame());
            } else {
                w.packet(r.micros(), r.frame());
            }
            if (i == 4) {
                w.block(1, java.nio.ByteBuffer.allocate(8).order(java.nio.ByteOrder.LITTLE_ENDIAN)
                        .putShort((short) 1).putShort((short) 0).putInt(65_535).array());
            }
        }
        return Files.write(work.resolve(name), w.bytes());
    }

    @Test
    void aPcapngDescribingAnInterfaceAfterItsFirstFrameIsCutIntoCopiesOrReadWholeWhenItHasFramesWithoutTime()
            throws Exception {
        TsharkDissector d = new TsharkDissector(0, 3);
        Truncation[] truncation = new Truncation[1];
        List<CaptureSlice> copies = d.slice(lateInterface("late.pcapng", false), work, 2);
        assertTrue(copies.size() > 2);
        copies.forEach(s -> assertTrue(s.range() == null && s.temporary(), "a copy"));
        assertEquals(10, packets(d, null, copies, truncation));

        // editcap would write the simple packet block as an enhanced one stamped 1970-01-01
        List<CaptureSlice> whole = d.slice(lateInterface("late-simple.pcapng", true), work, 2);
        assertEquals(1, whole.size());
        assertEquals(10, packets(d, null, whole, truncation));
    }

    private record TimedRead(List<PacketRecord> packets, DissectedCapture merged, List<CaptureSlice> slices) {

        List<Long> times() {
            return packets.stream().sorted(Comparator.comparingLong(PacketRecord::frameNumber))
                    .map(PacketRecord::timeNanos).toList();
        }

        /** Each conversation's packets and bytes by its key. */
        Map<String, List<Long>> conversations() {
            Map<String, List<Long>> byKey = new TreeMap<>();
            merged.rows(new CaptureId("00000000-0000-0000-0000-000000000000")).forEach(r -> byKey.put(
                    r.identity().key().value(), List.of(r.traffic().packetCount(), r.traffic().totalBytes())));
            return byKey;
        }
    }

    private TimedRead timedRead(TsharkDissector d, Path capture) throws Exception {
        List<PacketRecord> packets = Collections.synchronizedList(new ArrayList<>());
        List<DissectedSlice> found = new ArrayList<>();
        List<CaptureSlice> slices = d.slice(capture, work, 2);
        for (CaptureSlice s : slices) {
            DissectedSlice slice = new DissectedSlice();
            DissectionOutcome o = d.dissect(s, p -> packets.add(slice.add(p) == null ? null : p), b -> { });
            found.add(slice.ended(o.packets(), o.truncation(), o.untimed()).numbered(key -> 0));
        }
        return new TimedRead(packets, DissectedCapture.merge(found), slices);
    }

    /**
     * A capture whose frames 1 to 3 and two of every three after carry no timestamp, read in slices of five side
     * by side: every frame has the time of the closest earlier frame that has one (the capture's first time before
     * the first such frame) as tshark itself shows the frames, also where that frame lies in an earlier slice; and
     * the conversations are those of the same traffic with every time.
     */
    @Test
    void framesWithoutATimestampTakeTheClosestEarlierTimeAlsoFromAnEarlierSlice() throws Exception {
        byte[] pcap = Files.readAllBytes(PCAPS.resolve("dns-mixed-records.pcap"));
        Path mixed = Files.write(work.resolve("mixed.pcapng"), UntimedPcapng.of(pcap, n -> n <= 3 || n % 3 != 1));
        Path timed = Files.write(work.resolve("timed.pcapng"), UntimedPcapng.of(pcap, UntimedPcapng.NONE));
        List<TsharkView.Frame> tshark = TsharkView.read(mixed, List.of("frame.number", "frame.time_epoch"));
        List<Long> expected = UntimedPcapng.expectedTimes(tshark);
        long untimed = tshark.stream().filter(f -> f.first("frame.time_epoch").isEmpty()).count();

        TimedRead sliced = timedRead(new TsharkDissector(0, 5), mixed);
        TimedRead whole = timedRead(new TsharkDissector(Long.MAX_VALUE, Long.MAX_VALUE), mixed);

        assertEquals(38, tshark.size());
        assertEquals(8, sliced.slices().size());
        sliced.slices().forEach(s -> assertNotNull(s.range(), "in place"));
        assertEquals("", tshark.get((int) sliced.slices().get(1).firstFrame() - 1).first("frame.time_epoch"),
                "the second slice starts with a frame without a timestamp");
        assertEquals(expected, sliced.times());
        assertEquals(expected, whole.times());
        assertEquals(new UntimedFrames(untimed, 3, expected.get(0), true), sliced.merged().untimed());
        assertEquals(sliced.merged().untimed(), whole.merged().untimed());
        assertEquals(timedRead(new TsharkDissector(0, 5), timed).conversations(), sliced.conversations());
    }

    @Test
    void aCaptureWithoutAnyTimestampIsAtTheEpochInEverySlice() throws Exception {
        byte[] pcap = Files.readAllBytes(PCAPS.resolve("dns-mixed-records.pcap"));
        Path untimed = Files.write(work.resolve("untimed.pcapng"), UntimedPcapng.of(pcap, UntimedPcapng.ALL));
        List<TsharkView.Frame> tshark = TsharkView.read(untimed, List.of("frame.number", "frame.time_epoch"));

        TimedRead sliced = timedRead(new TsharkDissector(0, 5), untimed);

        assertTrue(sliced.slices().size() > 2);
        assertEquals(tshark.size(), sliced.packets().size());
        assertEquals(Collections.nCopies(tshark.size(), 0L), sliced.times());
        assertEquals(new UntimedFrames(tshark.size(), tshark.size(), null, false), sliced.merged().untimed());
        assertEquals(timedRead(new TsharkDissector(0, 5), Files.write(work.resolve("timed.pcapng"),
                UntimedPcapng.of(pcap, UntimedPcapng.NONE))).conversations(), sliced.conversations());
    }

    @Test
    void aDamagedTailIsReportedByTheLastSlice() throws Exception {
        byte[] whole = Files.readAllBytes(PCAPS.resolve("http-bro-org-browsing.pcap"));
        Path cut = work.resolve("cut.pcap");
        Files.write(cut, Arrays.copyOf(whole, whole.length - 100));
        TsharkDissector d = new TsharkDissector(0, 200);
        List<CaptureSlice> slices = d.slice(cut, work, 2);
        assertTrue(slices.size() > 1);
        Truncation[] sliced = new Truncation[1];
        long read = packets(d, cut, slices, sliced);
        Truncation[] once = new Truncation[1];
        long readOnce = packets(d, cut, List.of(new CaptureSlice(0, cut, 1, Files.size(cut), false)), once);
        assertEquals(readOnce, read, "the same complete frames as one tshark over the file");
        assertTrue(read > 700);
        assertNotNull(sliced[0]);
        assertEquals(once[0], sliced[0]);
        assertEquals(read, sliced[0].lastFrame(), sliced[0].toString());
    }

    @Test
    void packetsOfAPcapKnowTheirRecordsAndAreCopiedFromThem() throws Exception {
        TsharkDissector d = new TsharkDissector(0, 300);
        Path capture = PCAPS.resolve("icmp-tunnel.pcap");
        List<long[]> frames = new java.util.ArrayList<>();
        for (CaptureSlice s : d.slice(capture, work, 2)) {
            d.dissect(s, p -> frames.add(new long[]{p.frameNumber(), p.fileOffset()}), b -> { });
        }
        assertEquals(961, frames.size());
        for (int i = 1; i < frames.size(); i++) {
            assertTrue(frames.get(i)[1] > frames.get(i - 1)[1], "offsets grow with frame numbers");
        }
        List<long[]> some = List.of(frames.get(0), frames.get(480), frames.get(960));
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        try (io.pcaplens.domain.packet.port.FrameExtractor.FrameWriter w = new RecordExtractor().open(capture, out)) {
            for (long[] f : some) {
                w.add(f[0], f[1]);
            }
        }
        Path copy = work.resolve("some.pcap");
        Files.write(copy, out.toByteArray());
        Truncation[] got = new Truncation[1];
        List<CaptureSlice> whole = List.of(new CaptureSlice(0, copy, 1, Files.size(copy), false));
        assertEquals(3, packets(d, copy, whole, got));
        assertNull(got[0]);
    }
}
