package io.pcaplens.domain.packet;

import io.pcaplens.domain.conversation.IpFilter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The canonical text of an address: RFC 5952 section 4 for IPv6 (its own examples), dotted decimal for IPv4. */
class IpLiteralTest {

    @ParameterizedTest
    @CsvSource({
            // 4.1: no leading zeros; 4.3: lower case
            "2001:0DB8:0000:0000:0000:0000:0000:0001, 2001:db8::1",
            // 4.2.1: the longest run of zero groups is shortened
            "2001:db8:0:0:0:0:2:1, 2001:db8::2:1",
            // 4.2.2: a single zero group is not (nDPI writes 2001:6f8:102d::2d0:…)
            "2001:6f8:102d::2d0:9ff:fee3:e8de, 2001:6f8:102d:0:2d0:9ff:fee3:e8de",
            // 4.2.3: of two equal runs, the first
            "2001:db8:0:0:1:0:0:1, 2001:db8::1:0:0:1",
            "2001:0:0:1:0:0:0:1, 2001:0:0:1::1",
            // the ends
            "0:0:0:0:0:0:0:0, ::",
            "0:0:0:0:0:0:0:1, ::1",
            "fe80:0:0:0:0:0:0:0, fe80::",
            // 5: an IPv4-mapped address keeps its dotted tail
            "0:0:0:0:0:ffff:c000:0280, ::ffff:192.0.2.128",
            // nDPI's brackets, a zone index
            "[2a03:2880:1010:3f20:face:b00c::25de], 2a03:2880:1010:3f20:face:b00c:0:25de",
            "fe80::1%eth0, fe80::1",
            "010.000.000.001, 10.0.0.1",
            "192.0.2.1, 192.0.2.1"})
    void writesAnAddressAsRfc5952Does(String written, String canonical) {
        assertEquals(canonical, IpLiteral.canonical(written));
        assertEquals(canonical, IpLiteral.canonical(canonical), "canonical text is its own canonical text");
    }

    @Test
    void leavesTextThatIsNoAddressAsItIs() {
        assertEquals("00:11:22:33:44:55", IpLiteral.canonical("00:11:22:33:44:55"));
        assertEquals("2001:db8", IpLiteral.canonical("2001:db8"));
        assertEquals("1:2:3:4:5:6:7:8:9", IpLiteral.canonical("1:2:3:4:5:6:7:8:9"));
        assertEquals("example.org", IpLiteral.canonical("example.org"));
    }

    @Test
    void comparesAddressesAsAddresses() {
        assertTrue(IpLiteral.same("2001:0db8:0000:0000:0000:0000:0000:0001", "2001:db8::1"));
        assertTrue(IpLiteral.same("00:11:22:33:44:55", "00:11:22:33:44:55"));
        assertFalse(IpLiteral.same("2001:db8::1", "2001:db8::2"));
        assertFalse(IpLiteral.same("::ffff:10.0.0.1", "10.0.0.1"), "an IPv4-mapped address is an IPv6 address");
        assertFalse(IpLiteral.same(null, "10.0.0.1"));
    }

    @Test
    void theIpFilterSearchesAnAddressInTheFormRowsHoldIt() {
        assertEquals("2001:db8::1/128", IpFilter.parse("2001:0DB8:0:0:0:0:0:1").ranges().get(0).text());
        assertEquals(java.util.List.of("2001:DB8"), IpFilter.parse(" 2001:DB8 ").partials(),
                "a partial value is searched as given");
        assertTrue(IpFilter.parse("  ").isEmpty());
    }
}
