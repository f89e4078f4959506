package io.pcaplens.application.host;

import io.pcaplens.application.Page;
import io.pcaplens.application.fakes.InMemoryHostSightings;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.host.HostLookup;
import io.pcaplens.domain.host.HostSighting;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;

class HostSightingsTest {

    private static HostSighting seen(long firstNanos) {
        return new HostSighting(new CaptureId(UUID.randomUUID().toString()), "c.pcap", "10.0.4.20",
                HostLookup.Kind.ADDRESS, null, 1, 60, firstNanos, firstNanos + 1, List.of());
    }

    @Test
    void aPageHoldsItsSightingsNewestFirstAndCountsThemAll() {
        HostLookup lookup = HostLookup.parse("10.0.4.20").orElseThrow();
        InMemoryHostSightings store = new InMemoryHostSightings();
        HostSighting old = seen(1), newer = seen(2), newest = seen(3);
        store.add(lookup, old).add(lookup, newest).add(lookup, newer)
                .add(HostLookup.parse("10.0.4.21").orElseThrow(), seen(4));
        HostSightings sightings = new HostSightings(store);

        Page<HostSighting> first = sightings.page(lookup, 1, 2);
        assertEquals(List.of(newest, newer), first.items());
        assertEquals(3, first.total());
        assertEquals(2, first.totalPages());
        assertEquals(List.of(old), sightings.page(lookup, 2, 2).items());
    }
}
