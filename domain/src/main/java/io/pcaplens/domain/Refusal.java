package io.pcaplens.domain;

/**
 * Why a use case will not do what it was asked, for a reason the caller can act on: what it names does not
 * exist, or is not in a state that allows it. The one failure type of the capture, overview, tracer and monitor
 * use cases; the REST adapter turns each reason into its status code in one place.
 */
public class Refusal extends RuntimeException {

    public enum Reason {
        UNKNOWN_FILE,
        /** The capture's analysis is queued, running or failed: it has no results to give or compare. */
        FILE_NOT_COMPLETED,
        /** The capture, or an earlier re-analysis of it, is queued or being analysed now. */
        ANALYSIS_RUNNING,
        UNKNOWN_NETWORK,
        UNKNOWN_SNAPSHOT,
        UNKNOWN_CHANGE,
        /** The capture is a snapshot of the network already. */
        ALREADY_IN_NETWORK,
        /** The capture has no frames, so no start time to place it by. */
        NO_FRAMES,
        /** The change type is not muted for that entity. */
        NOT_MUTED,
        /** The network has no accepted baseline. */
        NO_BASELINE
    }

    private final Reason reason;

    public Refusal(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }

    public static Refusal unknownNetwork(Object networkId) {
        return new Refusal(Reason.UNKNOWN_NETWORK, "there is no monitored network with id " + networkId);
    }

    public static Refusal unknownSnapshot(Object snapshotId) {
        return new Refusal(Reason.UNKNOWN_SNAPSHOT, "the network has no snapshot with id " + snapshotId);
    }

    public static Refusal analysisRunning(Object captureId) {
        return new Refusal(Reason.ANALYSIS_RUNNING, "capture " + captureId
                + " is being analysed; ask again once its analysis has ended");
    }
}
