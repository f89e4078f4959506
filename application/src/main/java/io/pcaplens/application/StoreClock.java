package io.pcaplens.application;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

/**
 * The clock of the instants the product makes and stores. PostgreSQL's {@code timestamptz} keeps microseconds and
 * rounds anything finer, so an instant made with the system clock's nanoseconds would come back from the store as
 * a different instant than the one handed out when it was made (a token's creation time, a capture's upload time).
 * Truncated to microseconds where it is made, it comes back equal.
 */
public final class StoreClock {

    public static final Duration PRECISION = Duration.ofNanos(1_000);

    private static final Clock SYSTEM = Clock.tick(Clock.systemUTC(), PRECISION);

    private StoreClock() {
    }

    /** The system clock in UTC, ticking in microseconds. */
    public static Clock system() {
        return SYSTEM;
    }

    public static Instant now() {
        return SYSTEM.instant();
    }
}
