package io.pcaplens.application.contract;

import io.pcaplens.domain.capture.AnalysisEnd;
import io.pcaplens.domain.capture.AnalysisOptions;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureFindings;
import io.pcaplens.domain.capture.CaptureFormat;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureRemoval;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.CaptureUpload;
import io.pcaplens.domain.capture.DuplicateCaptureException;
import io.pcaplens.domain.capture.Progress;
import io.pcaplens.domain.capture.port.CaptureRepository;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What every {@link CaptureRepository} does, in memory or in a database: the queue's claims, requeues,
 * removals and endings that the analysis use cases are tested with must be the ones the real store gives.
 * Each test gets an empty store.
 */
public abstract class CaptureRepositoryContract {

    /** A heartbeat younger than this is a live analysis. */
    private static final long STALE_AFTER_MILLIS = 60_000;

    private CaptureRepository captures;

    /** An empty store of its own for each test. */
    protected abstract CaptureRepository emptyRepository();

    @BeforeEach
    void store() {
        captures = emptyRepository();
    }

    private static Capture upload(String name, Instant at) {
        String sha256 = UUID.randomUUID().toString().replace("-", "") + UUID.randomUUID().toString().replace("-", "");
        return Capture.uploaded(new CaptureId(UUID.randomUUID().toString()), new CaptureUpload(name, 1234, sha256,
                CaptureFormat.PCAPNG, new AnalysisOptions(true, false, true), at.truncatedTo(ChronoUnit.MILLIS)));
    }

    private Capture added(String name, int secondsAgo) {
        Capture c = upload(name, Instant.now().minusSeconds(secondsAgo));
        captures.add(c);
        return c;
    }

    private CaptureStatus status(Capture c) {
        return captures.find(c.id()).orElseThrow().status();
    }

    @Test
    void anUploadIsStoredQueuedAsItCame() {
        Capture c = added("first.pcapng", 0);

        Capture found = captures.find(c.id()).orElseThrow();

        assertEquals(c.upload(), found.upload());
        assertEquals(CaptureStatus.QUEUED, found.status());
        assertTrue(captures.find(new CaptureId(UUID.randomUUID().toString())).isEmpty());
    }

    @Test
    void theSameBytesTwiceAreADuplicateOfTheFirst() {
        Capture first = added("a.pcapng", 0);
        Capture again = upload("b.pcapng", Instant.now());
        Capture same = Capture.uploaded(again.id(), new CaptureUpload("b.pcapng", 1234, first.sha256(),
                CaptureFormat.PCAPNG, new AnalysisOptions(true, true, true), Instant.now()));

        DuplicateCaptureException e = assertThrows(DuplicateCaptureException.class, () -> captures.add(same));

        assertEquals(first.id(), e.existingId());
        assertEquals(1, captures.count());
    }

    @Test
    void pagesListNewestFirstAndCountByStatus() {
        Capture oldest = added("oldest", 30);
        Capture middle = added("middle", 20);
        Capture newest = added("newest", 10);
        captures.claimNext("worker-1", STALE_AFTER_MILLIS);

        assertEquals(List.of(newest.id(), middle.id(), oldest.id()),
                captures.page(0, 10).stream().map(Capture::id).toList());
        assertEquals(List.of(middle.id()), captures.page(1, 1).stream().map(Capture::id).toList());
        assertEquals(3, captures.count());
        assertEquals(2, captures.count(CaptureStatus.QUEUED));
        assertEquals(1, captures.count(CaptureStatus.ANALYZING));
    }

    @Test
    void claimsTakeTheOldestWaitingCaptureOnceEach() {
        Capture older = added("older", 20);
        Capture newer = added("newer", 10);

        Optional<Capture> first = captures.claimNext("worker-1", STALE_AFTER_MILLIS);
        Optional<Capture> second = captures.claimNext("worker-2", STALE_AFTER_MILLIS);

        assertEquals(older.id(), first.orElseThrow().id());
        assertEquals(CaptureStatus.ANALYZING, first.orElseThrow().status());
        assertEquals(newer.id(), second.orElseThrow().id());
        assertTrue(captures.claimNext("worker-3", STALE_AFTER_MILLIS).isEmpty(), "both are being analysed");
    }

