package io.pcaplens.domain.overview;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BinWidthTest {

    private static final long US = 1_000L;
    private static final long MS = 1_000_000L;
    private static final long S = 1_000_000_000L;
    private static final long MIN = 60 * S;
    private static final long H = 60 * MIN;

    @Test
    void theWidthIsTheSmallestNiceDurationThatKeepsTheBinsWithinTheCount() {
        assertEquals(100 * MS, BinWidth.of(17_492_054_000L, 200), "17.49 s in 200 bins: 87 ms rounds up to 100 ms");
        assertEquals(1 * S, BinWidth.of(17_492_054_000L, 18), "18 bins of 1 s hold 17.49 s");
        assertEquals(2 * S, BinWidth.of(17_492_054_000L, 17));
        assertEquals(5 * US, BinWidth.of(1_531_000L, 400), "1.531 ms in 400 bins: 3.8 µs rounds up to 5 µs");
        assertEquals(500 * MS, BinWidth.of(99 * S, 200));
        assertEquals(1 * S, BinWidth.of(100 * S, 200), "200 bins of 500 ms end just before the last packet");
    }

    @Test
    void stepsStayBelowTheNextUnitThenCountInIt() {
        assertEquals(50 * S, BinWidth.of(45 * S * 100, 100), "45 s per bin");
        assertEquals(1 * MIN, BinWidth.of(55 * S * 100, 100), "55 s per bin is a minute, not 100 s");
        assertEquals(50 * MIN, BinWidth.of(40 * MIN * 10, 10));
        assertEquals(1 * H, BinWidth.of(51 * MIN * 10, 10));
    }

    @Test
    void capturesYearsLongGetBinsOfManyHours() {
        long years = 400_000_000L * S;
        long width = BinWidth.of(years, 200);
        assertEquals(1000 * H, width, "400 million seconds in 200 bins: 555 h rounds up to 1000 h");
        assertTrue(years / width + 1 <= 200);
    }

    @Test
    void aSpanThatDividesEvenlyStillEndsInsideTheLastBin() {
        // the last packet lies on the span's end: 200 bins of exactly span/200 would need a 201st
        long width = BinWidth.of(200 * MS, 200);
        assertEquals(2 * MS, width);
        assertTrue(200 * MS / width + 1 <= 200);
    }

    @Test
    void aCaptureOfOneInstantTakesTheSmallestBin() {
        assertEquals(US, BinWidth.of(0, 1));
        assertEquals(US, BinWidth.of(0, 2000));
    }

    @Test
    void noBinsOrANegativeSpanAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> BinWidth.of(10, 0));
        assertThrows(IllegalArgumentException.class, () -> BinWidth.of(-1, 10));
    }
}
