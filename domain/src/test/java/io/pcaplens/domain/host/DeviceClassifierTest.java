package io.pcaplens.domain.host;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.Conversation;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.ConversationTable;
import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.Packets;
import io.pcaplens.domain.signature.DeviceOverride;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The classifier's signals one by one, on packets built like the dissector's. */
class DeviceClassifierTest {

    private static final Function<String, String> VENDORS = mac -> switch (mac.substring(0, 8)) {
        case "00:1b:54" -> "Cisco Systems, Inc";
        case "00:80:77" -> "Brother industries, LTD.";
        case "b8:f6:b1" -> "Apple, Inc.";
        default -> null;
    };

    private long frame;

    private Packets p() {
        return Packets.packet().frame(++frame);
    }

    private static Map<String, HostProfile> classify(List<PacketRecord> packets) {
        HostTable hosts = new HostTable();
        ConversationTable conversations = new ConversationTable();
        for (PacketRecord p : packets) {
            hosts.add(p);
            conversations.add(p);
        }
        return classify(hosts, conversations);
    }

    private static Map<String, HostProfile> classify(HostTable hosts, ConversationTable conversations) {
        List<ConversationRow> rows = new ArrayList<>();
        long id = 1;
        for (Conversation c : conversations.conversations()) {
            rows.add(c.toRow(new ConversationId(id++), new CaptureId("00000000-0000-0000-0000-000000000001")));
        }
        return new CaptureHosts().classify(hosts, rows, VENDORS).hosts().stream()
                .collect(Collectors.toMap(HostProfile::ip, h -> h));
    }

    private static List<String> texts(HostProfile h) {
        return h.classification().votes().stream().map(Vote::text).toList();
    }

    /** A TCP connection: SYN, SYN/ACK, ACK, then one data packet each way. */
    private List<PacketRecord> connection(String client, int clientPort, String server, int serverPort, int serverTtl) {
        String cp = Integer.toString(clientPort);
        String sp = Integer.toString(serverPort);
        return List.of(
                p().ip(client, server).tcp(cp, sp).tcpFlags(PacketRecord.SYN).eth("aa:00:00:00:00:01", "00:1b:54:00:00:01").record(),
                p().ip(server, client).tcp(sp, cp).tcpFlags(PacketRecord.SYN | PacketRecord.ACK).ttl(serverTtl)
                        .eth("00:1b:54:00:00:01", "aa:00:00:00:00:01").record(),
                p().ip(client, server).tcp(cp, sp).tcpFlags(PacketRecord.ACK).record(),
                p().ip(client, server).tcp(cp, sp).tcpFlags(0x18).record(),
                p().ip(server, client).tcp(sp, cp).tcpFlags(0x18).ttl(serverTtl).record());
    }

    @Test
    void aDhcpServerIsARouter() {
        Map<String, HostProfile> hosts = classify(List.of(
                p().ip("0.0.0.0", "255.255.255.255").udp("68", "67").protocol("DHCP").info("DHCP Discover - Transaction ID 0x3d1d")
                        .stack("eth:ethertype:ip:udp:dhcp").record(),
                p().ip("192.168.0.1", "192.168.0.10").udp("67", "68").protocol("DHCP").info("DHCP Offer    - Transaction ID 0x3d1d")
                        .stack("eth:ethertype:ip:udp:dhcp").eth("00:1b:54:11:22:33", "00:0b:82:01:fc:42").record()));
        HostProfile router = hosts.get("192.168.0.1");
        assertEquals(DeviceType.ROUTER, router.effectiveType());
        assertTrue(texts(router).contains("Answers DHCP requests (server port 67)"), texts(router).toString());
        assertTrue(texts(router).contains("MAC vendor Cisco Systems, Inc makes network equipment"));
        assertEquals("Cisco Systems, Inc", router.vendor());
        // 40 + 25 + 10 Router points against 15 for Server: the share 75/90, fully backed
        assertEquals(83, router.effectiveConfidence());
        assertEquals(DeviceType.UNKNOWN, hosts.get("0.0.0.0").effectiveType());
        assertEquals(DeviceType.UNKNOWN, hosts.get("255.255.255.255").effectiveType());
    }

    @Test
    void theSynWithoutAckNamesTheClientAndTheSynAckTheServedPort() {
        HostTable table = new HostTable();
        connection("10.0.0.2", 51000, "93.184.216.34", 80, 56).forEach(table::add);
        HostObservations server = table.find("93.184.216.34").orElseThrow();
        assertEquals(java.util.Set.of(80), server.acceptedPorts());
        assertEquals(1, server.connectionsAccepted());
        assertEquals(0, server.connectionsOpened());
        assertEquals(1, table.find("10.0.0.2").orElseThrow().connectionsOpened());
        assertEquals(new Initiator("10.0.0.2", 51000), table.openerOf(io.pcaplens.domain.flow.FlowKey.of(io.pcaplens.domain.packet.Transport.TCP,
                "93.184.216.34", 80, "10.0.0.2", 51000)).orElseThrow().initiator());
    }

