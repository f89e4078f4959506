package io.pcaplens.domain.capture;

/**
 * What a capture was doing when its record was removed, which decides who clears what it left behind: two
 * parties dropping the same packet table at once would deadlock, so exactly one of them does it.
 */
public enum CaptureRemoval {
    /** No analysis was writing (queued, finished, or its worker died): the remover clears everything. */
    AT_REST,
    /** A live analysis is still writing: it notices the record is gone, stops, and clears its own results. */
    DURING_ANALYSIS
}
