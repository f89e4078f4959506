package io.pcaplens.rest.tracer;

import io.pcaplens.domain.tracer.ExplainerBusy;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExplanationThreadsTest {

    private final ExplanationThreads threads = new ExplanationThreads(Executors.defaultThreadFactory());
    private final CountDownLatch release = new CountDownLatch(1);

    @AfterEach
    void stop() {
        release.countDown();
        threads.stop();
    }

    @Test
    void anExplanationIsMadeOnAnotherThreadThanTheCallers() throws Exception {
        Thread caller = Thread.currentThread();
        Thread maker = threads.make(Thread::currentThread).toCompletableFuture().get(10, TimeUnit.SECONDS);
        assertNotEquals(caller, maker);
    }

    @Test
    void aFailureReachesTheCallerAsThrownNotWrapped() {
        IllegalStateException thrown = new IllegalStateException("no such step");
        CompletableFuture<Object> made = threads.make(() -> {
            throw thrown;
        }).toCompletableFuture();
        ExecutionException e = assertThrows(ExecutionException.class, () -> made.get(10, TimeUnit.SECONDS));
        assertSame(thrown, e.getCause());
        List<Throwable> seen = new ArrayList<>();
        made.whenComplete((r, t) -> seen.add(t));
        assertEquals(List.of(thrown), seen, "what a JAX-RS runtime sees, and maps");
    }

    @Test
    void oneMoreThanThePoolAndItsQueueHoldIsToldToComeBackAtOnce() throws Exception {
        CountDownLatch running = new CountDownLatch(ExplanationThreads.THREADS);
        List<CompletableFuture<Integer>> held = new ArrayList<>();
        for (int i = 0; i < ExplanationThreads.THREADS + ExplanationThreads.QUEUED; i++) {
            int n = i;
            held.add(threads.make(() -> {
                running.countDown();
                await(release);
                return n;
            }).toCompletableFuture());
        }
        assertTrue(running.await(10, TimeUnit.SECONDS), "every thread is busy");

        ExplainerBusy busy = assertThrows(ExplainerBusy.class, () -> threads.make(() -> 0));
        assertEquals(1, busy.retryAfterSeconds());
        assertTrue(busy.getMessage().contains("" + (ExplanationThreads.THREADS + ExplanationThreads.QUEUED)),
                busy.getMessage());

        release.countDown();
        for (int i = 0; i < held.size(); i++) {
            assertEquals(i, held.get(i).get(10, TimeUnit.SECONDS), "every waiting explanation is made in the end");
        }
        assertEquals(7, threads.make(() -> 7).toCompletableFuture().get(10, TimeUnit.SECONDS), "room again");
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