    @Test
    void aHostThatOnlyAcceptsWebConnectionsIsAServer() {
        HostProfile server = classify(connection("10.0.0.2", 51000, "93.184.216.34", 80, 56)).get("93.184.216.34");
        assertEquals(DeviceType.SERVER, server.effectiveType());
        assertEquals(List.of("Accepts connections on port 80 (HTTP)", "Only accepts connections, never opens one"),
                texts(server));
    }

    @Test
    void aMacSeenThroughARouterIsTheRoutersNotTheHosts() {
        HostProfile remote = classify(connection("10.0.0.2", 51000, "93.184.216.34", 80, 56)).get("93.184.216.34");
        assertNull(remote.mac(), "TTL 56 crossed 8 routers: the Cisco MAC is the gateway's");
        assertNull(remote.vendor());
    }

    @Test
    void anInternetAddressNeverTakesItsRoutersMacEvenWithAnUntouchedLookingTtl() {
        List<PacketRecord> packets = new ArrayList<>();
        // a router that rewrites the TTL: the remote host's packets arrive as if they had crossed no router
        packets.add(p().ip("75.126.203.78", "192.168.2.16").udp("3544", "40000").ttl(255)
                .eth("00:1b:54:00:00:99", "aa:00:00:00:00:20").stack("eth:ethertype:ip:udp").record());
        packets.add(p().arp("192.168.2.1", "192.168.2.16").protocol("ARP").stack("eth:ethertype:arp")
                .eth("00:1b:54:00:00:99", "aa:00:00:00:00:20").record());
        packets.add(p().ip("192.168.2.16", "75.126.203.78").udp("40000", "3544").ttl(64)
                .eth("b8:f6:b1:00:00:20", "00:1b:54:00:00:99").stack("eth:ethertype:ip:udp").record());
        Map<String, HostProfile> hosts = classify(packets);
        HostProfile remote = hosts.get("75.126.203.78");
        assertNull(remote.mac(), "an internet address is not on the capture's segment");
        assertNull(remote.vendor());
        assertTrue(texts(remote).stream().noneMatch(t -> t.contains("MAC")), texts(remote).toString());
        assertEquals("Apple, Inc.", hosts.get("192.168.2.16").vendor(), "a private address 0 hops away keeps its own");
        assertEquals("Cisco Systems, Inc", hosts.get("192.168.2.1").vendor());
        assertTrue(texts(hosts.get("192.168.2.1")).stream().anyMatch(t -> t.contains("1 address behind it")),
                texts(hosts.get("192.168.2.1")).toString());
    }

    @Test
    void anInternetAddressThatAnswersArpIsOnTheSegment() {
        // a public address used on the segment itself
        HostProfile host = classify(List.of(p().arp("93.184.216.7", "93.184.216.16").protocol("ARP")
                .stack("eth:ethertype:arp").eth("00:80:77:00:00:07", "aa:00:00:00:00:20").record()))
                .get("93.184.216.7");
        assertEquals("Brother industries, LTD.", host.vendor(), "its own ARP proves the MAC");
    }

    @Test
    void aGatewayCarriesTheTrafficOfTheAddressesBehindIt() {
        List<PacketRecord> packets = new ArrayList<>();
        for (String remote : List.of("1.1.1.1", "8.8.8.8", "9.9.9.9")) {
            packets.add(p().ip(remote, "192.168.1.20").udp("53", "40000").ttl(57).eth("00:1b:54:00:00:99", "aa:00:00:00:00:20")
                    .stack("eth:ethertype:ip:udp:dns").record());
        }
        packets.add(p().arp("192.168.1.1", "192.168.1.20").protocol("ARP").stack("eth:ethertype:arp")
                .eth("00:1b:54:00:00:99", "aa:00:00:00:00:20").record());
        HostProfile gateway = classify(packets).get("192.168.1.1");
        assertEquals(DeviceType.ROUTER, gateway.effectiveType());
        assertTrue(texts(gateway).contains("Its MAC 00:1b:54:00:00:99 also carries the traffic of 3 addresses behind it: a gateway"),
                texts(gateway).toString());
    }

