package io.pcaplens.rest.tracer;

import io.pcaplens.domain.tracer.ExplainerBusy;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedThreadFactory;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The threads explanations (and the findings' narratives) are made on, so that no request thread waits for a
 * language model: the request is suspended and its thread goes back to the listener while the explanation is made
 * here. The pool and its queue
 * are bounded; a request that finds both full is told to come back (503 with Retry-After) rather than queued
 * without end. Built-in explanations take milliseconds, so the pool rarely holds more than the model calls the
 * explainer itself allows in flight.
 */
@ApplicationScoped
public class ExplanationThreads {

    /** Explanations made at once; the model calls among them are bounded lower, by the explainer. */
    static final int THREADS = 8;
    /** Explanations that may wait for a thread. */
    static final int QUEUED = 32;
    /** A full pool frees a thread within a built-in explanation or a model timeout; a second is a fair first try. */
    private static final long RETRY_AFTER_SECONDS = 1;

    @Resource
    ManagedThreadFactory managed;

    private ThreadPoolExecutor pool;

    /** In the container, on its managed threads. */
    protected ExplanationThreads() {
    }

    /** Outside the container, on threads of the given factory. */
    ExplanationThreads(ThreadFactory threads) {
        start(threads);
    }

    @PostConstruct
    void start() {
        start(managed);
    }

    private void start(ThreadFactory threads) {
        pool = new ThreadPoolExecutor(THREADS, THREADS, 30, TimeUnit.SECONDS, new ArrayBlockingQueue<>(QUEUED),
                threads, new ThreadPoolExecutor.AbortPolicy());
        pool.allowCoreThreadTimeOut(true);
    }

    @PreDestroy
    void stop() {
        pool.shutdownNow();
    }

    /**
     * The work's result, made on a thread of this pool; a failure reaches the caller as thrown, so that it is
     * mapped to a response like any other.
     *
     * @throws ExplainerBusy at once when every thread is busy and the queue full
     */
    public <T> CompletionStage<T> make(Supplier<T> work) {
        CompletableFuture<T> result = new CompletableFuture<>();
        try {
            pool.execute(() -> {
                try {
                    result.complete(work.get());
                } catch (RuntimeException | Error e) {
                    result.completeExceptionally(e);
                }
            });
        } catch (RejectedExecutionException full) {
            throw ExplainerBusy.queueFull(THREADS + QUEUED, RETRY_AFTER_SECONDS);
        }
        return result;
    }
}
