package io.pcaplens.application;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

/** Results of work run on the analysis threads, failing with the work's own exception. */
public final class Futures {

    private Futures() {
    }

    /**
     * Waits for the result; an exception the work threw is rethrown as it was, so that callers handle an
     * IOException of a tool the same whether it ran on this thread or another.
     */
    public static <T> T result(Future<T> f) throws Exception {
        try {
            return f.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Exception cause) {
                throw cause;
            }
            throw e;
        }
    }
}
