package io.pcaplens.domain.host;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HostPlaceTest {

    @ParameterizedTest
    @CsvSource({
            "192.168.1.77, 192.168.1.0/24, 192.168.0.0/16",
            "8.8.4.4, 8.8.4.0/24, 8.8.0.0/16",
            "10.255.255.255, 10.255.255.0/24, 10.255.0.0/16",
            "2001:db8:aaaa:bbbb:1:2:3:4, 2001:db8:aaaa:bbbb::/64, 2001:db8:aaaa::/48",
            "fe80::1ff:fe23:4567:890a, fe80::/64, fe80::/48"})
    void anAddressGroupsByItsNetworks(String address, String subnet24, String subnet16) {
        HostPlace p = HostPlace.of(address);
        assertEquals(subnet24, p.subnet24());
        assertEquals(subnet16, p.subnet16());
    }

    @Test
    void aMacIsItsOwnSubnetAndInternal() {
        HostPlace p = HostPlace.of("00:08:74:ad:f1:9b");
        assertEquals("00:08:74:ad:f1:9b", p.subnet24());
        assertEquals("00:08:74:ad:f1:9b", p.subnet16());
        assertTrue(p.internal());
    }

    @Test
    void insideIsWhatTheGeolocationRuleCallsNotExternal() {
        assertTrue(HostPlace.of("192.168.0.10").internal());
        assertTrue(HostPlace.of("224.0.0.251").internal());
        assertFalse(HostPlace.of("93.184.216.34").internal());
        assertFalse(HostPlace.of("2a00:1450:4001:80b::200e").internal());
    }
}
