package io.pcaplens.domain.monitor;

import io.pcaplens.domain.capture.AnalysisOptions;
import io.pcaplens.domain.capture.AnalysisState;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureFindings;
import io.pcaplens.domain.capture.CaptureFormat;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.CaptureUpload;
import io.pcaplens.domain.capture.Progress;
import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolOutcome;
import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.domain.conversation.Severity;
import io.pcaplens.domain.host.Classification;
import io.pcaplens.domain.host.HostProfile;
import io.pcaplens.domain.signature.DeviceOverride;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** A capture's stored analysis turned into snapshot facts. */
class CaptureFactsTest {

    private static final String ROUTER = "00:aa:bb:cc:dd:01";
    private static final String BOB = "ac:de:48:22:22:02";
    private static final String SHADOW = "b8:27:eb:77:77:07";

    private static Capture capture(boolean ids, ToolOutcome suricata) {
        Map<String, ToolOutcome> tools = suricata == null ? Map.of() : Map.of(Tool.SURICATA.label(), suricata);
        return new Capture(new CaptureId("11111111-1111-1111-1111-111111111111"),
                new CaptureUpload("week.pcap", 1, "0".repeat(64), CaptureFormat.PCAP, new AnalysisOptions(true, true, ids),
                        Instant.EPOCH),
                new AnalysisState(CaptureStatus.COMPLETED, null, new Progress(100, Progress.DONE), Instant.EPOCH),
                new CaptureFindings(1L, 2L, 10L, 3, tools, List.of()));
    }

    private static HostProfile host(String ip, String mac, String vendor, DeviceType type) {
        return new HostProfile(ip, mac, vendor, new Classification(type, 60, List.of()), null);
    }

    private static final ConversationFacts CONVERSATIONS = new ConversationFacts(List.of("WireGuard"),
            List.of("TCP", "WIREGUARD"), List.of("unsafe_protocol"), List.of("ET POLICY"),
            List.of(new RuleMatch("bittorrent", Severity.MEDIUM)), List.of("Germany"),
            List.of("Hetzner Online GmbH"), 42, 123_456);

    private static SnapshotFacts facts(List<HostProfile> hosts, FrameFacts frames, Capture capture) {
        return CaptureFacts.of(capture, hosts, frames, CONVERSATIONS, mac -> mac.startsWith("b8:27:eb") ? "Raspberry Pi"
                : null);
    }

    @Test
    void theNetworksHostsAreItsOwnUnicastAddressesAndItsLayerTwoTalkers() {
        List<HostProfile> hosts = List.of(host("10.0.1.10", null, null, DeviceType.LAPTOP_DESKTOP),
                host("203.0.113.1", ROUTER, null, DeviceType.SERVER),
                host("255.255.255.255", null, null, DeviceType.UNKNOWN),
                host("224.0.0.251", null, null, DeviceType.UNKNOWN),
                host("00:11:22:33:44:55", null, null, DeviceType.ROUTER),
                host("01:80:c2:00:00:00", null, null, DeviceType.UNKNOWN));
        SnapshotFacts f = facts(hosts, FrameFacts.NONE, capture(false, null));
        assertEquals(List.of(new HostFact("10.0.1.10", null, DeviceType.LAPTOP_DESKTOP, null),
                new HostFact(null, "00:11:22:33:44:55", DeviceType.ROUTER, null)), f.hosts());
        assertEquals(new TrafficSummary(2, 42, 123_456), f.summary());
    }

    @Test
    void aHostsCardIsTheOneThatClaimedItsAddressNotTheHostTablesGuess() {
        FrameFacts frames = new FrameFacts(List.of(
                new Binding("10.0.2.20", ROUTER, Set.of(BindingEvidence.LOCAL_FRAME)),
                new Binding("10.0.2.20", "ac:de:48:44:44:04", Set.of(BindingEvidence.ARP))), null, null, List.of());
        HostProfile mail = host("10.0.2.20", ROUTER, "Router maker", DeviceType.SERVER);
        assertEquals(new HostFact("10.0.2.20", "ac:de:48:44:44:04", DeviceType.SERVER, null),
                facts(List.of(mail), frames, capture(false, null)).hosts().get(0));
    }

    @Test
    void ofTwoClaimantsTheHostTablesOwnChoiceWinsAndTheVendorFollowsTheCard() {
        FrameFacts frames = new FrameFacts(List.of(new Binding("10.0.1.11", BOB, Set.of(BindingEvidence.ARP)),
                new Binding("10.0.1.11", SHADOW, Set.of(BindingEvidence.ARP))), null, null, List.of());
        assertEquals(new HostFact("10.0.1.11", SHADOW, DeviceType.IOT, "Raspberry Pi"),
                facts(List.of(host("10.0.1.11", SHADOW, null, DeviceType.IOT)), frames, capture(false, null))
                        .hosts().get(0));
        assertEquals(new HostFact("10.0.1.11", BOB, DeviceType.LAPTOP_DESKTOP, "Apple, Inc."),
                facts(List.of(host("10.0.1.11", "AC:DE:48:22:22:02", "Apple, Inc.", DeviceType.LAPTOP_DESKTOP)), frames,
                        capture(false, null)).hosts().get(0));
    }

    @Test
    void aCustomRulesDeviceTypeIsTheHostsType() {
        HostProfile overridden = host("10.0.3.5", null, null, DeviceType.UNKNOWN)
                .withOverride(new DeviceOverride("printers", "Printer"));
        assertEquals(DeviceType.PRINTER, facts(List.of(overridden), FrameFacts.NONE, capture(false, null))
                .hosts().get(0).deviceType());
    }

    @Test
    void idsAlertsAreFactsOnlyWhenIdsRanToTheEnd() {
        assertNull(facts(List.of(), FrameFacts.NONE, capture(false, null)).idsAlerts());
        assertNull(facts(List.of(), FrameFacts.NONE, capture(true, ToolOutcome.failed("no rules"))).idsAlerts());
        assertEquals(List.of("ET POLICY"),
                facts(List.of(), FrameFacts.NONE, capture(true, ToolOutcome.completed())).idsAlerts());
    }

    @Test
    void theConversationsAndFramesFactsAreTakenOver() {
        FrameFacts frames = new FrameFacts(List.of(), new LocalGateway(ROUTER, "10.0.1.1"), "203.0.113.1",
                List.of(new ServiceFact("10.0.2.10", 23, ServiceTransport.TCP)));
        SnapshotFacts f = facts(List.of(), frames, capture(false, null));
        assertEquals(new LocalGateway(ROUTER, "10.0.1.1"), f.gateway());
        assertEquals("203.0.113.1", f.upstreamPeer());
        assertEquals(frames.services(), f.services());
        assertEquals(List.of("WireGuard"), f.applications());
        assertEquals(List.of("TCP", "WIREGUARD"), f.protocols());
        assertEquals(List.of("unsafe_protocol"), f.risks());
        assertEquals(List.of(new RuleMatch("bittorrent", Severity.MEDIUM)), f.ruleMatches());
        assertEquals(List.of("Germany"), f.countries());
        assertEquals(List.of("Hetzner Online GmbH"), f.organisations());
    }
}
