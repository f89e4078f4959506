package io.pcaplens.domain.conversation;

import io.pcaplens.domain.packet.Cidr;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The ip filter: a CIDR block is a range of addresses, a complete address that address, anything else the spec's
 * substring; comma-separated terms are OR-ed.
 */
class IpFilterTest {

    static IpFilter ip(String ip) {
        return IpFilter.parse(ip);
    }

    @Test
    void aBlockWithItsPrefixLengthIsARangeInEitherFamily() {
        Cidr v4 = ip(" 10.1.2.3/8 ").ranges().get(0);
        assertEquals("10.1.2.3/8", v4.text());
        assertTrue(v4.contains("10.200.0.1"));
        assertFalse(v4.contains("11.0.0.1"));
        assertTrue(ip(" 10.1.2.3/8 ").partials().isEmpty(), "a range is not also a substring");

        Cidr v6 = ip("2001:0DB8::/32").ranges().get(0);
        assertEquals("2001:db8::/32", v6.text());
        assertTrue(v6.contains("2001:db8:ffff::1"));
        assertFalse(v6.contains("2001:db9::1"));
        assertFalse(v6.contains("10.0.0.1"), "another family is never inside");
    }

    @Test
    void aCompleteAddressMatchesThatAddressOnly() {
        IpFilter f = ip("10.0.1.11");
        assertEquals(1, f.ranges().size());
        assertTrue(f.partials().isEmpty(), "no substring: 10.0.1.110 is another host");
        assertTrue(f.ranges().get(0).contains("10.0.1.11"));
        assertFalse(f.ranges().get(0).contains("10.0.1.110"));
        assertTrue(IpFilter.isAddress(f.ranges().get(0)));
        // written another way, the same host
        assertTrue(ip("2001:0DB8:0:0::1").ranges().get(0).contains("2001:db8::1"));
    }

    @Test
    void partialValuesAndNamesKeepTheSubstringRule() {
        for (String text : new String[] {"10.0", "10.0.1.", "10.0.0.0/33", "10.0/8", "example.com", "2001:db8::/x",
                "aa:bb:cc:dd:ee:ff"}) {
            assertTrue(ip(text).ranges().isEmpty(), text);
            assertEquals(java.util.List.of(text), ip(text).partials(), text);
        }
        assertTrue(ip(" ").isEmpty());
        assertTrue(ip(null).isEmpty());
    }

    @Test
    void commaSeparatedTermsAreEachReadOnTheirOwn() {
        IpFilter f = ip("10.0.0.0/8, 192.168.0.0/16,,example");
        assertEquals(java.util.List.of("10.0.0.0/8", "192.168.0.0/16"), f.ranges().stream().map(Cidr::text).toList());
        assertEquals(java.util.List.of("example"), f.partials());
    }
}
