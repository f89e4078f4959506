package io.pcaplens.domain.host.log;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LogFilterTest {

    private static DnsTransaction lookup(String client) {
        return new DnsTransaction(1, Instant.EPOCH, client, "example.test", "A", "NoError", List.of("192.0.2.1"),
                true, Duration.ofMillis(3));
    }

    @Test
    void aClientIsMatchedInTheCanonicalFormTheLinesHoldWhicheverWayItIsWritten() {
        LogFilter filter = new LogFilter(" 2001:DB8:0:0::1 ", null, null);
        assertEquals("2001:db8::1", filter.client());
        assertTrue(filter.admits(lookup("2001:db8::1")));
        assertFalse(filter.admits(lookup("2001:db8::2")));
        assertNull(new LogFilter("  ", null, null).client(), "a blank client is no condition");
        assertEquals("not-an-address", new LogFilter("not-an-address", null, null).client(), "kept, and matches none");
    }
}
