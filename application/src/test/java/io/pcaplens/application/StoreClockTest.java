package io.pcaplens.application;

import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** The instants the product makes carry what PostgreSQL's timestamptz keeps: whole microseconds. */
class StoreClockTest {

    @Test
    void itsInstantsAreWholeMicrosecondsAndKeepTime() throws Exception {
        Instant first = StoreClock.now();
        for (int i = 0; i < 1_000; i++) {
            Instant now = StoreClock.system().instant();
            assertEquals(0, now.getNano() % 1_000, now.toString());
            assertFalse(now.isBefore(first), "the clock does not run backwards");
        }
        Thread.sleep(2);
        assertFalse(StoreClock.now().equals(first), "it still ticks");
    }
}
