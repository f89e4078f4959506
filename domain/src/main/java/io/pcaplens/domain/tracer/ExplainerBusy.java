package io.pcaplens.domain.tracer;

/**
 * Every call the explainer may have in flight to something slow (a language model) is taken: asking again later
 * is the answer, since waiting here would hold one of the service's request threads for as long as the model
 * takes.
 */
public final class ExplainerBusy extends RuntimeException {

    private final long retryAfterSeconds;

    public ExplainerBusy(int inFlight, long retryAfterSeconds) {
        super("All " + inFlight + " explanation requests the language model may serve at once are in flight;"
                + " ask again in " + retryAfterSeconds + " s.");
        this.retryAfterSeconds = retryAfterSeconds;
    }

    /** When a call is likely to find room: the longest the calls in flight may still take. */
    public long retryAfterSeconds() {
        return retryAfterSeconds;
    }
}
