package io.pcaplens.llm.chat;

/**
 * Why a language model gave no usable answer: a value for the log, never shown as an error, since the built-in
 * explainer answers instead.
 */
public final class ModelFailure extends Exception {

    private final boolean exchangeFailed;
    private final boolean timedOut;

    private ModelFailure(String reason, boolean exchangeFailed, boolean timedOut, Throwable cause) {
        super(reason, cause);
        this.exchangeFailed = exchangeFailed;
        this.timedOut = timedOut;
    }

    /** The request itself failed (unreachable, an HTTP error): asking again at once would fail too. */
    static ModelFailure exchange(String reason, Throwable cause) {
        return new ModelFailure(reason, true, false, cause);
    }

    /** The whole answer did not come within the timeout: an exchange that failed. */
    static ModelFailure late(String reason, Throwable cause) {
        return new ModelFailure(reason, true, true, cause);
    }

    /** The model answered, but not in the expected form; the next request may go better. */
    static ModelFailure answer(String reason) {
        return new ModelFailure(reason, false, false, null);
    }

    /** Whether the model did not answer within the timeout (a kind of failed exchange). */
    public boolean timedOut() {
        return timedOut;
    }

    public boolean exchangeFailed() {
        return exchangeFailed;
    }
}
