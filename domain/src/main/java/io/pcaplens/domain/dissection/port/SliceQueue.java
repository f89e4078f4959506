package io.pcaplens.domain.dissection.port;

import io.pcaplens.domain.capture.CaptureId;

import java.util.List;
import java.util.Optional;

/**
 * The slices of the captures under analysis, as work items that any instance's workers may claim (architecture:
 * several instances sharing one database and one data directory). The instance that claimed a capture offers
 * its slices, reads some itself, and merges them all once every one is done; a slice whose reader stopped
 * beating is claimed again.
 */
public interface SliceQueue {

    /** Where a slice stands. */
    enum Status { WAITING, CLAIMED, DONE, FAILED }

    /**
     * One claim of a slice.
     *
     * @param endFrame the number of the next slice's first frame, null for the last slice
     * @param attempt  1 for the first claim of the slice, higher when an earlier reader stopped
     * @param token    names this claim alone: a reader that lost its claim can no longer complete the slice
     */
    record Claim(CaptureId captureId, CaptureSlice slice, Long endFrame, int attempt, String token, String workerId) {
    }

    /** The record of one slice. */
    record State(int index, Status status, String claimedBy, String token, long bytesRead, String reason) {
    }

    /** Offers the capture's slices, in capture order, in place of any an earlier run offered. */
    void offer(CaptureId captureId, List<CaptureSlice> slices);

    /**
     * Claims a waiting slice, or one whose claim is older than {@code staleAfterMillis} without a heartbeat.
     *
     * @param captureId the capture whose slices to look at, or null for any capture's
     */
    Optional<Claim> claim(CaptureId captureId, String workerId, long staleAfterMillis);

    /** Records the bytes read so far; false when the claim is no longer held. */
    boolean heartbeat(Claim claim, long bytesRead);

    /** Marks the slice read; false when the claim is no longer held, and nothing is marked. */
    boolean done(Claim claim, long packets);

    /** Marks the slice failed with the reason, when the claim is still held. */
    void failed(Claim claim, String reason);

    /**
     * Takes back the capture's slices that no one has read yet, and the claims of those being read: the analysis
     * ended without them. The slices read and those that failed keep their records.
     */
    void withdraw(CaptureId captureId);

    /** The records of the capture's slices, in capture order. */
    List<State> states(CaptureId captureId);
}
