package io.pcaplens.domain.conversation;

import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TimeWindowTest {

    private final TimeWindow window = new TimeWindow(100L, 200L);

    @Test
    void aConversationActiveAtSomeMomentOfTheWindowIsInIt() {
        assertTrue(window.overlaps(50, 150), "began before, ended inside");
        assertTrue(window.overlaps(150, 250), "began inside, ended after");
        assertTrue(window.overlaps(50, 250), "spans the whole window");
        assertTrue(window.overlaps(120, 130), "lies inside");
    }

    @Test
    void bothEndsAreInclusive() {
        assertTrue(window.overlaps(50, 100), "ended at the window's start");
        assertTrue(window.overlaps(200, 300), "began at the window's end");
        assertFalse(window.overlaps(50, 99));
        assertFalse(window.overlaps(201, 300));
    }

    @Test
    void anOpenEndReachesAnyTime() {
        assertTrue(new TimeWindow(null, 200L).overlaps(Long.MIN_VALUE + 1, -5));
        assertTrue(new TimeWindow(100L, null).overlaps(Long.MAX_VALUE - 1, Long.MAX_VALUE));
        assertTrue(TimeWindow.ALL.isAll());
    }

    @Test
    void aWindowRunningBackwardsIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new TimeWindow(201L, 200L));
        assertTrue(new TimeWindow(200L, 200L).overlaps(200, 200), "one instant is a window");
    }

    @Test
    void instantsKeepTheirNanosecondsAndFarOnesReachPastEveryCapture() {
        TimeWindow w = TimeWindow.between(Instant.parse("2017-04-05T20:10:10.324937001Z"), Instant.MAX);
        assertEquals(1491423010_324937001L, w.fromNanos());
        assertEquals(Long.MAX_VALUE, w.toNanos());
        assertEquals(Long.MIN_VALUE, TimeWindow.between(Instant.MIN, null).fromNanos());
    }
}
