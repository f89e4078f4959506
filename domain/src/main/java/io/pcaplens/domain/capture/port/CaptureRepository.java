package io.pcaplens.domain.capture.port;

import io.pcaplens.domain.capture.AnalysisEnd;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureFilter;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureRemoval;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.DuplicateCaptureException;
import io.pcaplens.domain.capture.Progress;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The stored capture records, which are also the analysis job queue. */
public interface CaptureRepository {

    /** Stores a new QUEUED capture; a capture with the same SHA-256 already stored makes it a duplicate. */
    void add(Capture capture) throws DuplicateCaptureException;

    Optional<Capture> find(CaptureId id);

    /** Newest first. */
    default List<Capture> page(int offset, int limit) {
        return page(CaptureFilter.ALL, offset, limit);
    }

    /** The captures the filter lets through, newest first. */
    List<Capture> page(CaptureFilter filter, int offset, int limit);

    default long count() {
        return count(CaptureFilter.ALL);
    }

    long count(CaptureFilter filter);

    /** How many captures have that status now; QUEUED ones are the analysis queue. */
    long count(CaptureStatus status);

    /**
     * Removes the record at once (its conversations, hosts and facts with it) and says whether a live
     * analysis was still writing; empty when there was no such capture.
     *
     * @param staleAfterMillis an analysis whose heartbeat is older than this belongs to a worker that died
     */
    Optional<CaptureRemoval> remove(CaptureId id, long staleAfterMillis);

    /**
     * Claims the oldest queued capture, or one whose analysis stopped beating (its worker died), and marks
     * it ANALYZING. Several workers, also in several service instances, never claim the same capture.
     */
    Optional<Capture> claimNext(String workerId, long staleAfterMillis);

    /**
     * Gives a claimed capture back to the queue, to be analysed again from the start (its analysis was cut
     * short by something other than the capture itself).
     *
     * @return false when the capture is not being analysed (deleted, or already finished)
     */
    boolean requeue(CaptureId id);

    /**
     * Records progress; doubles as the heartbeat of the worker that holds the capture.
     *
     * @return false when the capture is no longer there to analyse (it was deleted)
     */
    boolean progress(CaptureId id, Progress progress);

    /**
     * Ends the analysis: COMPLETED, possibly with warnings, or FAILED with a reason. A failed analysis may
     * still record what it found in the readable part of the file; the reason then says so.
     *
     * @return false when the capture was deleted meanwhile, so nothing was recorded
     */
    boolean finish(CaptureId id, AnalysisEnd end);

    default boolean fail(CaptureId id, String reason) {
        return finish(id, AnalysisEnd.failed(reason));
    }
}
