package io.pcaplens.persistence.capture;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.dissection.DissectedCapture;
import io.pcaplens.domain.dissection.DissectedSlice;
import io.pcaplens.domain.dissection.port.CaptureSlice;
import io.pcaplens.domain.dissection.port.SliceQueue.Claim;
import io.pcaplens.domain.dissection.port.SliceQueue.Status;
import io.pcaplens.domain.dissection.port.SliceQueue;
import io.pcaplens.domain.packet.Endpoints;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.Transport;
import io.pcaplens.domain.packet.UntimedFrames;
import io.pcaplens.persistence.CaptureRecords;
import io.pcaplens.persistence.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.sql.DataSource;
import java.io.InvalidClassException;
import java.io.ObjectOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The slice queue on a real PostgreSQL, and the slices' saved findings. */
class SliceQueueTest {

    private static final long STALE_AFTER_MILLIS = 20_000;

    private static DataSource db;
    private static JdbcSliceQueue queue;

    @TempDir
    Path data;

    @BeforeAll
    static void database() throws Exception {
        db = TestDatabase.migrated();
        queue = new JdbcSliceQueue(db);
    }

    private static List<CaptureSlice> slices(Path file) {
        return List.of(new CaptureSlice(0, file, 1, 100, false, new CaptureSlice.ByteRange(24, 24, 124), null),
                new CaptureSlice(1, file, 41, 100, false, new CaptureSlice.ByteRange(24, 124, 224), 5L),
                new CaptureSlice(2, file.resolveSibling("copy.pcap"), 90, 50, true));
    }

    @Test
    void workersOfAnyInstanceEachClaimADifferentSliceUntilNoneWaits() throws Exception {
        CaptureId capture = new CaptureId(CaptureRecords.analysing(db).toString());
        List<CaptureSlice> offered = slices(Path.of("/data/captures/" + capture));
        queue.offer(capture, offered);

        List<CompletableFuture<Optional<Claim>>> claims = new ArrayList<>();
        for (String worker : List.of("alpha-0", "beta-0", "beta-1", "alpha-1")) {
            claims.add(CompletableFuture.supplyAsync(() -> queue.claim(null, worker, STALE_AFTER_MILLIS)));
        }
        Set<Integer> claimed = new HashSet<>();
        int none = 0;
        for (CompletableFuture<Optional<Claim>> c : claims) {
            Optional<Claim> claim = c.get();
            if (claim.isEmpty()) {
                none++;
                continue;
            }
            assertTrue(claimed.add(claim.get().slice().index()), "slice claimed twice");
            CaptureSlice slice = claim.get().slice();
            assertEquals(offered.get(slice.index()), slice, "the slice comes back as offered");
            assertEquals(slice.index() + 1 < offered.size() ? offered.get(slice.index() + 1).firstFrame() : null,
                    claim.get().endFrame());
            assertEquals(1, claim.get().attempt());
        }
        assertEquals(Set.of(0, 1, 2), claimed);
        assertEquals(1, none);
        assertTrue(queue.states(capture).stream().allMatch(s -> s.status() == Status.CLAIMED));
    }

    @Test
    void aClaimIsHeldByItsTokenAloneAndAStaleOneIsTakenOver() throws Exception {
        CaptureId capture = new CaptureId(CaptureRecords.analysing(db).toString());
        queue.offer(capture, slices(Path.of("/data/c.pcap")).subList(0, 1));
        Claim first = queue.claim(capture, "alpha-0", STALE_AFTER_MILLIS).orElseThrow();
        assertTrue(queue.heartbeat(first, 40));
        assertEquals(Optional.empty(), queue.claim(capture, "beta-0", STALE_AFTER_MILLIS), "held and beating");

        age(capture, 21);
        Claim second = queue.claim(capture, "beta-0", STALE_AFTER_MILLIS).orElseThrow();

        assertEquals(2, second.attempt());
        assertFalse(queue.heartbeat(first, 80), "the first reader lost its claim");
        assertFalse(queue.done(first, 10));
        queue.failed(first, "too late");
        assertTrue(queue.done(second, 10));
        SliceQueue.State state = queue.states(capture).get(0);
        assertEquals(new SliceQueue.State(0, Status.DONE, "beta-0", second.token(), 100, null), state);
    }

