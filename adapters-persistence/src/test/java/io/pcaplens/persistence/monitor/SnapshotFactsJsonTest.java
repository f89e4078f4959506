package io.pcaplens.persistence.monitor;

import io.pcaplens.domain.monitor.Binding;
import io.pcaplens.domain.monitor.BindingEvidence;
import io.pcaplens.domain.monitor.DestinationVolume;
import io.pcaplens.domain.monitor.SnapshotFacts;
import io.pcaplens.domain.monitor.TrafficSummary;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** Kept facts read back as they were written, and facts kept before a list was recorded read without it. */
class SnapshotFactsJsonTest {

    private static SnapshotFacts facts(List<String> organisations) {
        return new SnapshotFacts(List.of(), List.of(), List.of(), List.of("DNS"), List.of("UDP"), null, null,
                List.of(), null, List.of(), List.of("United States"), organisations, new TrafficSummary(0, 1, 90));
    }

    @Test
    void hostNamesAndIdentitiesSurviveTheRoundTripAndOldFactsHaveNone() {
        SnapshotFacts plain = SnapshotFactsJson.fromJson(SnapshotFactsJson.toJson(facts(List.of())));
        assertEquals(null, plain.naming());
        io.pcaplens.domain.monitor.HostNaming naming = new io.pcaplens.domain.monitor.HostNaming(
                List.of(new io.pcaplens.domain.monitor.HostNameFact("10.0.0.5", "alice-pc", "NBNS")),
                List.of(new io.pcaplens.domain.monitor.IdentityFact("10.0.0.5", "alice", "CORP", "KERBEROS"),
                        new io.pcaplens.domain.monitor.IdentityFact("10.0.0.5", "bob", null, "FTP")));
        SnapshotFacts named = new SnapshotFacts(plain.hosts(), plain.bindings(), plain.services(),
                plain.applications(), plain.protocols(), plain.gateway(), plain.upstreamPeer(), plain.risks(),
                plain.idsAlerts(), plain.ruleMatches(), plain.countries(), plain.organisations(), plain.summary(),
                plain.destinations(), plain.findings(), naming);
        assertEquals(named, SnapshotFactsJson.fromJson(SnapshotFactsJson.toJson(named)));
    }

    @Test
    void organisationsSurviveTheRoundTrip() {
        SnapshotFacts f = facts(List.of("Google LLC", "Cloudflare, Inc."));
        assertEquals(f, SnapshotFactsJson.fromJson(SnapshotFactsJson.toJson(f)));
        assertEquals(List.of(), SnapshotFactsJson.fromJson(SnapshotFactsJson.toJson(facts(List.of()))).organisations());
    }

    @Test
    void destinationVolumesAndCardMakersSurviveTheRoundTrip() {
        SnapshotFacts f = new SnapshotFacts(List.of(), List.of(new Binding("10.0.1.11", "b8:27:eb:77:77:07",
                Set.of(BindingEvidence.ARP), "Raspberry Pi Foundation"), new Binding("10.0.1.11", "ac:de:48:22:22:02",
                Set.of(BindingEvidence.ARP))), List.of(), List.of(), List.of(), null, null, List.of(), null, List.of(),
                List.of(), List.of(), TrafficSummary.NONE, List.of(new DestinationVolume("192.0.2.99", 528)));
        assertEquals(f, SnapshotFactsJson.fromJson(SnapshotFactsJson.toJson(f)));
        String kept = SnapshotFactsJson.toJson(facts(null));
        assertEquals(false, kept.contains("destinations"), kept);
        assertNull(SnapshotFactsJson.fromJson(kept).destinations(), "not recorded, so not compared");
    }

    @Test
    void factsKeptBeforeOrganisationsWereRecordedHaveNone() {
        String kept = SnapshotFactsJson.toJson(facts(null));
        assertEquals(false, kept.contains("organisations"), kept);
        assertNull(SnapshotFactsJson.fromJson(kept).organisations());
    }
}
