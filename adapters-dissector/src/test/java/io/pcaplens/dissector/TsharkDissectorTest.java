package io.pcaplens.dissector;

import io.pcaplens.domain.capture.Truncation;
import io.pcaplens.domain.conversation.ConversationTable;
import io.pcaplens.domain.port.CaptureSlice;
import io.pcaplens.domain.port.PacketDissector;
import io.pcaplens.domain.port.PacketDissector.DissectionOutcome;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

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
    void aPcapIsSlicedInPlaceAndAPcapngIntoCopies() throws Exception {
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
        pcapng.forEach(s -> assertNull(s.range(), "a copy"));
        assertEquals(17, packets(d, null, pcapng, truncation));
        assertNull(truncation[0]);
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
        try (io.pcaplens.domain.port.FrameExtractor.FrameWriter w = new RecordExtractor().open(capture, out)) {
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
