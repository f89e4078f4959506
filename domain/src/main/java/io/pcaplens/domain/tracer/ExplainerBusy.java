package io.pcaplens.domain.tracer;

/**
 * Every call the explainer may have in flight to something slow (a language model) is taken, or every place an
 * explanation may wait in: asking again later is the answer, since waiting here would hold one of the service's
 * threads for as long as the model takes.
 */
public final class ExplainerBusy extends RuntimeException {

    private final long retryAfterSeconds;

    public ExplainerBusy(int inFlight, long retryAfterSeconds) {
        this("All " + inFlight + " explanation requests the language model may serve at once are in flight;"
                + " ask again in " + retryAfterSeconds + " s.", retryAfterSeconds);
    }

    private ExplainerBusy(String message, long retryAfterSeconds) {
        super(message);
        this.retryAfterSeconds = retryAfterSeconds;
    }

    /** All {@code places} explanations that may be made or wait at once are taken. */
    public static ExplainerBusy queueFull(int places, long retryAfterSeconds) {
        return new ExplainerBusy("All " + places + " explanation requests the service makes or queues at once are"
                + " taken; ask again in " + retryAfterSeconds + " s.", retryAfterSeconds);
    }

    /** When a call is likely to find room: the longest the calls in flight may still take. */
    public long retryAfterSeconds() {
        return retryAfterSeconds;
    }
}
