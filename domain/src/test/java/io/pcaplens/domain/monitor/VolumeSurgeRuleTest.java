package io.pcaplens.domain.monitor;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class VolumeSurgeRuleTest {

    private final VolumeSurgeRule rule = new VolumeSurgeRule();

    private static SnapshotFacts sent(DestinationVolume... volumes) {
        return new SnapshotFacts(List.of(), List.of(), List.of(), List.of(), List.of(), null, null, List.of(), null,
                List.of(), List.of(), List.of(), TrafficSummary.NONE, List.of(volumes));
    }

    private static DestinationVolume to(String ip, long bytes) {
        return new DestinationVolume(ip, bytes);
    }

    @Test
    void anAddressReceivingTenTimesItsHistoryAndAFairShareIsAWarning() {
        SnapshotFacts before = sent(to("203.0.113.1", 49_350), to("192.0.2.99", 1_000));
        SnapshotFacts after = sent(to("203.0.113.1", 45_192), to("192.0.2.99", 12_000));

        assertEquals(List.of(new ChangeEvent(ChangeType.VOLUME_SURGE, "192.0.2.99", "1000", "12000",
                        ChangeSeverity.WARNING, "192.0.2.99 received 12000 bytes from the network, 1000 in the"
                        + " previous snapshot (of 50350 sent off-site then)")),
                rule.detect(new Comparison(before, after)));
    }

    @Test
    void aNewAddressHasNoHistoryAndCountsFromZero() {
        SnapshotFacts before = sent(to("203.0.113.1", 49_350));
        SnapshotFacts after = sent(to("203.0.113.1", 45_192), to("198.51.100.50", 4_750));

        List<ChangeEvent> events = rule.detect(new Comparison(before, after));
        assertEquals(1, events.size());
        assertEquals("198.51.100.50", events.get(0).entity());
        assertEquals(null, events.get(0).before());
    }

    @Test
    void growthUnderTheShareOrTheFactorIsOrdinary() {
        // 528 bytes to a new address are 1 % of 48,594: a host's few packets, not a surge
        SnapshotFacts before = sent(to("203.0.113.1", 44_794), to("198.51.100.50", 3_800));
        SnapshotFacts small = sent(to("198.51.100.1", 47_958), to("198.51.100.50", 3_800), to("192.0.2.99", 528));
        // nine times as much is not ten times
        SnapshotFacts nineFold = sent(to("203.0.113.1", 44_794), to("198.51.100.50", 34_200));

        assertEquals(List.of("198.51.100.1"), rule.detect(new Comparison(before, small)).stream()
                .map(ChangeEvent::entity).toList());
        assertEquals(List.of(), rule.detect(new Comparison(before, nineFold)));
    }

    @Test
    void nothingIsComparedWithoutHistoryOrWithFactsKeptFromBefore() {
        SnapshotFacts now = sent(to("192.0.2.99", 1_000_000));
        SnapshotFacts unrecorded = new SnapshotFacts(List.of(), List.of(), List.of(), List.of(), List.of(), null,
                null, List.of(), null, List.of(), List.of(), List.of(), TrafficSummary.NONE);

        assertEquals(List.of(), rule.detect(Comparison.baseline(now)));
        assertEquals(List.of(), rule.detect(new Comparison(sent(), now)), "nothing was sent off-site before");
        assertEquals(List.of(), rule.detect(new Comparison(unrecorded, now)));
        assertEquals(List.of(), rule.detect(new Comparison(now, unrecorded)));
        assertEquals(List.of(), Violations.of(now), "a surge is a change, not a state the snapshot holds");
    }

    @Test
    void theOnSiteSideOfConversationsWithOffSiteAddressesIsAddedUp() {
        OutboundVolumes volumes = new OutboundVolumes();
        volumes.add("10.0.1.11", "192.0.2.99", 528, 258);
        volumes.add("192.0.2.99", "10.0.1.12", 100, 40);
        volumes.add("10.0.1.11", "10.0.2.10", 230, 90);
        volumes.add("198.51.100.1", "203.0.113.1", 5, 5);

        assertEquals(List.of(to("192.0.2.99", 568)), volumes.volumes());
    }
}
