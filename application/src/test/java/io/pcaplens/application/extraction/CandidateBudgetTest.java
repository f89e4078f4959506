package io.pcaplens.application.extraction;

import org.junit.jupiter.api.Test;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CandidateBudgetTest {

    @Test
    void runsSideBySideOnlyWhileTheirPacketsFitAndALargerOneRunsAlone() throws Exception {
        CandidateBudget budget = new CandidateBudget(1_000);
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            CountDownLatch bothIn = new CountDownLatch(2);
            CountDownLatch release = new CountDownLatch(1);
            AtomicInteger running = new AtomicInteger();
            AtomicInteger mostAtOnce = new AtomicInteger();
            Runnable track = () -> mostAtOnce.accumulateAndGet(running.incrementAndGet(), Math::max);
            Future<?> a = pool.submit(() -> budget.spending(400, () -> {
                track.run();
                bothIn.countDown();
                release.await();
                return running.decrementAndGet();
            }));
            Future<?> b = pool.submit(() -> budget.spending(500, () -> {
                track.run();
                bothIn.countDown();
                release.await();
                return running.decrementAndGet();
            }));
            assertTrue(bothIn.await(5, TimeUnit.SECONDS), "900 of 1,000 packets: side by side");
            // a part larger than the budget waits for all of it
            Future<?> large = pool.submit(() -> budget.spending(5_000, () -> {
                track.run();
                assertEquals(0, budget.available());
                return running.decrementAndGet();
            }));
            Thread.sleep(200);
            assertFalse(large.isDone(), "the larger part waits while others read");
            release.countDown();
            a.get(5, TimeUnit.SECONDS);
            b.get(5, TimeUnit.SECONDS);
            large.get(5, TimeUnit.SECONDS);
            assertEquals(2, mostAtOnce.get());
            assertEquals(1_000, budget.available(), "all given back");
        } finally {
            pool.shutdownNow();
        }
    }
}
