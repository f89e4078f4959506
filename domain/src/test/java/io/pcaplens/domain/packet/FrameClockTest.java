package io.pcaplens.domain.packet;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class FrameClockTest {

    private static final long FIRST = 1_385_482_078_892_062_000L;
    private static final long SECOND = 1_385_482_078_892_909_000L;

    private static List<Long> times(FrameClock clock, String... epochs) {
        List<Long> times = new ArrayList<>();
        for (String e : epochs) {
            times.add(clock.next(e));
        }
        return times;
    }

    @Test
    void aFrameWithoutATimestampTakesThatOfTheClosestEarlierFrameThatHasOne() {
        FrameClock clock = new FrameClock(FIRST);

        assertEquals(List.of(FIRST, FIRST, FIRST, SECOND, SECOND),
                times(clock, "1385482078.892062000", "", "", "1385482078.892909000", ""));
        assertEquals(new UntimedFrames(3, 0, FIRST, true), clock.untimed());
    }

    @Test
    void framesBeforeAnyTimedOneTakeTheTimeCarriedIn() {
        FrameClock clock = new FrameClock(FIRST);

        assertEquals(List.of(FIRST, FIRST, SECOND, SECOND), times(clock, "", "", "1385482078.892909000", ""));
        assertEquals(new UntimedFrames(3, 2, FIRST, true), clock.untimed());
    }

    @Test
    void withoutAnyTimedFrameInTheCaptureEveryFrameIsAtTheEpoch() {
        FrameClock clock = new FrameClock(null);

        assertEquals(List.of(0L, 0L), times(clock, "", ""));
        assertEquals(new UntimedFrames(2, 2, null, false), clock.untimed());
    }

    @Test
    void framesThatAllCarryATimeKeepThemAndReportNone() {
        FrameClock clock = new FrameClock(FIRST);

        assertEquals(List.of(FIRST, SECOND), times(clock, "1385482078.892062000", "1385482078.892909000"));
        assertEquals(Optional.empty(), clock.untimed().warning());
        assertEquals(0, clock.untimed().frames());
    }

    @Test
    void slicesAddUpInCaptureOrderAndOnlyFramesBeforeTheCapturesFirstTimedOneCountAsBeforeIt() {
        UntimedFrames none = new UntimedFrames(4, 4, FIRST, false);
        UntimedFrames thenTimed = new UntimedFrames(3, 1, FIRST, true);
        UntimedFrames after = new UntimedFrames(5, 2, SECOND, true);

        assertEquals(new UntimedFrames(12, 5, FIRST, true), none.then(thenTimed).then(after));
        assertEquals(new UntimedFrames(8, 1, FIRST, true), thenTimed.then(after));
    }

    @Test
    void theWarningSaysHowManyAndWhichTimeTheyWereGiven() {
        assertEquals(Optional.of("20 frames carried no timestamp and no frame of the capture has one: they were given"
                + " 1970-01-01T00:00:00Z"), new UntimedFrames(20, 20, null, false).warning());
        assertEquals(Optional.of("1 frame carried no timestamp and no frame of the capture has one: it was given"
                + " 1970-01-01T00:00:00Z"), new UntimedFrames(1, 1, null, false).warning());
        assertEquals(Optional.of("13 frames carried no timestamp: each was given the time of the closest earlier frame"
                + " that has one"), new UntimedFrames(13, 0, FIRST, true).warning());
        assertEquals(Optional.of("13 frames carried no timestamp: each was given the time of the closest earlier frame"
                + " that has one, and the 2 before the first such frame the capture's first time,"
                + " 2013-11-26T16:07:58.892062Z"), new UntimedFrames(13, 2, FIRST, true).warning());
    }
}
