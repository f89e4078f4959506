package io.pcaplens.application.monitor;

import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.NetworkOverview;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Networks: named, renamed, described, counted and deleted without their captures. */
class NetworkCatalogTest {

    private final Monitor monitor = new Monitor();

    @Test
    void aNetworkIsRenamedOrDescribedOneMemberAtATime() throws Exception {
        NetworkId id = monitor.catalog.create(" Office ", null).network().id();
        assertEquals("", monitor.catalog.find(id).network().description());
        NetworkOverview renamed = monitor.catalog.update(id, "Head office", null);
        assertEquals(List.of("Head office", ""), List.of(renamed.network().name(), renamed.network().description()));
        NetworkOverview described = monitor.catalog.update(id, null, "HQ, floor 2");
        assertEquals(List.of("Head office", "HQ, floor 2"),
                List.of(described.network().name(), described.network().description()));
    }

    @Test
    void deletingANetworkTakesItsSnapshotsButNotItsCaptures() throws Exception {
        NetworkId id = monitor.network();
        CaptureId capture = monitor.capture("2024-01-08T09:00:00Z", List.of("10.0.1.10=ac:de:48:11:11:01"));
        monitor.adding.add(id, capture);
        assertEquals(1, monitor.catalog.find(id).snapshotCount());

        monitor.catalog.delete(id);

        assertEquals(Refusal.Reason.UNKNOWN_NETWORK,
                assertThrows(Refusal.class, () -> monitor.catalog.find(id)).reason());
        assertEquals(List.of(), monitor.store.snapshots(id));
        assertEquals(true, monitor.captures.find(capture).isPresent());
        assertEquals(Refusal.Reason.UNKNOWN_NETWORK,
                assertThrows(Refusal.class, () -> monitor.catalog.delete(id)).reason());
    }

    @Test
    void networksArePagedOldestFirst() {
        for (int i = 0; i < 3; i++) {
            monitor.catalog.create("site " + i, "");
        }
        assertEquals(List.of("site 2"), monitor.catalog.page(2, 2).items().stream().map(n -> n.network().name()).toList());
        assertEquals(2, monitor.catalog.page(2, 2).totalPages());
    }
}
