package io.pcaplens.domain.conversation;

import io.pcaplens.domain.signature.Cidr;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The ip filter: a CIDR block is a range of addresses, a complete address that address, anything else the spec's
 * substring; comma-separated terms are OR-ed.
 */
class IpFilterTest {

    static ConversationQuery ip(String ip) {
        ConversationQuery all = ConversationQuery.all();
        return new ConversationQuery(ip, null, null, false, all.idsAlerts(), all.protocols(), all.dissectorProtocols(),
                all.apps(), all.categories(), all.fileTypes(), all.risks(), all.rules(), all.severities(),
                all.countries(), all.deviceTypes(), all.ja4(), all.asns(), null, all.window(), all.sort());
    }

    @Test
    void aBlockWithItsPrefixLengthIsARangeInEitherFamily() {
        Cidr v4 = ip(" 10.1.2.3/8 ").ipFilter().ranges().get(0);
        assertEquals("10.1.2.3/8", v4.text());
        assertTrue(v4.contains("10.200.0.1"));
        assertFalse(v4.contains("11.0.0.1"));
        assertTrue(ip(" 10.1.2.3/8 ").ipFilter().partials().isEmpty(), "a range is not also a substring");

        Cidr v6 = ip("2001:0DB8::/32").ipFilter().ranges().get(0);
        assertEquals("2001:db8::/32", v6.text());
        assertTrue(v6.contains("2001:db8:ffff::1"));
        assertFalse(v6.contains("2001:db9::1"));
        assertFalse(v6.contains("10.0.0.1"), "another family is never inside");
    }

    @Test
    void aCompleteAddressMatchesThatAddressOnly() {
        IpFilter f = ip("10.0.1.11").ipFilter();
        assertEquals(1, f.ranges().size());
        assertTrue(f.partials().isEmpty(), "no substring: 10.0.1.110 is another host");
        assertTrue(f.ranges().get(0).contains("10.0.1.11"));
        assertFalse(f.ranges().get(0).contains("10.0.1.110"));
        assertTrue(IpFilter.isAddress(f.ranges().get(0)));
        // written another way, the same host
        assertTrue(ip("2001:0DB8:0:0::1").ipFilter().ranges().get(0).contains("2001:db8::1"));
    }

    @Test
    void partialValuesAndNamesKeepTheSubstringRule() {
        for (String text : new String[] {"10.0", "10.0.1.", "10.0.0.0/33", "10.0/8", "example.com", "2001:db8::/x",
                "aa:bb:cc:dd:ee:ff"}) {
            assertTrue(ip(text).ipFilter().ranges().isEmpty(), text);
            assertEquals(java.util.List.of(text), ip(text).ipFilter().partials(), text);
        }
        assertTrue(ip(" ").ipFilter().isEmpty());
        assertTrue(ip(null).ipFilter().isEmpty());
    }

    @Test
    void commaSeparatedTermsAreEachReadOnTheirOwn() {
        IpFilter f = ip("10.0.0.0/8, 192.168.0.0/16,,example").ipFilter();
        assertEquals(java.util.List.of("10.0.0.0/8", "192.168.0.0/16"), f.ranges().stream().map(Cidr::text).toList());
        assertEquals(java.util.List.of("example"), f.partials());
    }

    @Test
    void wiresharkExpressesBlocksAndAddresses() {
        assertEquals("ip.addr==10.0.0.0/8", WiresharkFilter.ofQuery(ip("10.0.0.0/8")));
        assertEquals("ipv6.addr==2001:db8::/32", WiresharkFilter.ofQuery(ip("2001:db8::/32")));
        assertTrue(WiresharkFilter.inexpressible(ip("10.0.0.0/8")).isEmpty());
        assertEquals("ip.addr==10.0.1.11", WiresharkFilter.ofQuery(ip("10.0.1.11")));
        assertEquals("(ip.addr==10.0.0.0/8 || ip.addr==192.168.0.0/16)",
                WiresharkFilter.ofQuery(ip("10.0.0.0/8,192.168.0.0/16")));
        assertEquals(java.util.List.of("ip"), WiresharkFilter.inexpressible(ip("10.0.1.")));
    }
}
