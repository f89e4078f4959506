package io.pcaplens.domain.capture.port;

/**
 * Tells the store's absence (stopped, restarting, unreachable) from every other failure: work interrupted by
 * an outage is done again once the store is back, while a failure of the request or of the data is final.
 */
public interface StoreOutages {

    /** Whether the failure, or any failure under it, is the store being unreachable. */
    boolean explains(Throwable failure);
}