    @Test
    void theStartingTtlVotesWindowsOrNetworkGearNearby() {
        Map<String, HostProfile> hosts = classify(List.of(
                p().ip("10.0.0.5", "10.0.0.6").udp("50000", "50001").ttl(128).stack("eth:ethertype:ip:udp").record(),
                p().ip("10.0.0.6", "10.0.0.5").udp("50001", "50000").ttl(255).stack("eth:ethertype:ip:udp").record(),
                p().ip("52.84.63.56", "10.0.0.5").udp("50002", "50000").ttl(242).stack("eth:ethertype:ip:udp").record()));
        assertEquals(List.of("IP TTL 128: starts at 128, as Windows does"), texts(hosts.get("10.0.0.5")));
        assertEquals(DeviceType.LAPTOP_DESKTOP, hosts.get("10.0.0.5").effectiveType());
        assertEquals(List.of("IP TTL 255: starts at 255, as network equipment does"), texts(hosts.get("10.0.0.6")));
        assertEquals(List.of(), texts(hosts.get("52.84.63.56")), "13 hops away, 255 is no router's mark");
        assertEquals(DeviceType.UNKNOWN, hosts.get("52.84.63.56").effectiveType());
        assertEquals(0, hosts.get("52.84.63.56").effectiveConfidence());
    }

    @Test
    void aHostAcceptingJetDirectIsAPrinter() {
        List<PacketRecord> packets = new ArrayList<>(connection("10.0.0.2", 51000, "10.0.0.50", 9100, 64));
        packets.add(p().ip("10.0.0.50", "10.0.0.2").tcp("9100", "51000").tcpFlags(0x18).eth("00:80:77:01:02:03", "aa:00:00:00:00:01")
                .ttl(64).record());
        HostProfile printer = classify(packets).get("10.0.0.50");
        assertEquals(DeviceType.PRINTER, printer.effectiveType());
        assertEquals("Accepts connections on port 9100 (JetDirect printing)", texts(printer).get(0));
    }

    @Test
    void theUserAgentOfAnIphoneMakesItsSenderMobile() {
        HostTable table = new HostTable();
        ConversationTable conversations = new ConversationTable();
        for (PacketRecord r : connection("10.0.0.2", 51000, "93.184.216.34", 80, 56)) {
            table.add(r);
            conversations.add(r);
        }
        PacketRecord request = p().ip("10.0.0.2", "93.184.216.34").tcp("51000", "80").tcpFlags(0x18).protocol("HTTP")
                .info("GET / HTTP/1.1").userAgents("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)").record();
        table.add(request);
        conversations.add(request);
        HostProfile phone = classify(table, conversations).get("10.0.0.2");
        assertEquals(DeviceType.MOBILE, phone.effectiveType());
        assertEquals("HTTP user agent names iPhone", texts(phone).get(0));
    }

    @Test
    void slicesMergeToWhatOnePassSees() {
        List<PacketRecord> packets = connection("10.0.0.2", 51000, "93.184.216.34", 443, 56);
        HostTable whole = new HostTable();
        packets.forEach(whole::add);
        HostTable first = new HostTable();
        HostTable second = new HostTable();
        packets.subList(0, 2).forEach(first::add);
        packets.subList(2, packets.size()).forEach(second::add);
        second.absorb(first);
        for (HostObservations h : whole.hosts()) {
            HostObservations m = second.find(h.node()).orElseThrow();
            assertEquals(h.packetsSent(), m.packetsSent());
            assertEquals(h.acceptedPorts(), m.acceptedPorts());
            assertEquals(h.mac(), m.mac());
            assertEquals(h.maxTtl(), m.maxTtl());
            assertEquals(h.peers(), m.peers());
        }
    }

    @Test
    void aCustomRuleOverridesAtFullConfidence() {
        HostProfile server = classify(connection("10.0.0.2", 51000, "93.184.216.34", 80, 56)).get("93.184.216.34");
        HostProfile overridden = server.withOverride(new DeviceOverride("lab printers", "Printer"));
        assertEquals(DeviceType.PRINTER, overridden.effectiveType());
        assertEquals(100, overridden.effectiveConfidence());
        assertEquals(server.classification(), overridden.classification(), "the classifier's votes stay for the popup");
    }

    @Test
    void confidenceIsTheWinnersShareScaledByHowMuchBacksIt() {
        Classification none = new DeviceClassifier().classify(new HostEvidence(observations("10.9.9.9"), null, 0,
                java.util.Set.of(), java.util.Set.of(), java.util.Set.of()));
        assertEquals(DeviceType.UNKNOWN, none.type());
        assertEquals(0, none.confidence());
        Classification router = new DeviceClassifier().classify(new HostEvidence(observations("10.9.9.9"),
                "Cisco Systems, Inc", 2, java.util.Set.of(), java.util.Set.of(), java.util.Set.of()));
        // 25 (vendor) + 40 (gateway MAC) Router points, nothing else: share 1, backing capped at 1, then the cap
        assertEquals(DeviceType.ROUTER, router.type());
        assertEquals(95, router.confidence());
    }

    private static HostObservations observations(String ip) {
        HostTable t = new HostTable();
        t.add(Packets.packet().ip(ip, "10.9.9.10").udp("40000", "40001").stack("eth:ethertype:ip:udp").record());
        return t.find(ip).orElseThrow();
    }
}