    @Test
    void onlyACaptureUnderAnalysisGoesBackToTheQueue() {
        Capture c = added("requeued", 0);
        captures.claimNext("worker-1", STALE_AFTER_MILLIS);

        assertTrue(captures.requeue(c.id()));
        assertEquals(CaptureStatus.QUEUED, status(c));
        assertFalse(captures.requeue(c.id()), "a waiting capture is not under analysis");

        captures.claimNext("worker-1", STALE_AFTER_MILLIS);
        captures.finish(c.id(), AnalysisEnd.completed(CaptureFindings.NONE));
        assertFalse(captures.requeue(c.id()), "a finished capture is not under analysis");
        assertEquals(CaptureStatus.COMPLETED, status(c));
        assertFalse(captures.requeue(new CaptureId(UUID.randomUUID().toString())));
    }

    @Test
    void theEndOfAnAnalysisKeepsItsFindings() {
        Capture c = added("done", 0);
        captures.claimNext("worker-1", STALE_AFTER_MILLIS);
        CaptureFindings found = new CaptureFindings(1_000L, 9_000L, 42L, 7, Map.of(),
                List.of("the capture ends inside a packet"));

        assertTrue(captures.progress(c.id(), new Progress(50, Progress.DISSECTING)));
        assertTrue(captures.finish(c.id(), AnalysisEnd.completed(found)));

        Capture stored = captures.find(c.id()).orElseThrow();
        assertEquals(CaptureStatus.COMPLETED, stored.status());
        assertEquals(found.startNanos(), stored.findings().startNanos());
        assertEquals(found.endNanos(), stored.findings().endNanos());
        assertEquals(found.packets(), stored.findings().packets());
        assertEquals(found.conversations(), stored.findings().conversations());
        assertEquals(found.warnings(), stored.findings().warnings());
        assertTrue(stored.completedAt() != null, "a finished analysis has an end time");
    }

    @Test
    void aFailureKeepsItsReason() {
        Capture c = added("broken", 0);
        captures.claimNext("worker-1", STALE_AFTER_MILLIS);

        assertTrue(captures.fail(c.id(), "tshark could not read the file"));

        Capture stored = captures.find(c.id()).orElseThrow();
        assertEquals(CaptureStatus.FAILED, stored.status());
        assertEquals("tshark could not read the file", stored.analysis().reason());
    }

    @Test
    void aFailureMayKeepWhatWasReadBeforeTheDamage() {
        Capture c = added("damaged", 0);
        captures.claimNext("worker-1", STALE_AFTER_MILLIS);
        String reason = "The capture file is damaged after frame 12. The 12 packets before that point were analysed.";
        CaptureFindings found = new CaptureFindings(1_000L, 5_000L, 12L, 3, Map.of(), List.of());

        assertTrue(captures.finish(c.id(), new AnalysisEnd(CaptureStatus.FAILED, reason, found)));

        Capture stored = captures.find(c.id()).orElseThrow();
        assertEquals(CaptureStatus.FAILED, stored.status());
        assertEquals(reason, stored.analysis().reason());
        assertEquals(12L, stored.findings().packets());
        assertEquals(3, stored.findings().conversations());
    }

    @Test
    void aRemovedCaptureIsGoneAndSaysWhetherAnAnalysisWasWriting() {
        Capture resting = added("resting", 20);
        Capture analysed = added("analysed", 10);
        captures.finish(resting.id(), AnalysisEnd.completed(CaptureFindings.NONE));
        captures.claimNext("worker-1", STALE_AFTER_MILLIS);

        assertEquals(Optional.of(CaptureRemoval.AT_REST), captures.remove(resting.id(), STALE_AFTER_MILLIS));
        assertEquals(Optional.of(CaptureRemoval.DURING_ANALYSIS), captures.remove(analysed.id(), STALE_AFTER_MILLIS));
        assertTrue(captures.remove(analysed.id(), STALE_AFTER_MILLIS).isEmpty(), "already gone");

        assertTrue(captures.find(analysed.id()).isEmpty());
        assertFalse(captures.progress(analysed.id(), new Progress(60, Progress.DISSECTING)), "nothing left to analyse");
        assertFalse(captures.finish(analysed.id(), AnalysisEnd.completed(CaptureFindings.NONE)),
                "nothing recorded for a capture deleted meanwhile");
        assertEquals(0, captures.count());
    }
}