    @Test
    void anOfferReplacesAnEarlierRunsSlicesAndTheyGoWithTheCapture() throws Exception {
        CaptureId capture = new CaptureId(CaptureRecords.analysing(db).toString());
        queue.offer(capture, slices(Path.of("/data/c.pcap")));
        Claim old = queue.claim(capture, "alpha-0", STALE_AFTER_MILLIS).orElseThrow();

        queue.offer(capture, slices(Path.of("/data/c.pcap")).subList(0, 2));

        assertEquals(List.of(Status.WAITING, Status.WAITING), queue.states(capture).stream().map(SliceQueue.State::status)
                .toList());
        assertFalse(queue.done(old, 1), "a claim of the earlier run completes nothing");
        try (Connection con = db.getConnection(); PreparedStatement st = con.prepareStatement(
                "DELETE FROM capture WHERE id = ?")) {
            st.setObject(1, capture.uuid());
            st.executeUpdate();
        }
        assertEquals(List.of(), queue.states(capture));
    }

    @Test
    void aSliceFailsWithItsReason() throws Exception {
        CaptureId capture = new CaptureId(CaptureRecords.analysing(db).toString());
        queue.offer(capture, slices(Path.of("/data/c.pcap")).subList(0, 1));
        Claim claim = queue.claim(null, "alpha-0", STALE_AFTER_MILLIS).orElseThrow();

        queue.failed(claim, "tshark stopped");

        assertEquals(Status.FAILED, queue.states(capture).get(0).status());
        assertEquals("tshark stopped", queue.states(capture).get(0).reason());
        assertEquals(Optional.empty(), queue.claim(capture, "beta-0", 0), "a failed slice is not claimed again");
    }

    @Test
    void withdrawnSlicesAreNoLongerClaimedAndTheirReadersLoseTheirClaims() throws Exception {
        CaptureId capture = new CaptureId(CaptureRecords.analysing(db).toString());
        queue.offer(capture, slices(Path.of("/data/c.pcap")));
        Claim done = queue.claim(capture, "alpha-0", STALE_AFTER_MILLIS).orElseThrow();
        assertTrue(queue.done(done, 40));
        Claim reading = queue.claim(capture, "beta-0", STALE_AFTER_MILLIS).orElseThrow();

        queue.withdraw(capture);

        assertEquals(Optional.empty(), queue.claim(null, "beta-1", 0));
        assertFalse(queue.heartbeat(reading, 10));
        assertEquals(List.of(0), queue.states(capture).stream().map(SliceQueue.State::index).toList());
    }

    @Test
    void savedFindingsAreReadBackByTheirClaimAndOnlyFindingsAreRead() throws Exception {
        FileSystemSliceResults results = new FileSystemSliceResults(data.toString());
        CaptureId capture = new CaptureId(UUID.randomUUID().toString());
        Claim claim = new Claim(capture, slices(data).get(0), 41L, 1, UUID.randomUUID().toString(), "alpha-0");
        DissectedSlice found = new DissectedSlice();
        found.add(packet(1, "10.0.0.1", "10.0.0.2"));
        found.add(packet(2, "10.0.0.1", "10.0.0.2"));
        found.ended(2, null, UntimedFrames.NONE).numbered(key -> 7);

        results.save(claim, found);
        DissectedSlice read = results.load(capture, 0, claim.token());

        var rows = DissectedCapture.merge(List.of(read)).rows(capture);
        assertEquals(1, rows.size());
        assertEquals(7, rows.get(0).id().value());
        assertEquals(2, rows.get(0).traffic().packetCount());

        Path foreign = data.resolve("slices").resolve(capture.value()).resolve("1-" + claim.token() + ".slice");
        try (ObjectOutputStream out = new ObjectOutputStream(Files.newOutputStream(foreign))) {
            out.writeObject(new java.util.Date());
        }
        assertThrows(InvalidClassException.class, () -> results.load(capture, 1, claim.token()));

        results.clear(capture);
        assertFalse(Files.exists(data.resolve("slices").resolve(capture.value())));
    }

    private static PacketRecord packet(long frame, String src, String dst) {
        return new PacketRecord(frame, frame * 1000, 60, new Endpoints(src, 5000, dst, 80), "TCP", Transport.TCP,
                "info", Optional.empty(), Optional.empty(), List.of(), null, null, "", -1, -1, "", null,
                "eth:ethertype:ip:tcp");
    }

    /** Makes the capture's slice claims look as if their readers last beat that many seconds ago. */
    private static void age(CaptureId capture, int seconds) throws SQLException {
        try (Connection con = db.getConnection(); PreparedStatement st = con.prepareStatement(
                "UPDATE capture_slice SET heartbeat_at = now() - make_interval(secs => ?) WHERE capture_id = ?")) {
            st.setInt(1, seconds);
            st.setObject(2, capture.uuid());
            st.executeUpdate();
        }
    }
}
