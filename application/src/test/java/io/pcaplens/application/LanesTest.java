package io.pcaplens.application;

import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolFailure;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

@Timeout(10)
class LanesTest {

    private final AnalysisThreads threads = new AnalysisThreads(Executors.defaultThreadFactory());
    private final Lanes lanes = new Lanes(threads);

    @AfterEach
    void tearDown() {
        threads.stop();
    }

    /** A lane that waits until it is interrupted, and says so. */
    private static Callable<String> blocking(CountDownLatch started, CountDownLatch interrupted) {
        return () -> {
            started.countDown();
            try {
                new CountDownLatch(1).await();
            } catch (InterruptedException e) {
                interrupted.countDown();
                throw e;
            }
            return "never";
        };
    }

    @Test
    void resultsComeBackInTheOrderTheLanesWereGivenWhateverOrderTheyEndIn() throws Exception {
        CountDownLatch lastEnded = new CountDownLatch(1);
        List<String> results = lanes.run(List.of(
                () -> {
                    assertTrue(lastEnded.await(5, TimeUnit.SECONDS));
                    return "first";
                },
                () -> "second",
                () -> {
                    lastEnded.countDown();
                    return "third";
                }));

        assertEquals(List.of("first", "second", "third"), results);
    }

    @Test
    void noLanesIsNoResults() throws Exception {
        assertEquals(List.of(), lanes.run(List.<Callable<String>>of()));
    }

    @Test
    void theLanesRunSideBySide() throws Exception {
        CountDownLatch both = new CountDownLatch(2);
        Callable<Boolean> meeting = () -> {
            both.countDown();
            return both.await(5, TimeUnit.SECONDS);
        };

        assertEquals(List.of(true, true), lanes.run(List.of(meeting, meeting)));
    }

    @Test
    void atMostTheWidthRunAtATime() throws Exception {
        AtomicInteger running = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        Callable<Integer> lane = () -> {
            most.accumulateAndGet(running.incrementAndGet(), Math::max);
            Thread.sleep(20);
            running.decrementAndGet();
            return 1;
        };

        assertEquals(List.of(1, 1, 1, 1, 1, 1), lanes.run(2, List.of(lane, lane, lane, lane, lane, lane)));
        assertTrue(most.get() <= 2, "at most two side by side, not " + most.get());
    }

    @Test
    void theFirstFailureIsRethrownAsTheLaneThrewItAndStopsTheOthers() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch interrupted = new CountDownLatch(1);
        ToolFailure failure = new ToolFailure(Tool.TSHARK, "tshark stopped");

        ToolFailure thrown = assertThrows(ToolFailure.class, () -> lanes.run(List.of(
                // the lane given first is still running when the second fails: the failure is not held up by it
                blocking(started, interrupted),
                () -> {
                    assertTrue(started.await(5, TimeUnit.SECONDS));
                    throw failure;
                })));

        assertSame(failure, thrown);
        assertTrue(interrupted.await(5, TimeUnit.SECONDS), "the lane still running is interrupted");
    }

    @Test
    void checkedAndUncheckedFailuresKeepTheirType() {
        IOException io = new IOException("disk gone");
        IllegalStateException bug = new IllegalStateException("bug");

        assertSame(io, assertThrows(IOException.class, () -> lanes.run(List.<Callable<String>>of(() -> {
            throw io;
        }))));
        assertSame(bug, assertThrows(IllegalStateException.class, () -> lanes.run(List.<Callable<String>>of(() -> {
            throw bug;
        }))));
    }

    @Test
    void cancellingStopsTheRunningLanesAndTheirResultsSaySo() throws Exception {
        CountDownLatch started = new CountDownLatch(2);
        CountDownLatch interrupted = new CountDownLatch(2);
        Lanes.Run<String> run = lanes.start(List.of(blocking(started, interrupted), blocking(started, interrupted)));
        assertTrue(started.await(5, TimeUnit.SECONDS));

        run.cancel();

        assertTrue(interrupted.await(5, TimeUnit.SECONDS), "both lanes are interrupted");
        assertThrows(CancellationException.class, run::results);
    }

    @Test
    void anInterruptedWaitStopsTheLanesAndThrowsInterrupted() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch interrupted = new CountDownLatch(1);
        AtomicReference<Throwable> waiterSaw = new AtomicReference<>();
        Thread waiter = new Thread(() -> {
            try {
                lanes.run(List.of(blocking(started, interrupted)));
            } catch (Throwable t) {
                waiterSaw.set(t);
            }
        });
        waiter.start();
        assertTrue(started.await(5, TimeUnit.SECONDS));

        waiter.interrupt();
        waiter.join(5_000);

        assertTrue(waiterSaw.get() instanceof InterruptedException, "the waiter saw " + waiterSaw.get());
        assertTrue(interrupted.await(5, TimeUnit.SECONDS), "the lane is interrupted with its waiter");
    }

    @Test
    void awaitingTheEndSaysWhatFailedWithoutThrowing() {
        IOException io = new IOException("index not built");
        Lanes.Run<String> run = lanes.start(List.of(() -> "built", () -> {
            throw io;
        }));

        assertEquals(io, run.awaitEnd().orElseThrow());
        assertTrue(lanes.start(List.<Callable<String>>of(() -> "built")).awaitEnd().isEmpty());
    }

    @Test
    void awaitingTheEndOfCancelledLanesWaitsForTheirThreads() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        AtomicBoolean over = new AtomicBoolean();
        Lanes.Run<String> run = lanes.start(List.of(() -> {
            started.countDown();
            try {
                new CountDownLatch(1).await();
            } catch (InterruptedException e) {
                // what an interrupted lane still does (a tool it ends, a file it closes) is part of the lane; a
                // busy 100 ms, since the pool's shutdown may interrupt the lane once more, which a sleep would end
                long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(100);
                while (System.nanoTime() < until) {
                    Thread.onSpinWait();
                }
                over.set(true);
            }
            return "stopped";
        }));
        assertTrue(started.await(5, TimeUnit.SECONDS));

        run.cancel();

        assertTrue(run.awaitEnd().orElseThrow() instanceof CancellationException);
        assertTrue(over.get(), "the lane's thread was done when the wait ended");
    }
}
