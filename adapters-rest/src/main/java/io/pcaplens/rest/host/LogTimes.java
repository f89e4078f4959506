package io.pcaplens.rest.host;

import java.time.Duration;

/** How the server logs' bodies write a latency. */
final class LogTimes {

    private LogTimes() {
    }

    /** Milliseconds with microsecond precision, null for no latency. */
    static Double millis(Duration d) {
        return d == null ? null : Math.round(d.toNanos() / 1_000.0) / 1_000.0;
    }
}
