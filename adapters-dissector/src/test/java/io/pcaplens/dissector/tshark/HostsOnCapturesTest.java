package io.pcaplens.dissector.tshark;

import io.pcaplens.dissector.host.ManufVendorDirectory;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.dissection.DissectedCapture;
import io.pcaplens.domain.dissection.DissectedSlice;
import io.pcaplens.domain.dissection.port.CaptureSlice;
import io.pcaplens.domain.dissection.port.PacketDissector.DissectionOutcome;
import io.pcaplens.domain.host.CaptureHosts;
import io.pcaplens.domain.host.HostProfile;
import io.pcaplens.domain.monitor.Binding;
import io.pcaplens.domain.monitor.BindingEvidence;
import io.pcaplens.domain.monitor.FrameFacts;
import io.pcaplens.domain.monitor.LocalGateway;
import io.pcaplens.domain.monitor.ServiceFact;
import io.pcaplens.domain.monitor.ServiceTransport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The device classifier on real captures read by the real tshark, with the real OUI file, without DPI: the
 * expectations come from reading the packets with tshark (see each test).
 */
class HostsOnCapturesTest {

    static final Path PCAPS = PacketDissectorContract.PCAPS;
    private static final ManufVendorDirectory VENDORS = new ManufVendorDirectory();

    @TempDir
    Path work;

    /** The capture read in that many slices, each into its own, then merged. */
    DissectedCapture read(String capture, int slices) throws Exception {
        TsharkDissector d = new TsharkDissector(0, slices == 1 ? Long.MAX_VALUE : 400);
        List<DissectedSlice> read = new ArrayList<>();
        Map<ConversationKey, Long> ids = new HashMap<>();
        for (CaptureSlice s : d.slice(PCAPS.resolve(capture), work, 2)) {
            DissectedSlice slice = new DissectedSlice();
            DissectionOutcome outcome = d.dissect(s, slice::add, b -> { });
            read.add(slice.ended(outcome.packets(), outcome.truncation(), outcome.untimed())
                    .numbered(k -> ids.computeIfAbsent(k, n -> ids.size() + 1L)));
        }
        return DissectedCapture.merge(read);
    }

    Map<String, HostProfile> hosts(String capture, int slices) throws Exception {
        DissectedCapture merged = read(capture, slices);
        List<ConversationRow> rows = merged.rows(new CaptureId("00000000-0000-0000-0000-000000000000"));
        CaptureHosts.Result result = new CaptureHosts().classify(merged.hosts(), rows,
                mac -> VENDORS.vendorOf(mac).orElse(null));
        return result.hosts().stream().collect(Collectors.toMap(HostProfile::ip, h -> h));
    }

    /**
     * docs/monitor-facts.md, week 5 of the office series: every frame to the internet goes to the router's card
     * 00:aa:bb:cc:dd:01, which announces 10.0.1.1 by ARP; 198.51.100.1 receives most of them; 10.0.1.11 is
     * announced by Bob's card (frame 8) and by the shadow device's (frame 13); the SMTP server accepts on 25.
     * Read in slices and merged, the frames give exactly what one pass gives.
     */
    @Test
    void theFramesOfOfficeWeekFiveShowTheWayOutAndTheAddressOnTwoCards() throws Exception {
        String week5 = "monitor/week5_shadow_device_arp_spoof.pcap";
        FrameFacts whole = read(week5, 1).frames().facts();
        assertEquals(whole, read(week5, 2).frames().facts());
        assertEquals(new LocalGateway("00:aa:bb:cc:dd:01", "10.0.1.1"), whole.gateway());
        assertEquals("198.51.100.1", whole.upstreamPeer());
        assertEquals(List.of(new Binding("10.0.1.11", "ac:de:48:22:22:02", Set.of(BindingEvidence.ARP)),
                        new Binding("10.0.1.11", "b8:27:eb:77:77:07", Set.of(BindingEvidence.ARP))),
                whole.bindings().stream().filter(b -> b.ip().equals("10.0.1.11")).toList());
        assertTrue(whole.services().contains(new ServiceFact("10.0.2.20", 25, ServiceTransport.TCP)),
                whole.services().toString());
        assertTrue(whole.bindings().stream().noneMatch(b -> b.ip().startsWith("198.51.100.")), "off-site");
    }

    private static List<String> texts(HostProfile h) {
        return h.classification().votes().stream().map(v -> v.text()).toList();
    }

    /** tshark: frames 2 and 4 are the DHCP Offer and ACK from 192.168.0.1:67, a Dell card, TTL 128. */
    @Test
    void theDhcpServerOfDhcpPcapIsARouter() throws Exception {
        HostProfile h = hosts("dhcp.pcap", 1).get("192.168.0.1");
        assertEquals("Router", h.effectiveType().label());
        assertEquals("Dell Inc.", h.vendor());
        assertTrue(texts(h).contains("Answers DHCP requests (server port 67)"), texts(h).toString());
        assertTrue(texts(h).contains("IP TTL 128: starts at 128, as Windows does"), "the Windows vote is outweighed");
    }

    /** tshark: 192.168.170.20 answers 12 queries from port 53, 217.13.4.24 five, 6 hops away (TTL 58). */
    @Test
    void theDnsServersOfDnsMixedRecordsAreServers() throws Exception {
        Map<String, HostProfile> hosts = hosts("dns-mixed-records.pcap", 1);
        for (String ip : List.of("192.168.170.20", "217.13.4.24")) {
            assertEquals("Server", hosts.get(ip).effectiveType().label(), ip);
            assertTrue(texts(hosts.get(ip)).contains("Answers DNS queries (port 53)"), ip);
        }
        assertEquals("Quanta Computer Inc.", hosts.get("192.168.170.20").vendor());
        assertEquals(null, hosts.get("217.13.4.24").mac(), "its frames carry the gateway's 3Com MAC");
    }

    /** tshark: 192.150.187.43 answers 13 SYNs to port 80 with SYN/ACKs, opens none, and sends every HTTP response. */
    @Test
    void theWebServerOfTheBrowsingCaptureIsAServerAndTheBrowserADesktop() throws Exception {
        for (int slices : List.of(1, 2)) {
            Map<String, HostProfile> hosts = hosts("http-bro-org-browsing.pcap", slices);
            HostProfile server = hosts.get("192.150.187.43");
            assertEquals("Server", server.effectiveType().label());
            assertTrue(texts(server).containsAll(List.of("Sends HTTP responses", "Accepts connections on port 80 (HTTP)",
                    "Only accepts connections, never opens one")), texts(server).toString());
            HostProfile browser = hosts.get("10.0.2.15");
            assertEquals("Laptop/Desktop", browser.effectiveType().label());
            assertTrue(texts(browser).contains("HTTP user agent names a Linux desktop"), texts(browser).toString());
        }
    }

    /** tshark: both Cisco 3560s send CDP and LLDP; their node identifiers are their MACs. */
    @Test
    void switchesSpeakingCdpAndLldpAreNetworkGear() throws Exception {
        HostProfile h = hosts("lldp-cdp.pcap", 1).get("00:19:2f:a7:b2:8d");
        assertEquals("Router", h.effectiveType().label());
        assertEquals("Cisco Systems, Inc", h.vendor());
        assertEquals("Sends CDP, LLDP, spoken by routers and switches", texts(h).get(0));
    }
}
