package io.pcaplens.llm.chat;

/**
 * Why a language model gave no usable answer: a value for the log, never shown as an error, since the built-in
 * explainer answers instead.
 */
public final class ModelFailure extends Exception {

    private final boolean exchangeFailed;

    private ModelFailure(String reason, boolean exchangeFailed, Throwable cause) {
        super(reason, cause);
        this.exchangeFailed = exchangeFailed;
    }

    /** The request itself failed (unreachable, timed out, an HTTP error): asking again at once would fail too. */
    static ModelFailure exchange(String reason, Throwable cause) {
        return new ModelFailure(reason, true, cause);
    }

    /** The model answered, but not in the expected form; the next request may go better. */
    static ModelFailure answer(String reason) {
        return new ModelFailure(reason, false, null);
    }

    public boolean exchangeFailed() {
        return exchangeFailed;
    }
}
