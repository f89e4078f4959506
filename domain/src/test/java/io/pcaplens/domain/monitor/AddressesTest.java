package io.pcaplens.domain.monitor;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Off-site addresses, subnets and cards: the small address rules the facts rest on. */
class AddressesTest {

    @Test
    void documentationRangesAreOffSiteLikeTheInternetTheyStandFor() {
        assertTrue(OffSiteAddress.isOffSite("203.0.113.1"));
        assertTrue(OffSiteAddress.isOffSite("198.51.100.1"));
        assertTrue(OffSiteAddress.isOffSite("192.0.2.99"));
        assertTrue(OffSiteAddress.isOffSite("8.8.8.8"));
        assertTrue(OffSiteAddress.isOffSite("2001:db8::1"));
        assertTrue(OffSiteAddress.isOffSite("2a00:1450::1"));
    }

    @Test
    void privateLinkLocalAndSpecialAddressesAreOnSite() {
        for (String local : new String[]{"10.0.1.11", "172.16.0.1", "192.168.1.1", "100.64.0.1", "169.254.1.1",
                "127.0.0.1", "0.0.0.0", "224.0.0.251", "255.255.255.255", "fd00::1", "fe80::1", "ff02::1", "::",
                "::1", "00:aa:bb:cc:dd:01", ""}) {
            assertFalse(OffSiteAddress.isOffSite(local), local);
        }
    }

    @Test
    void aSubnetIsAssumedToBeASlash24OrASlash64() {
        assertTrue(LocalSegment.sameSubnet("10.0.1.10", "10.0.1.254"));
        assertFalse(LocalSegment.sameSubnet("10.0.1.10", "10.0.2.10"));
        assertTrue(LocalSegment.sameSubnet("2001:db8:1:2::1", "2001:db8:1:2::99"));
        assertFalse(LocalSegment.sameSubnet("2001:db8:1:2::1", "2001:db8:1:3::1"));
        assertFalse(LocalSegment.sameSubnet("10.0.1.10", "::ffff:10.0.1.11"));
        assertFalse(LocalSegment.sameSubnet("10.0.1.10", "00:aa:bb:cc:dd:01"));
    }

    @Test
    void aCardIsAUnicastMacWrittenInLowerCase() {
        assertEquals("b8:27:eb:77:77:07", MacAddress.ofCard("B8:27:EB:77:77:07"));
        assertNull(MacAddress.ofCard("ff:ff:ff:ff:ff:ff"));
        assertNull(MacAddress.ofCard("33:33:00:00:00:01"));
        assertNull(MacAddress.ofCard("00:00:00:00:00:00"));
        assertNull(MacAddress.ofCard("10.0.1.1"));
        assertNull(MacAddress.ofCard("b8-27-eb-77-77-07"));
        assertNull(MacAddress.ofCard(null));
    }
}
