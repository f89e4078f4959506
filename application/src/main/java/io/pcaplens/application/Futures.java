package io.pcaplens.application;

import io.pcaplens.domain.capture.ToolFailure;

import java.io.IOException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

/** Results of work run on the analysis threads, failing with the work's own exception. */
public final class Futures {

    private Futures() {
    }

    /**
     * Waits for the result; what the work threw is rethrown as it was, so that callers handle a tool's
     * failure the same whether it ran on this thread or another.
     */
    public static <T> T result(Future<T> f) throws ToolFailure, IOException, InterruptedException {
        try {
            return f.get();
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof ToolFailure failure) {
                throw failure;
            }
            if (cause instanceof IOException io) {
                throw io;
            }
            if (cause instanceof InterruptedException interrupted) {
                throw interrupted;
            }
            if (cause instanceof RuntimeException unchecked) {
                throw unchecked;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(cause);
        }
    }
}
