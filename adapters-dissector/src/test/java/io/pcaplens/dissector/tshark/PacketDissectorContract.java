package io.pcaplens.dissector.tshark;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.capture.Truncation;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.dissection.DissectedCapture;
import io.pcaplens.domain.dissection.DissectedSlice;
import io.pcaplens.domain.dissection.port.CaptureSlice;
import io.pcaplens.domain.dissection.port.PacketDissector.DissectionOutcome;
import io.pcaplens.domain.dissection.port.PacketDissector;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What every {@link PacketDissector} must do, checked on real captures of the shared corpus. An adapter's
 * test extends this with a dissector that slices small captures, so the slicing path is exercised too.
 */
public abstract class PacketDissectorContract {

    public static final Path PCAPS = Path.of(System.getProperty("pcaplens.pcaps", "../../shared/pcaps"));

    /** A dissector whose slicing applies to captures of the corpus's size. */
    abstract PacketDissector slicingDissector();

    /** The same dissector with slicing effectively off. */
    abstract PacketDissector wholeFileDissector();

    @TempDir
    Path work;

    private record Read(List<ConversationRow> rows, long packets, Truncation truncation, int slices) {
    }

    private Read read(PacketDissector dissector, Path capture) throws Exception {
        List<DissectedSlice> slices = new java.util.ArrayList<>();
        for (CaptureSlice slice : dissector.slice(capture, work, 2)) {
            DissectedSlice read = new DissectedSlice();
            DissectionOutcome outcome = dissector.dissect(slice, read::add, bytes -> { });
            slices.add(read.ended(outcome.packets(), outcome.truncation(), outcome.untimed()).numbered(key -> 0));
        }
        DissectedCapture merged = DissectedCapture.merge(slices);
        List<ConversationRow> rows = merged.rows(new CaptureId("00000000-0000-0000-0000-000000000000")).stream()
                .sorted(Comparator.comparing(r -> r.identity().key().value())).toList();
        return new Read(rows, merged.packets(), merged.truncation(), merged.slices());
    }

    /**
     * A slice boundary may change how packets are labelled (a TLS flow whose handshake lies in an earlier
     * slice is shown as TLSv1.2 instead of TLSv1.3), which moves packets between the rows of one flow; it
     * never moves a packet to another pair of endpoints.
     */
    @Test
    void slicedReadingKeepsEveryPacketWithItsEndpoints() throws Exception {
        Path capture = PCAPS.resolve("large-mixed-merged.pcap");
        Read whole = read(wholeFileDissector(), capture);
        Read sliced = read(slicingDissector(), capture);
        assertEquals(1, whole.slices());
        assertTrue(sliced.slices() > 1, "slices: " + sliced.slices());
        assertEquals(13_188, whole.packets());
        assertEquals(whole.packets(), sliced.packets());
        assertEquals(packetsPerEndpointPair(whole.rows()), packetsPerEndpointPair(sliced.rows()));
        assertEquals(sentPerNode(whole.rows()), sentPerNode(sliced.rows()));
        long identical = whole.rows().stream().filter(sliced.rows()::contains).count();
        assertTrue(identical >= 0.9 * whole.rows().size(), identical + " of " + whole.rows().size() + " rows identical");
    }

    private static java.util.Map<String, Long> packetsPerEndpointPair(List<ConversationRow> rows) {
        return rows.stream().collect(java.util.stream.Collectors.groupingBy(
                r -> pair(r), java.util.TreeMap::new,
                java.util.stream.Collectors.summingLong(r -> r.traffic().packetCount())));
    }

    /** The row's endpoint pair: its key without the protocol label. */
    private static String pair(ConversationRow r) {
        String key = r.identity().key().value();
        return key.substring(0, key.lastIndexOf('-'));
    }

    /**
     * Packets and bytes each node sent within each endpoint pair, from the rows' two sides: whichever row a
     * packet lands in, and whichever slice saw a row's first packet, it counts for the node that sent it.
     */
    private static java.util.Map<String, String> sentPerNode(List<ConversationRow> rows) {
        java.util.Map<String, long[]> sent = new java.util.TreeMap<>();
        for (ConversationRow r : rows) {
            add(sent, pair(r) + " from " + r.identity().srcIp(), r.traffic().fromSrc());
            add(sent, pair(r) + " from " + r.identity().dstIp(), r.traffic().fromDst());
        }
        java.util.Map<String, String> readable = new java.util.TreeMap<>();
        sent.forEach((node, v) -> readable.put(node, v[0] + " packets, " + v[1] + " bytes"));
        return readable;
    }

    private static void add(java.util.Map<String, long[]> sent, String node, Volume v) {
        long[] total = sent.computeIfAbsent(node, k -> new long[2]);
        total[0] += v.packets();
        total[1] += v.bytes();
    }

    @Test
    void anEmptyCaptureHasNoPackets() throws Exception {
        Read r = read(wholeFileDissector(), PCAPS.resolve("empty.pcap"));
        assertEquals(0, r.packets());
        assertNull(r.truncation());
    }

    @Test
    void aCaptureCutShortKeepsItsReadablePacketsAndSaysWhere() throws Exception {
        byte[] whole = Files.readAllBytes(PCAPS.resolve("http-bro-org-browsing.pcap"));
        Path cut = work.resolve("cut.pcap");
        Files.write(cut, Arrays.copyOf(whole, whole.length / 2 + 7));
        Read r = read(wholeFileDissector(), cut);
        assertTrue(r.packets() > 0);
        assertNotNull(r.truncation());
        assertEquals(Truncation.Kind.CUT_SHORT, r.truncation().kind(), r.truncation().toString());
        assertEquals(r.packets(), r.truncation().lastFrame());
    }

    @Test
    void aFileThatIsNoCaptureIsRefused() throws Exception {
        Path junk = work.resolve("junk.pcap");
        Files.writeString(junk, "this is not a capture at all, just text that goes on for a while\n".repeat(20));
        assertThrows(ToolFailure.class, () -> read(wholeFileDissector(), junk));
    }

    @Test
    void theToolReportsItsVersion() {
        assertTrue(wholeFileDissector().probe().available(), String.valueOf(wholeFileDissector().probe()));
    }
}
