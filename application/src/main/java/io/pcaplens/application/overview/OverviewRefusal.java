package io.pcaplens.application.overview;

/**
 * Why a capture's overview or timeline cannot be given. The one failure type of the overview's use cases; the
 * REST adapter turns each reason into its status code in one place.
 */
public class OverviewRefusal extends Exception {

    public enum Reason {
        UNKNOWN_FILE,
        /** The analysis is queued, running or failed: there are no stored packets to sum. */
        FILE_NOT_COMPLETED
    }

    private final Reason reason;

    public OverviewRefusal(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}
