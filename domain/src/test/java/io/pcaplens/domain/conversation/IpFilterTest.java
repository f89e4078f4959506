package io.pcaplens.domain.conversation;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The ip filter: a CIDR block is a range of addresses, anything else the spec's substring. */
class IpFilterTest {

    static ConversationQuery ip(String ip) {
        ConversationQuery all = ConversationQuery.all();
        return new ConversationQuery(ip, null, null, false, all.idsAlerts(), all.protocols(), all.dissectorProtocols(),
                all.apps(), all.categories(), all.fileTypes(), all.risks(), all.rules(), all.severities(),
                all.countries(), all.deviceTypes(), all.ja4(), all.asns(), null, all.window(), all.sort());
    }

    @Test
    void aBlockWithItsPrefixLengthIsARangeInEitherFamily() {
        ConversationQuery v4 = ip(" 10.1.2.3/8 ");
        assertEquals("10.1.2.3/8", v4.ipBlock().orElseThrow().text());
        assertTrue(v4.ipBlock().orElseThrow().contains("10.200.0.1"));
        assertFalse(v4.ipBlock().orElseThrow().contains("11.0.0.1"));
        assertNull(v4.ipText(), "a range is not also a substring");

        ConversationQuery v6 = ip("2001:0DB8::/32");
        assertEquals("2001:db8::/32", v6.ipBlock().orElseThrow().text());
        assertTrue(v6.ipBlock().orElseThrow().contains("2001:db8:ffff::1"));
        assertFalse(v6.ipBlock().orElseThrow().contains("2001:db9::1"));
        assertFalse(v6.ipBlock().orElseThrow().contains("10.0.0.1"), "another family is never inside");
    }

    @Test
    void anythingElseKeepsTheSubstringRule() {
        for (String text : new String[] {"10.0.0.1", "10.0", "10.0.0.0/33", "10.0/8", "example.com", "2001:db8::/x"}) {
            assertTrue(ip(text).ipBlock().isEmpty(), text);
            assertEquals(text, ip(text).ipText(), text);
        }
        assertNull(ip(" ").ipText());
        assertTrue(ip(null).ipBlock().isEmpty());
    }

    @Test
    void wiresharkExpressesABlock() {
        assertEquals("ip.addr==10.0.0.0/8", WiresharkFilter.ofQuery(ip("10.0.0.0/8")));
        assertEquals("ipv6.addr==2001:db8::/32", WiresharkFilter.ofQuery(ip("2001:db8::/32")));
        assertTrue(WiresharkFilter.inexpressible(ip("10.0.0.0/8")).isEmpty());
    }
}
