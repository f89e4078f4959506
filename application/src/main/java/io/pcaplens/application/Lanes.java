package io.pcaplens.application;

import io.pcaplens.domain.capture.ToolFailure;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Independent pieces of an analysis's work run side by side, each in a lane of its own, on a pool of the
 * analysis threads made for them alone: work that must not wait for another analysis's never queues behind
 * it. What they return comes back in the order the lanes were given; the first lane to fail stops the others
 * (their tools are ended with their threads), and its failure is what the caller sees, as the lane threw it.
 */
@ApplicationScoped
public class Lanes {

    private AnalysisThreads threads;

    /** For the container's proxy. */
    protected Lanes() {
    }

    @Inject
    public Lanes(AnalysisThreads threads) {
        this.threads = threads;
    }

    /** Runs every lane side by side and waits for them all; see {@link Run#results()}. */
    public <T> List<T> run(List<? extends Callable<T>> lanes) throws ToolFailure, IOException, InterruptedException {
        return start(lanes).results();
    }

    /** Runs the lanes, at most {@code width} at a time, and waits for them all; see {@link Run#results()}. */
    public <T> List<T> run(int width, List<? extends Callable<T>> lanes)
            throws ToolFailure, IOException, InterruptedException {
        return start(width, lanes).results();
    }

    /** Starts every lane side by side, each on a thread of its own; the caller waits for them later. */
    public <T> Run<T> start(List<? extends Callable<T>> lanes) {
        return start(Math.max(1, lanes.size()), lanes);
    }

    /** Starts the lanes, at most {@code width} at a time; the others wait for a lane's thread to be free. */
    public <T> Run<T> start(int width, List<? extends Callable<T>> lanes) {
        if (width < 1) {
            throw new IllegalArgumentException("lanes run at least one at a time, not " + width);
        }
        ExecutorService pool = threads.pool(Math.max(1, Math.min(width, lanes.size())));
        BlockingQueue<Future<T>> ended = new LinkedBlockingQueue<>();
        CompletionService<T> completion = new ExecutorCompletionService<>(pool, ended);
        List<Future<T>> running = new ArrayList<>(lanes.size());
        try {
            for (Callable<T> lane : lanes) {
                running.add(completion.submit(lane));
            }
        } finally {
            // the pool's threads end with the last lane: nobody has to remember to shut it down
            pool.shutdown();
        }
        return new Run<>(running, ended, pool);
    }

    /** Lanes under way. */
    public static final class Run<T> {

        private final List<Future<T>> lanes;
        /** Each lane as it ends, however it ends: the first failure is seen as soon as it happens. */
        private final BlockingQueue<Future<T>> ended;
        private final ExecutorService pool;

        private Run(List<Future<T>> lanes, BlockingQueue<Future<T>> ended, ExecutorService pool) {
            this.lanes = lanes;
            this.ended = ended;
            this.pool = pool;
        }

        /**
         * Waits for every lane and returns what each returned, in the order the lanes were given. The first lane
         * to fail (in time, not in order) stops the others, and what it threw is rethrown as it was; when the
         * waiting thread is interrupted, or the lanes were cancelled, the lanes are stopped too.
         *
         * @throws CancellationException when the lanes were cancelled before they all ended
         */
        public List<T> results() throws ToolFailure, IOException, InterruptedException {
            try {
                for (int i = 0; i < lanes.size(); i++) {
                    result(ended.take());
                }
                List<T> results = new ArrayList<>(lanes.size());
                for (Future<T> lane : lanes) {
                    results.add(result(lane));
                }
                return results;
            } finally {
                // nothing left to stop when all went well; otherwise no lane runs on for nobody
                cancel();
            }
        }

        /** Stops the lanes that still run, interrupting them, and those that have not started yet. */
        public void cancel() {
            lanes.forEach(lane -> lane.cancel(true));
            pool.shutdownNow();
        }

        /**
         * Waits until every lane has ended, whatever its outcome, when what they return is no longer wanted but
         * what they do must be over (before clearing what they write). A cancelled lane counts as ended only once
         * its thread is done with it. An interrupted wait leaves the thread interrupted.
         *
         * @return what a lane threw, the first of them in the order given, if any failed or was cancelled
         */
        public Optional<Throwable> awaitEnd() {
            Throwable failure = null;
            try {
                for (Future<T> lane : lanes) {
                    try {
                        lane.get();
                    } catch (ExecutionException e) {
                        failure = failure != null ? failure : e.getCause();
                    } catch (CancellationException e) {
                        failure = failure != null ? failure : e;
                    }
                }
                // the pool was shut down once the lanes were given: it ends when their threads do
                pool.awaitTermination(Long.MAX_VALUE, TimeUnit.DAYS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Optional.ofNullable(failure);
        }
    }

    /**
     * What the lane returned; what it threw is rethrown as it was, so that callers handle a tool's failure the
     * same whether it ran on their thread or in a lane.
     */
    private static <T> T result(Future<T> lane) throws ToolFailure, IOException, InterruptedException {
        try {
            return lane.get();
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
