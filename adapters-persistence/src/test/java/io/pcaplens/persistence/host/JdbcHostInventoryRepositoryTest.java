package io.pcaplens.persistence.host;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;
import io.pcaplens.domain.conversation.query.QueryText;
import io.pcaplens.domain.flow.DpiFacts;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.TlsFacts;
import io.pcaplens.domain.host.Classification;
import io.pcaplens.domain.host.ConversationRole;
import io.pcaplens.domain.host.GraphGrouping;
import io.pcaplens.domain.host.HostDetail;
import io.pcaplens.domain.host.HostFilter;
import io.pcaplens.domain.host.HostGraph;
import io.pcaplens.domain.host.HostName;
import io.pcaplens.domain.host.HostPlace;
import io.pcaplens.domain.host.HostProfile;
import io.pcaplens.domain.host.HostRecord;
import io.pcaplens.domain.host.HostRole;
import io.pcaplens.domain.host.HostSort;
import io.pcaplens.domain.host.Initiator;
import io.pcaplens.domain.packet.SeenName;
import io.pcaplens.domain.packet.Transport;
import io.pcaplens.persistence.CaptureRecords;
import io.pcaplens.persistence.Rows;
import io.pcaplens.persistence.TestDatabase;
import io.pcaplens.persistence.conversation.JdbcConversationRepository;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The inventory built in SQL against what the stored rows hold, each expectation summed here from the rows
 * themselves (and the client side from the domain's {@link ConversationRole} rule).
 */
class JdbcHostInventoryRepositoryTest {

    private static DataSource db;
    private static JdbcHostInventoryRepository inventory;
    private static CaptureId capture;
    private static final List<ConversationRow> ROWS = new ArrayList<>();
    private static final Map<Long, Initiator> OPENERS = new HashMap<>();

    @BeforeAll
    static void stored() {
        db = TestDatabase.migrated();
        inventory = new JdbcHostInventoryRepository(db);
        capture = CaptureRecords.completedCapture(db);
        JdbcConversationRepository conversations = new JdbcConversationRepository(db);
        long id = conversations.reserveIds(20);
        row(id, "10.0.0.1", 50000, "10.0.0.2", 443, Transport.TCP, "TLS", "TLS", 10, 1000, 8, 5000,
                List.of(new SeenName("example.org", SeenName.Source.TLS_SNI),
                        new SeenName("example.org", SeenName.Source.CERT_SAN)));
        OPENERS.put(id, new Initiator("10.0.0.1", 50000));
        row(id + 1, "10.0.0.3", 50001, "10.0.0.2", 443, Transport.TCP, "TLS", "TLS", 5, 500, 4, 2000,
                List.of(new SeenName("www.example.org", SeenName.Source.TLS_SNI)));
        row(id + 2, "10.0.0.2", 53, "10.0.0.1", 40000, Transport.UDP, "DNS", null, 1, 120, 1, 80,
                List.of(new SeenName("asked.example", SeenName.Source.DNS)));
        row(id + 3, "10.0.0.1", null, "10.0.0.1", null, Transport.ICMP, "ICMP", null, 2, 200, 0, 0, List.of());
        row(id + 4, "10.0.0.4", 5353, "224.0.0.251", 5353, Transport.UDP, "MDNS", null, 3, 300, 0, 0, List.of());
        row(id + 5, "10.0.0.1", 40001, "8.8.8.8", 53, Transport.UDP, "DNS", "DNS", 1, 70, 1, 130, List.of());
        row(id + 6, "00:08:74:ad:f1:9b", null, "ff:ff:ff:ff:ff:ff", null, Transport.ARP, "ARP", null, 1, 60, 0, 0,
                List.of());
        // the server answered from a port the client did not connect to: the SYN's sender is the client all the same
        row(id + 7, "10.0.0.2", 8443, "10.0.0.3", 50002, Transport.TCP, "HTTP", "HTTP", 3, 900, 2, 100,
                List.of(new SeenName("api.example.org", SeenName.Source.HTTP_HOST)));
        OPENERS.put(id + 7, new Initiator("10.0.0.3", 50002));
        conversations.addAll(ROWS);
        JdbcHostRepository hosts = new JdbcHostRepository(db);
        hosts.addInitiators(OPENERS);
        hosts.replace(capture, List.of(new HostProfile("10.0.0.1", "00:08:74:ad:f1:9b", "Dell Inc.",
                new Classification(DeviceType.SERVER, 60, List.of()), null)));
        // another capture's rows count for nothing here
        CaptureId other = CaptureRecords.completedCapture(db);
        conversations.addAll(List.of(ConversationRow.dissected(new ConversationId(id + 19), other,
                new Identity(new ConversationKey("other"), "10.0.0.1", 1, "10.0.0.2", 2, Transport.UDP),
                new Traffic(0, 1, 1, new Volume(100, 100_000), Volume.NONE), new Labels("UDP", null, List.of(),
                        List.of()), null)));
        inventory.rebuild(other);
        inventory.rebuild(capture);
        // built twice, as a re-analysis does: the second replaces the first
        inventory.rebuild(capture);
        List<String> addresses = inventory.addressesAfter(capture, null, 1000);
        inventory.place(capture, addresses.stream().map(HostPlace::of).toList());
    }

    private static void row(long id, String src, Integer srcPort, String dst, Integer dstPort, Transport t,
                            String protocol, String app, long sp, long sb, long dp, long dbytes, List<SeenName> names) {
        FlowFacts flow = app == null ? null : new FlowFacts(null, new DpiFacts(app, null, null, List.of()),
                TlsFacts.NONE);
        ROWS.add(new ConversationRow(new ConversationId(id), capture,
                new Identity(new ConversationKey("k" + id), src, srcPort, dst, dstPort, t),
                new Traffic(1_000_000_000L * id, 1_000_000_000L * id + 500, id, new Volume(sp, sb),
                        new Volume(dp, dbytes)),
                new Labels(protocol, protocol, List.of(), List.of(), names), flow, null,
                io.pcaplens.domain.conversation.HostFacts.UNKNOWN, io.pcaplens.domain.conversation.HostFacts.UNKNOWN,
                null, 0));
    }

    private static Set<String> endpoints() {
        Set<String> all = new HashSet<>();
        ROWS.forEach(r -> {
            all.add(r.identity().srcIp());
            all.add(r.identity().dstIp());
        });
        return all;
    }

    @Test
    void everyEndpointIsAHostWithWhatItSentAndReceived() {
        List<HostRecord> hosts = inventory.page(capture, HostFilter.ALL, HostSort.DEFAULT, 0, 100);
        assertEquals(endpoints(), hosts.stream().map(HostRecord::address).collect(Collectors.toSet()));
        for (HostRecord h : hosts) {
            long ps = 0, bs = 0, pr = 0, br = 0;
            Set<String> peers = new HashSet<>();
            int conversations = 0;
            for (ConversationRow r : ROWS) {
                boolean src = r.identity().srcIp().equals(h.address());
                boolean dst = r.identity().dstIp().equals(h.address());
                if (src) {
                    ps += r.traffic().fromSrc().packets();
                    bs += r.traffic().fromSrc().bytes();
                    pr += r.traffic().fromDst().packets();
                    br += r.traffic().fromDst().bytes();
                    peers.add(r.identity().dstIp());
                }
                if (dst) {
                    ps += r.traffic().fromDst().packets();
                    bs += r.traffic().fromDst().bytes();
                    pr += r.traffic().fromSrc().packets();
                    br += r.traffic().fromSrc().bytes();
                    peers.add(r.identity().srcIp());
                }
                conversations += src || dst ? 1 : 0;
            }
            peers.remove(h.address());
            assertEquals(List.of(ps, bs, pr, br, (long) peers.size(), (long) conversations),
                    List.of(h.traffic().packetsSent(), h.traffic().bytesSent(), h.traffic().packetsReceived(),
                            h.traffic().bytesReceived(), (long) h.traffic().peers(), (long) h.traffic().conversations()),
                    h.address());
            assertEquals(HostPlace.of(h.address()), h.place(), h.address());
        }
    }

    @Test
    void theClassifiersVerdictAndMacComeWithTheHost() {
        HostRecord h = inventory.find(capture, "10.0.0.1").orElseThrow().host();
        assertEquals(DeviceType.SERVER, h.deviceType());
        assertEquals("00:08:74:ad:f1:9b", h.mac());
        assertEquals("Dell Inc.", h.vendor());
        assertEquals("10.0.0.1", inventory.find(capture, "00:08:74:AD:F1:9B").orElseThrow().host().address(),
                "the address wins over a MAC host of the same MAC");
        assertEquals(DeviceType.UNKNOWN, inventory.find(capture, "10.0.0.3").orElseThrow().host().deviceType());
    }

    @Test
    void theServicesAHostAnsweredAreItsRolesByTheClientRule() {
        Map<String, List<String>> expected = new TreeMap<>();
        Map<String, Set<String>> clients = new HashMap<>();
        Map<String, long[]> sums = new HashMap<>();
        for (ConversationRow r : ROWS) {
            Identity i = r.identity();
            if (i.srcPort() == null || i.srcIp().equals(i.dstIp())) {
                continue;
            }
            boolean srcClient = ConversationRole.sourceIsClient(i, OPENERS.get(r.id().value()));
            String server = srcClient ? i.dstIp() : i.srcIp();
            long answered = srcClient ? r.traffic().fromDst().packets() : r.traffic().fromSrc().packets();
            if (answered == 0) {
                continue;
            }
            int port = srcClient ? i.dstPort() : i.srcPort();
            String app = r.flow() == null ? null : r.flow().dpi().appName();
            String key = server + " " + i.transport() + " " + port + " " + app;
            clients.computeIfAbsent(key, k -> new HashSet<>()).add(srcClient ? i.srcIp() : i.dstIp());
            long[] s = sums.computeIfAbsent(key, k -> new long[2]);
            s[0]++;
            s[1] += r.traffic().totalBytes();
        }
        sums.forEach((key, s) -> expected.computeIfAbsent(key.split(" ")[0], k -> new ArrayList<>())
                .add(key.substring(key.indexOf(' ') + 1) + " " + clients.get(key).size() + " " + s[0] + " " + s[1]));
        Map<String, List<String>> stored = new TreeMap<>();
        for (String address : endpoints()) {
            List<String> roles = inventory.find(capture, address).orElseThrow().roles().stream()
                    .map(JdbcHostInventoryRepositoryTest::text).sorted().toList();
            if (!roles.isEmpty()) {
                stored.put(address, roles);
            }
        }
        expected.replaceAll((k, v) -> v.stream().sorted().toList());
        assertEquals(expected, stored);
        assertTrue(stored.get("10.0.0.2").contains("TCP 443 TLS 2 2 8500"), stored.toString());
        assertTrue(stored.get("10.0.0.2").contains("TCP 8443 HTTP 1 1 1000"), stored.toString());
        assertFalse(stored.containsKey("224.0.0.251"), "a multicast group answers nothing");
    }

    private static String text(HostRole r) {
        return r.transport() + " " + r.port() + " " + r.app() + " " + r.clients() + " " + r.conversations() + " "
                + r.bytes();
    }

    @Test
    void theNamesAServerWasGivenComeWithTheirSourceButNotTheQuestionsAskedOfIt() {
        HostDetail server = inventory.find(capture, "10.0.0.2").orElseThrow();
        assertEquals(List.of("TLS_SNI example.org", "TLS_SNI www.example.org", "HTTP_HOST api.example.org",
                        "CERT_SAN example.org").stream().sorted().toList(),
                server.names().stream().map(n -> n.source() + " " + n.name()).sorted().toList());
        HostName sni = server.names().stream().filter(n -> n.name().equals("example.org")).findFirst().orElseThrow();
        assertEquals(ROWS.get(0).traffic().startNanos(), sni.firstNanos());
        assertTrue(inventory.find(capture, "10.0.0.1").orElseThrow().names().isEmpty());
    }

    @Test
    void theTopPeersAreTheBusiestPairs() {
        HostDetail h = inventory.find(capture, "10.0.0.2").orElseThrow();
        assertEquals(List.of("10.0.0.1", "10.0.0.3"), h.topPeers().stream().map(p -> p.address()).toList());
        assertEquals(1000 + 5000 + 120 + 80, h.topPeers().get(0).bytes());
    }

    @Test
    void listsFilterSortAndPage() {
        assertEquals(List.of("8.8.8.8"), inventory.page(capture, new HostFilter(null, false, null), HostSort.DEFAULT,
                0, 10).stream().map(HostRecord::address).toList());
        assertEquals(List.of("10.0.0.1"), inventory.page(capture, new HostFilter(null, null, DeviceType.SERVER),
                HostSort.DEFAULT, 0, 10).stream().map(HostRecord::address).toList());
        assertEquals(2, inventory.count(capture, new HostFilter("F1:9B", null, null)), "the MAC host and 10.0.0.1");
        List<String> byAddress = inventory.page(capture, HostFilter.ALL, HostSort.parse("address").orElseThrow(), 0,
                100).stream().map(HostRecord::address).toList();
        assertEquals(byAddress.stream().sorted().toList(), byAddress);
        List<HostRecord> byBytes = inventory.page(capture, HostFilter.ALL, HostSort.DEFAULT, 0, 100);
        for (int i = 1; i < byBytes.size(); i++) {
            assertTrue(byBytes.get(i - 1).traffic().bytes() >= byBytes.get(i).traffic().bytes());
        }
        assertEquals(byBytes.subList(2, 4), inventory.page(capture, HostFilter.ALL, HostSort.DEFAULT, 2, 2));
        assertEquals(endpoints().size(), inventory.count(capture, HostFilter.ALL));
    }

    /** The edges of the rows the query selects, each pair's sums, as "a b packets bytes conversations". */
    private static Set<String> pairs(List<ConversationRow> rows) {
        Map<String, long[]> sums = new TreeMap<>();
        for (ConversationRow r : rows) {
            String a = r.identity().srcIp();
            String b = r.identity().dstIp();
            String key = a.compareTo(b) <= 0 ? a + " " + b : b + " " + a;
            long[] s = sums.computeIfAbsent(key, k -> new long[3]);
            s[0] += r.traffic().packetCount();
            s[1] += r.traffic().totalBytes();
            s[2]++;
        }
        return sums.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()[0] + " " + e.getValue()[1] + " "
                + e.getValue()[2]).collect(Collectors.toSet());
    }

    private static Set<String> edges(HostGraph g) {
        return g.edges().stream().map(e -> e.a() + " " + e.b() + " " + e.packets() + " " + e.bytes() + " "
                + e.conversations()).collect(Collectors.toSet());
    }

    @Test
    void theMapsEdgesAreTheHostPairsOfTheSelectedConversations() {
        HostGraph all = inventory.graph(capture, ConversationQuery.all(), PayloadHits.NONE, GraphGrouping.NONE, 100);
        assertEquals(pairs(ROWS), edges(all));
        assertEquals(endpoints().size(), all.nodes().size());
        HostGraph tcp = inventory.graph(capture, ConversationQuery.where(QueryText.parse("transport == tcp")), PayloadHits.NONE,
                GraphGrouping.NONE, 100);
        assertEquals(pairs(ROWS.stream().filter(r -> r.identity().transport() == Transport.TCP).toList()), edges(tcp));
        assertEquals(Set.of("10.0.0.1", "10.0.0.2", "10.0.0.3"),
                tcp.nodes().stream().map(HostGraph.Node::id).collect(Collectors.toSet()));
        HostGraph.Node server = tcp.nodes().stream().filter(n -> n.id().equals("10.0.0.2")).findFirst().orElseThrow();
        assertEquals(6000 + 2500 + 1000, server.bytes());
        assertEquals(DeviceType.UNKNOWN, server.deviceType());
        assertEquals(Boolean.TRUE, server.internal());
        assertEquals("example.org", server.names().get(0));
    }

    @Test
    void aGroupSumsItsMembersAndTheRestNodeWhatIsPastTheLimit() {
        HostGraph hosts = inventory.graph(capture, ConversationQuery.all(), PayloadHits.NONE, GraphGrouping.NONE, 100);
        HostGraph subnets = inventory.graph(capture, ConversationQuery.all(), PayloadHits.NONE, GraphGrouping.SUBNET24,
                100);
        Map<String, Long> expected = new TreeMap<>();
        Map<String, Integer> members = new TreeMap<>();
        for (HostGraph.Node n : hosts.nodes()) {
            String group = HostPlace.of(n.id()).subnet24();
            expected.merge(group, n.bytes(), Long::sum);
            members.merge(group, 1, Integer::sum);
        }
        assertEquals(expected, subnets.nodes().stream().collect(Collectors.toMap(HostGraph.Node::id,
                HostGraph.Node::bytes, Long::sum, TreeMap::new)));
        assertEquals(members, subnets.nodes().stream().collect(Collectors.toMap(HostGraph.Node::id,
                HostGraph.Node::members, Integer::sum, TreeMap::new)));
        assertEquals(ROWS.stream().mapToLong(r -> r.traffic().totalBytes()).sum(),
                subnets.edges().stream().mapToLong(HostGraph.Edge::bytes).sum());

        HostGraph limited = inventory.graph(capture, ConversationQuery.all(), PayloadHits.NONE, GraphGrouping.NONE, 3);
        assertEquals(3, limited.nodes().size());
        assertEquals(hosts.nodes().size(), limited.totalNodes());
        HostGraph.Node rest = limited.nodes().get(2);
        assertEquals(HostGraph.REST, rest.id(), "the rest node comes last");
        assertEquals(hosts.nodes().size() - 2, rest.members());
        assertEquals(hosts.nodes().subList(2, hosts.nodes().size()).stream().mapToLong(HostGraph.Node::bytes).sum(),
                rest.bytes());
        assertEquals(hosts.nodes().subList(0, 2).stream().map(HostGraph.Node::id).toList(),
                limited.nodes().stream().map(HostGraph.Node::id).filter(id -> !id.equals(HostGraph.REST)).toList());
        assertEquals(ROWS.stream().mapToLong(r -> r.traffic().totalBytes()).sum(),
                limited.edges().stream().mapToLong(HostGraph.Edge::bytes).sum());

        HostGraph types = inventory.graph(capture, ConversationQuery.all(), PayloadHits.NONE,
                GraphGrouping.DEVICE_TYPE, 100);
        assertEquals(Set.of("Server", "Unknown"), types.nodes().stream().map(HostGraph.Node::id)
                .collect(Collectors.toSet()));
    }

    @Test
    void theInventoryGoesWithItsCapture() throws SQLException {
        CaptureId gone = CaptureRecords.completedCapture(db);
        JdbcConversationRepository conversations = new JdbcConversationRepository(db);
        long id = conversations.reserveIds(1);
        conversations.addAll(List.of(ConversationRow.dissected(new ConversationId(id), gone,
                new Identity(new ConversationKey("g"), "10.9.0.1", 1, "10.9.0.2", 2, Transport.UDP),
                new Traffic(0, 1, 1, new Volume(1, 10), Volume.NONE), new Labels("UDP", null, List.of(), List.of()),
                null)));
        inventory.rebuild(gone);
        assertEquals(2, inventory.count(gone, HostFilter.ALL));
        Rows.update(db, "DELETE FROM capture WHERE id = ?", gone.uuid());
        for (String table : InventoryBuildSql.TABLES) {
            assertEquals(List.of(0L), Rows.all(db, "SELECT count(*) FROM " + table + " WHERE capture_id = ?",
                    rs -> rs.getLong(1), gone.uuid()), table);
        }
    }
}
