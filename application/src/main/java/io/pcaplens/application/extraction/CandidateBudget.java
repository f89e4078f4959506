package io.pcaplens.application.extraction;

import io.pcaplens.domain.capture.ToolFailure;

import java.io.IOException;
import java.util.concurrent.Semaphore;

/**
 * How many candidate packets the extraction's tshark runs may read at once. tshark's memory grows with the
 * packets it reads, and a part cannot always be kept small (a pair of hosts is never split), so runs side by
 * side wait until their packets fit in the budget together; a part larger than the whole budget runs alone.
 */
final class CandidateBudget {

    /** A tshark run over some candidate packets. */
    @FunctionalInterface
    interface Run<T> {
        T call() throws ToolFailure, IOException, InterruptedException;
    }

    private final int total;
    private final Semaphore packets;

    CandidateBudget(long packets) {
        this.total = (int) Math.max(1, Math.min(Integer.MAX_VALUE, packets));
        // first come, first served: a large part waiting for the whole budget is not passed by small ones forever
        this.packets = new Semaphore(total, true);
    }

    /** Runs {@code run} once the budget holds {@code candidates} packets (all of it for a larger part). */
    <T> T spending(long candidates, Run<T> run) throws ToolFailure, IOException, InterruptedException {
        int share = (int) Math.max(1, Math.min(total, candidates));
        packets.acquire(share);
        try {
            return run.call();
        } finally {
            packets.release(share);
        }
    }

    /** The packets not spent right now. */
    int available() {
        return packets.availablePermits();
    }
}
