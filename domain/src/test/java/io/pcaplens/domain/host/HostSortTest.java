package io.pcaplens.domain.host;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HostSortTest {

    @Test
    void countsSortDescendingAndTheAddressAscendingUnlessTold() {
        assertEquals(new HostSort(HostSort.Key.BYTES, false), HostSort.parse("bytes").orElseThrow());
        assertEquals(new HostSort(HostSort.Key.PEERS, true), HostSort.parse("+peers").orElseThrow());
        assertEquals(new HostSort(HostSort.Key.ADDRESS, true), HostSort.parse("address").orElseThrow());
        assertEquals(new HostSort(HostSort.Key.ADDRESS, false), HostSort.parse("-Address").orElseThrow());
        assertEquals(HostSort.DEFAULT, HostSort.parse(null).orElseThrow());
    }

    @Test
    void aNameOfNoKeyIsNoSort() {
        assertTrue(HostSort.parse("vendor").isEmpty());
        assertTrue(HostSort.parse("-").isEmpty());
    }

    @Test
    void groupingsGoByTheirApiNames() {
        assertEquals(GraphGrouping.DEVICE_TYPE, GraphGrouping.parse("devicetype").orElseThrow());
        assertEquals(GraphGrouping.SUBNET24, GraphGrouping.parse("subnet24").orElseThrow());
        assertEquals(GraphGrouping.NONE, GraphGrouping.parse("").orElseThrow());
        assertTrue(GraphGrouping.parse("subnet8").isEmpty());
    }
}
