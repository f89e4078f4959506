package io.pcaplens.domain.monitor;

import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.domain.conversation.Severity;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static io.pcaplens.domain.monitor.Facts.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class SnapshotFactsTest {

    @Test
    void theSameFactsInAnyOrderAreTheSameValue() {
        SnapshotFacts a = facts().host("10.0.1.11", "ac:de:48:22:22:02").host("10.0.1.10", "ac:de:48:11:11:01")
                .applications("WireGuard", "HTTP", "HTTP").protocols("TCP", "DNS")
                .rule("cleartext-telnet", Severity.HIGH).rule("bittorrent", Severity.MEDIUM).build();
        SnapshotFacts b = facts().host("10.0.1.10", "AC:DE:48:11:11:01").host("10.0.1.11", "ac:de:48:22:22:02")
                .applications("HTTP", "WireGuard").protocols("DNS", "TCP", " ")
                .rule("bittorrent", Severity.MEDIUM).rule("cleartext-telnet", Severity.HIGH).build();

        assertEquals(a, b);
        assertEquals(List.of("HTTP", "WireGuard"), a.applications());
        assertEquals(List.of(new RuleMatch("bittorrent", Severity.MEDIUM),
                new RuleMatch("cleartext-telnet", Severity.HIGH)), a.ruleMatches());
    }

    @Test
    void bindingsOfOneAddressAndCardAreMergedWithAllTheirEvidence() {
        SnapshotFacts f = new SnapshotFacts(List.of(), List.of(
                new Binding("10.0.1.11", "ac:de:48:22:22:02", Set.of(BindingEvidence.LOCAL_FRAME)),
                new Binding("10.0.1.11", "AC:DE:48:22:22:02", Set.of(BindingEvidence.ARP))),
                null, null, null, null, null, null, null, null, null, null, null);

        assertEquals(List.of(new Binding("10.0.1.11", "ac:de:48:22:22:02",
                Set.of(BindingEvidence.ARP, BindingEvidence.LOCAL_FRAME))), f.bindings());
        assertEquals(TrafficSummary.NONE, f.summary());
        assertNull(f.idsAlerts(), "IDS did not run");
        assertNull(f.organisations(), "kept from before organisations were recorded");
    }

    @Test
    void anAddressClaimedByTwoCardsIsContested() {
        // week 5 of the office series: the shadow device answers ARP for Bob's address and for its own
        SnapshotFacts week5 = facts().host("10.0.1.11", "ac:de:48:22:22:02")
                .host("10.0.4.50", "b8:27:eb:77:77:07").bind("10.0.1.11", "b8:27:eb:77:77:07").build();

        assertEquals(List.of(new ContestedAddress("10.0.1.11", List.of("ac:de:48:22:22:02", "b8:27:eb:77:77:07"))),
                week5.contestedAddresses());
        assertEquals(Set.of("10.0.1.11", "10.0.4.50"), week5.ipsByMac().get("b8:27:eb:77:77:07"));
    }

    @Test
    void aHostSeenAtLayer2OnlyHasACardAndNoAddress() {
        SnapshotFacts f = facts().host(null, "00:1b:21:3a:4f:5e", DeviceType.ROUTER, "Intel").build();

        assertEquals(Map.of("00:1b:21:3a:4f:5e", Set.of()), f.ipsByMac());
        assertEquals(Map.of(), f.hostsByIp());
        assertThrows(IllegalArgumentException.class, () -> new HostFact(null, "ff:ff:ff:ff:ff:ff", null, null));
    }

    @Test
    void servicesAreNamedAsChangeEntities() {
        assertEquals("10.0.2.10:23/tcp", new ServiceFact("10.0.2.10", 23, ServiceTransport.TCP).entity());
        assertEquals("[2001:db8::1]:53/udp", new ServiceFact("2001:db8::1", 53, ServiceTransport.UDP).entity());
        assertThrows(IllegalArgumentException.class, () -> new ServiceFact("10.0.2.10", 70000, ServiceTransport.TCP));
    }
}
