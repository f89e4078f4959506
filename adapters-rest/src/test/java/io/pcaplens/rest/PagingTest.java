package io.pcaplens.rest;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PagingTest {

    @Test
    void aPageWhoseFirstRowAnOffsetCannotReachIsPastAnyEnd() {
        // (21474838 - 1) * 100 = 2,147,483,700: beyond the largest 32-bit offset, 2,147,483,647
        assertTrue(Paging.pastAnyEnd(21474838, 100));
        assertFalse(Paging.pastAnyEnd(21474837, 100), "its first row is 2,147,483,601");
        assertEquals(21474837, Paging.lastPage(100));
        assertTrue(Paging.pastAnyEnd(999999999, 10));
        assertEquals(214748365, Paging.lastPage(10));
        assertFalse(Paging.pastAnyEnd(Paging.lastPage(10), 10));
        assertTrue(Paging.pastAnyEnd(Paging.lastPage(10) + 1, 10));
        assertFalse(Paging.pastAnyEnd(1, 100));
    }

    @Test
    void ordinaryPagesAreRead() {
        assertEquals(new Paging.Request(3, 50), Paging.parse("3", "50"));
        assertEquals(new Paging.Request(1, Paging.DEFAULT_SIZE), Paging.parse(null, ""));
    }
}
