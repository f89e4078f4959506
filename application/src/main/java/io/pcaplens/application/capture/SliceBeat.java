package io.pcaplens.application.capture;

import io.pcaplens.domain.dissection.port.SliceQueue;
import io.pcaplens.domain.dissection.port.SliceQueue.Claim;

import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The heartbeat of one slice's claim, carrying the bytes read so far: a claim without a beat for
 * {@link SliceWork#STALE_AFTER_MILLIS} is taken over by another reader, and the beats show the slice's progress to
 * the instance that merges it.
 */
final class SliceBeat {

    private static final Logger LOG = Logger.getLogger(SliceBeat.class.getName());
    /** How often a slice's reader beats. */
    static final long BEAT_MILLIS = 2_000;

    private final SliceQueue queue;
    private final Claim claim;
    private final AtomicLong bytes = new AtomicLong();
    /** A timer of the beat's own, shut down when the slice is read. */
    private final ScheduledExecutorService timer;
    private volatile boolean lost;

    SliceBeat(SliceQueue queue, Claim claim, ScheduledExecutorService timer) {
        this.queue = queue;
        this.claim = claim;
        this.timer = timer;
        timer.scheduleWithFixedDelay(this::held, BEAT_MILLIS, BEAT_MILLIS, TimeUnit.MILLISECONDS);
    }

    LongConsumer counting(LongConsumer bytesRead) {
        return read -> {
            bytes.set(read);
            bytesRead.accept(read);
        };
    }

    /** Beats now; false once the claim was found lost. */
    boolean held() {
        if (!lost) {
            try {
                lost = !queue.heartbeat(claim, bytes.get());
            } catch (RuntimeException e) {
                LOG.log(Level.FINE, "capture " + claim.captureId() + ": slice heartbeat failed", e);
            }
        }
        return !lost;
    }

    void stop() {
        timer.shutdownNow();
    }
}
