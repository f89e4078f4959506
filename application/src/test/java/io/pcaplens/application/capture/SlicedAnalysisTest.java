package io.pcaplens.application.capture;

import io.pcaplens.application.conversation.ConversationIds;
import io.pcaplens.application.fakes.FakeDissector;
import io.pcaplens.application.fakes.FakeSideTools;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.dissection.port.SliceQueue;
import io.pcaplens.domain.packet.PacketRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static io.pcaplens.application.fakes.Traffic.tcp;
import static io.pcaplens.application.fakes.Traffic.udp;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A capture read in several slices goes through the slice queue: slices read by another instance sharing the
 * queue, or left by a reader that stopped, end in the same conversations as slices all read by one instance.
 */
class SlicedAnalysisTest {

    /** One web conversation running through all three slices, and a DNS query in the last. */
    private static final PacketRecord[][] SLICES = {
            {tcp(1, "10.0.0.1", 5000, "10.0.0.2", 80, "TCP", ""), tcp(2, "10.0.0.2", 80, "10.0.0.1", 5000, "TCP", "")},
            {tcp(3, "10.0.0.1", 5000, "10.0.0.2", 80, "TCP", ""), tcp(4, "10.0.0.2", 80, "10.0.0.1", 5000, "TCP", "")},
            {tcp(5, "10.0.0.1", 5000, "10.0.0.2", 80, "TCP", ""), udp(6, "10.0.0.1", 5353, "10.0.0.3", 53, "DNS")}};

    @TempDir
    Path dir;
    private AnalysisFixture fixture;

    @BeforeEach
    void setUp() {
        fixture = new AnalysisFixture(dir);
        FakeDissector dissector = new FakeDissector();
        for (PacketRecord[] slice : SLICES) {
            dissector.slice(slice);
        }
        fixture.dissector = dissector;
        fixture.inspector = FakeSideTools.inspector(List.of());
    }

    @AfterEach
    void tearDown() {
        fixture.close();
    }

    @Test
    void slicesReadByOneInstanceAreClaimedFromTheQueueAndMergedWithoutRenumbering() throws Exception {
        CaptureId id = fixture.upload();

        Capture done = fixture.analyse(id);

        assertEquals(CaptureStatus.COMPLETED, done.status());
        assertEquals(List.of("10.0.0.1:5000-10.0.0.2:80-TCP x5", "10.0.0.1:5353-10.0.0.3:53-DNS x1"), rows(id));
        assertEquals(List.of(id + " 0 worker", id + " 1 worker", id + " 2 worker"), fixture.slices.claims());
        assertTrue(fixture.slices.states(id).stream().allMatch(s -> s.status() == SliceQueue.Status.DONE));
        assertEquals(0, fixture.saved.size(), "slices read by the merging instance are not saved");
        assertEveryPacketUnderItsRowsId(id, 6);
    }

    @Test
    void aSliceReadByAnotherInstanceIsMergedAndItsPacketsTakeTheRowsIds() throws Exception {
        CaptureId single = fixture.upload();
        fixture.analyse(single);
        SliceWork other = fixture.sliceWork();
        fixture.slices.onOffer(id -> {
            // another instance claims the first slice and reads it with a numbering of its own
            SliceQueue.Claim claim = fixture.slices.claim(id, "beta-0", SliceWork.STALE_AFTER_MILLIS).orElseThrow();
            ConversationIds ids = other.numbering(id);
            try {
                other.read(claim, ids, bytes -> { }, true);
            } catch (Exception e) {
                throw new AssertionError(e);
            } finally {
                other.release(id);
            }
        });
        CaptureId id = fixture.upload();

        Capture done = fixture.analyse(id);

        assertEquals(CaptureStatus.COMPLETED, done.status());
        assertEquals(rows(single), rows(id));
        Set<String> readers = fixture.slices.claims().stream().filter(c -> c.startsWith(id.value()))
                .map(c -> c.substring(c.lastIndexOf(' ') + 1)).collect(Collectors.toSet());
        assertEquals(Set.of("beta-0", "worker"), readers);
        assertEveryPacketUnderItsRowsId(id, 6);
        assertEquals(0, fixture.saved.size(), "what the other instance saved is removed once merged");
    }

    @Test
    void aSliceWhoseReaderStoppedIsTakenOverAndWhatItStoredIsReplaced() throws Exception {
        CaptureId single = fixture.upload();
        fixture.analyse(single);
        fixture.slices.onOffer(id -> {
            // a reader claimed the first slice, stored its packets and stopped before marking it done
            SliceQueue.Claim claim = fixture.slices.abandonedClaim(id, "gone-0", SliceWork.STALE_AFTER_MILLIS + 1);
            PacketRepository.Writer writer = fixture.packets.open(id);
            try {
                for (PacketRecord p : SLICES[claim.slice().index()]) {
                    writer.write(999, p);
                }
                writer.close();
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
        CaptureId id = fixture.upload();

        Capture done = fixture.analyse(id);

        assertEquals(CaptureStatus.COMPLETED, done.status());
        assertEquals(rows(single), rows(id));
        assertEquals(List.of(id + " 0 gone-0", id + " 0 worker", id + " 1 worker", id + " 2 worker"),
                fixture.slices.claims().stream().filter(c -> c.startsWith(id.value())).toList());
        assertEveryPacketUnderItsRowsId(id, 6);
    }

    @Test
    void aSliceThatFailedOnAnotherInstanceFailsTheAnalysisWithItsReason() throws Exception {
        fixture.slices.onOffer(id -> {
            SliceQueue.Claim claim = fixture.slices.claim(id, "beta-0", SliceWork.STALE_AFTER_MILLIS).orElseThrow();
            fixture.slices.failed(claim, "tshark stopped with exit code 2 after 1 packets");
        });
        CaptureId id = fixture.upload();

        Capture done = fixture.analyse(id);

        assertEquals(CaptureStatus.FAILED, done.status());
        assertEquals("tshark stopped with exit code 2 after 1 packets", done.statusReason());
        assertTrue(fixture.conversations.of(id).isEmpty());
        assertEquals(null, fixture.packets.of(id), "nothing of the capture is kept");
        assertTrue(fixture.slices.states(id).stream().noneMatch(s -> s.status() == SliceQueue.Status.WAITING
                || s.status() == SliceQueue.Status.CLAIMED), "no slice is left for another instance to read");
    }

    private List<String> rows(CaptureId id) {
        return fixture.conversations.of(id).stream()
                .map(r -> r.identity().key().value() + " x" + r.traffic().packetCount()).toList();
    }

    private void assertEveryPacketUnderItsRowsId(CaptureId id, int packets) {
        Map<Long, ConversationRow> byId = fixture.conversations.of(id).stream()
                .collect(Collectors.toMap(r -> r.id().value(), r -> r));
        assertEquals(packets, fixture.packets.of(id).size(), "every packet stored once");
        fixture.packets.of(id).forEach(stored -> {
            ConversationRow row = byId.get(stored.conversationId());
            assertTrue(row != null, "frame " + stored.packet().frameNumber() + " is under id " + stored.conversationId()
                    + ", which no row has");
            assertTrue(row.identity().key().value().contains(":" + stored.packet().endpoints().dstPort()),
                    "frame " + stored.packet().frameNumber() + " is under its own conversation's row");
        });
    }
}
