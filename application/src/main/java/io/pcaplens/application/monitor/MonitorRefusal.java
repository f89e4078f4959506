package io.pcaplens.application.monitor;

/**
 * Why the monitor could not do what was asked, in words an analyst or a script can act on. The one failure
 * type of the monitor's use cases; the REST adapter turns each reason into its status code in one place.
 */
public class MonitorRefusal extends Exception {

    public enum Reason {
        UNKNOWN_NETWORK,
        UNKNOWN_SNAPSHOT,
        UNKNOWN_CHANGE,
        UNKNOWN_FILE,
        /** The capture's analysis has not completed (or failed): it has no facts to compare. */
        FILE_NOT_COMPLETED,
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

    public MonitorRefusal(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }

    static MonitorRefusal unknownNetwork(Object networkId) {
        return new MonitorRefusal(Reason.UNKNOWN_NETWORK, "there is no monitored network with id " + networkId);
    }

    static MonitorRefusal unknownSnapshot(Object snapshotId) {
        return new MonitorRefusal(Reason.UNKNOWN_SNAPSHOT, "the network has no snapshot with id " + snapshotId);
    }
}
