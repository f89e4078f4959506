package io.pcaplens.domain.overview;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TimelineTest {

    @Test
    void everyBinOfTheSpanIsListedFromTheFirstPacketOnEmptyOnesIncluded() {
        Timeline t = Timeline.of(new Timeline.Span(1_000, 3_500), 1_000,
                List.of(new Timeline.Count(2, 1, 60), new Timeline.Count(0, 3, 300)));
        assertEquals(List.of(new Timeline.Bin(1_000, 3, 300), new Timeline.Bin(2_000, 0, 0),
                new Timeline.Bin(3_000, 1, 60)), t.bins());
        assertEquals(1_000, t.binNanos());
    }

    @Test
    void theLastPacketOnABinBoundaryOpensABinOfItsOwn() {
        Timeline t = Timeline.of(new Timeline.Span(0, 2_000), 1_000, List.of(new Timeline.Count(2, 1, 60)));
        assertEquals(3, t.bins().size());
        assertEquals(new Timeline.Bin(2_000, 1, 60), t.bins().get(2));
    }

    @Test
    void aCountOutsideTheSpanIsRefusedRatherThanDropped() {
        Timeline.Span span = new Timeline.Span(0, 2_000);
        for (long index : new long[] {-1, 3}) {
            org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                    () -> Timeline.of(span, 1_000, List.of(new Timeline.Count(index, 1, 60))), "bin " + index);
        }
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> new Timeline.Span(5, 4));
    }

    @Test
    void binCountsFromOneToTwoThousandAreAllowed() {
        assertTrue(Timeline.allowed(1));
        assertTrue(Timeline.allowed(2000));
        assertFalse(Timeline.allowed(0));
        assertFalse(Timeline.allowed(2001));
    }
}
