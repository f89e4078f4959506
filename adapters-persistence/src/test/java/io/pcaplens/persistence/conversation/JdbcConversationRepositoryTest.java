package io.pcaplens.persistence.conversation;

import io.pcaplens.persistence.CaptureRecords;
import io.pcaplens.persistence.TestDatabase;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.CommunityId;
import io.pcaplens.domain.conversation.ConversationField;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.domain.conversation.HostFacts;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.domain.conversation.Severity;
import io.pcaplens.domain.conversation.TimeWindow;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.Expression;
import io.pcaplens.domain.conversation.query.FilterForm;
import io.pcaplens.domain.conversation.query.Literal;
import io.pcaplens.domain.conversation.query.Operator;
import io.pcaplens.domain.conversation.query.PayloadHits;
import io.pcaplens.domain.conversation.query.QueryField;
import io.pcaplens.domain.flow.DpiFacts;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.TlsFacts;
import io.pcaplens.domain.flow.IdsAlert;
import io.pcaplens.domain.overview.CaptureOverview;
import io.pcaplens.domain.packet.SeenName;
import io.pcaplens.domain.packet.Transport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** Conversations through a real PostgreSQL (the embedded server the service runs), every part of them. */
class JdbcConversationRepositoryTest {

    private static DataSource database;
    private static JdbcConversationRepository conversations;

    @BeforeAll
    static void database() throws Exception {
        database = TestDatabase.migrated();
        conversations = new JdbcConversationRepository(database);
    }

    /** A capture record for the rows to belong to. */
    static CaptureId capture(DataSource db) throws Exception {
        return new CaptureId(CaptureRecords.completed(db).toString());
    }

    private static ConversationRow row(CaptureId capture, long id, String src, int srcPort, String dst, Volume fromSrc,
                                       Volume fromDst) {
        Identity identity = new Identity(new ConversationKey(dst + ":80-" + src + ":" + srcPort + "-HTTP"), src, srcPort,
                dst, 80, Transport.TCP);
        return ConversationRow.dissected(new ConversationId(id), capture, identity,
                new Traffic(1_000_000_000L * id, 1_000_000_000L * id + 5_000_000, id, fromSrc, fromDst),
                new Labels("HTTP", "HTTP", List.of(), List.of()), null);
    }

    /**
     * A TLS row with every part set: flow facts with JA4 and ALPN, names, an IDS alert, both hosts (one located),
     * a custom rule and extracted files.
     */
    static ConversationRow fullTls(CaptureId capture, long id) {
        FlowFacts flow = new FlowFacts(null,
                new DpiFacts("YouTube", "Media", "DPI", List.of("tls_self_signed_certificate")),
                new TlsFacts("www.youtube.com", "aaa", "bbb", "t13d1516h2_8daaf6152771_e5627efa2ab1",
                        List.of("h2", "http/1.1"), "CN=issuer", "CN=subject", "2020-01-01 00:00:00",
                        "2030-01-01 00:00:00"));
        return new ConversationRow(new ConversationId(id), capture,
                new Identity(new ConversationKey("142.250.0.1:443-192.168.1.2:5000-TLSV1.2"), "192.168.1.2", 5000,
                        "142.250.0.1", 443, Transport.TCP, new CommunityId("1:wCb3OG7yAFWelaUydu0D+125CLM=")),
                new Traffic(1_700_000_000_123_456_789L, 1_700_000_001_000_000_000L, 17, new Volume(5, 800),
                        new Volume(7, 9000)),
                new Labels("TLSV1.2", "TLS", List.of("PDF", "ZIP"), List.of("curl/8.0"),
                        List.of(new SeenName("www.youtube.com", SeenName.Source.TLS_SNI),
                                new SeenName("*.google.com", SeenName.Source.CERT_SAN))),
                flow,
                List.of(new IdsAlert(null, "ET POLICY", 2010000, 2)),
                new HostFacts(null, DeviceType.LAPTOP_DESKTOP),
                new HostFacts(new Geo("United States", "US", null, null, "AS15169", "Google LLC", Geo.ONLINE),
                        DeviceType.SERVER),
                List.of(new RuleMatch("self-signed", Severity.MEDIUM)),
                2);
    }

    @Test
    void aConversationWithEveryPartReadsBackAsStored() throws Exception {
        CaptureId capture = capture(database);
        ConversationRow full = fullTls(capture, conversations.reserveIds(1));
        ConversationRow bare = row(capture, conversations.reserveIds(1), "10.0.0.1", 6000, "10.0.0.2", Volume.NONE,
                new Volume(1, 60));
        conversations.addAll(List.of(full, bare));

        assertEquals(full, conversations.find(full.id()).orElseThrow());
        ConversationRow read = conversations.find(bare.id()).orElseThrow();
        assertEquals(bare, read);
        assertNull(read.flow());
        assertNull(read.idsAlerts(), "IDS did not run");
        assertNull(read.customRules(), "rules not evaluated yet");
    }

    @Test
    void aTimeWindowSelectsTheConversationsActiveInItForTheListItsCountAndTheFacets() throws Exception {
        CaptureId capture = capture(database);
        long first = conversations.reserveIds(3);
        // each row is active for 5 ms from second <id> on
        ConversationRow a = row(capture, first, "10.0.0.1", 5000, "10.0.0.9", new Volume(1, 100), Volume.NONE);
        ConversationRow b = row(capture, first + 1, "10.0.0.2", 5001, "10.0.0.9", new Volume(1, 100), Volume.NONE);
        ConversationRow c = row(capture, first + 2, "10.0.0.3", 5002, "10.0.0.9", new Volume(1, 100), Volume.NONE);
        conversations.addAll(List.of(a, b, c));

        // from a's last moment to b's first: both ends count
        TimeWindow aToB = new TimeWindow(a.traffic().endNanos(), b.traffic().startNanos());
        assertEquals(List.of(a.id(), b.id()), ids(capture, aToB));
        assertEquals(2, conversations.count(capture, ConversationQuery.all().within(aToB), PayloadHits.NONE));
        assertEquals(Map.of("HTTP", 2L), conversations.facets(capture, ConversationQuery.all().within(aToB), PayloadHits.NONE).get(Facet.PROTOCOL));
        assertEquals(List.of(b.id()), ids(capture, new TimeWindow(a.traffic().endNanos() + 1, b.traffic().endNanos())));
        assertEquals(List.of(c.id()), ids(capture, new TimeWindow(b.traffic().endNanos() + 1, null)));
        assertEquals(List.of(a.id()), ids(capture, new TimeWindow(null, b.traffic().startNanos() - 1)));
        assertEquals(List.of(), ids(capture, new TimeWindow(c.traffic().endNanos() + 1, null)));
        assertEquals(Map.of("HTTP", 3L), conversations.facets(capture, ConversationQuery.all(), PayloadHits.NONE).get(Facet.PROTOCOL));
    }

    @Test
    void theCommunityIdFilterSelectsTheRowsOfThatFlowOnly() throws Exception {
        CaptureId capture = capture(database);
        long first = conversations.reserveIds(3);
        CommunityId flow = new CommunityId("1:LQU9qZlK+B5F3KDmev6m5PMibrg=");
        List<ConversationRow> rows = new java.util.ArrayList<>();
        for (long id = first; id < first + 3; id++) {
            ConversationRow r = row(capture, id, "10.0.0." + id % 250, 5000, "10.0.0.9", new Volume(1, 100), Volume.NONE);
            Identity e = r.identity();
            rows.add(new ConversationRow(r.id(), capture, new Identity(e.key(), e.srcIp(), e.srcPort(), e.dstIp(),
                    e.dstPort(), e.transport(), id == first + 2 ? null : flow), r.traffic(), r.labels(), null, null,
                    HostFacts.UNKNOWN, HostFacts.UNKNOWN, null, 0));
        }
        conversations.addAll(rows);
        ConversationQuery byId = ConversationQuery.where(Expression.clause(QueryField.COMMUNITY_ID, Operator.EQ,
                new Literal.Text(flow.value())));

        assertEquals(List.of(rows.get(0).id(), rows.get(1).id()),
                conversations.page(capture, byId, PayloadHits.NONE, 0, 10).stream().map(ConversationRow::id).toList());
        assertEquals(2, conversations.count(capture, byId, PayloadHits.NONE));
    }

    @Test
    void anIpFilterWrittenAsACidrBlockSelectsTheRowsWithAnEndpointInsideItAndAnythingElseIsASubstring()
            throws Exception {
        CaptureId capture = capture(database);
        long first = conversations.reserveIds(6);
        ConversationRow inside = row(capture, first, "10.20.0.1", 5000, "192.0.2.1", new Volume(1, 100), Volume.NONE);
        ConversationRow insideAsDestination = row(capture, first + 1, "192.0.2.7", 5000, "10.255.255.255",
                new Volume(1, 100), Volume.NONE);
        ConversationRow outside = row(capture, first + 2, "11.0.0.1", 5000, "192.0.2.10", new Volume(1, 100),
                Volume.NONE);
        ConversationRow v6Inside = row(capture, first + 3, "2001:db8:ffff::1", 5000, "2a00:1450::5",
                new Volume(1, 100), Volume.NONE);
        ConversationRow v6Outside = row(capture, first + 4, "2001:db9::1", 5000, "2a00:1450::5", new Volume(1, 100),
                Volume.NONE);
        // a layer-2 row names its ends by MAC, which reads as no address at all
        ConversationRow layer2 = row(capture, first + 5, "00:0c:29:aa:bb:cc", 0, "ff:ff:ff:ff:ff:ff",
                new Volume(1, 60), Volume.NONE);
        conversations.addAll(List.of(inside, insideAsDestination, outside, v6Inside, v6Outside, layer2));

        assertEquals(List.of(inside.id(), insideAsDestination.id()), ipIds(capture, "10.0.0.0/8"));
        assertEquals(List.of(inside.id(), insideAsDestination.id()), ipIds(capture, " 10.1.2.3/8 "));
        assertEquals(List.of(inside.id()), ipIds(capture, "10.20.0.0/16"));
        assertEquals(List.of(v6Inside.id()), ipIds(capture, "2001:db8::/32"));
        assertEquals(List.of(v6Inside.id(), v6Outside.id()), ipIds(capture, "2001:0DB8::/30"));
        assertEquals(List.of(inside.id(), insideAsDestination.id(), outside.id()), ipIds(capture, "0.0.0.0/0"));
        assertEquals(2, conversations.count(capture, ipQuery("10.0.0.0/8"), PayloadHits.NONE));
        // not a block: the spec's substring rule, so "10.20" is found inside "10.20.0.1" and the MAC by its text
        assertEquals(List.of(inside.id()), ipIds(capture, "10.20"));
        assertEquals(List.of(layer2.id()), ipIds(capture, "0c:29"));
        assertEquals(List.of(), ipIds(capture, "10.0.0.0/33"));
    }

    @Test
    void theHostnameFilterMatchesEveryNameSeenInTheRowsFlowAsACaseInsensitiveSubstring() throws Exception {
        CaptureId capture = capture(database);
        long first = conversations.reserveIds(3);
        ConversationRow named = row(capture, first, "10.0.0.1", 5000, "192.0.2.1", new Volume(1, 100), Volume.NONE);
        named = named.withLabels(named.labels().withNames(List.of(
                new SeenName("update.example.com", SeenName.Source.DNS),
                new SeenName("*.cdn.example.net", SeenName.Source.CERT_SAN))));
        ConversationRow other = row(capture, first + 1, "10.0.0.2", 5000, "192.0.2.2", new Volume(1, 100),
                Volume.NONE);
        other = other.withLabels(other.labels().withNames(List.of(
                new SeenName("mail.example.org", SeenName.Source.HTTP_HOST))));
        ConversationRow bare = row(capture, first + 2, "10.0.0.3", 5000, "192.0.2.3", new Volume(1, 100),
                Volume.NONE);
        conversations.addAll(List.of(named, other, bare));

        assertEquals(List.of(named.id()), ipIds(capture, "UPDATE.example"));
        assertEquals(List.of(named.id()), ipIds(capture, "cdn.example"));
        assertEquals(List.of(named.id(), other.id()), ipIds(capture, "example"));
        assertEquals(List.of(), ipIds(capture, "example_com"), "an underscore is no wildcard");
        assertEquals(2, conversations.count(capture, ipQuery("example"), PayloadHits.NONE));
        assertEquals(Map.of("HTTP", 1L), conversations.facets(capture, ipQuery("mail."), PayloadHits.NONE).get(Facet.PROTOCOL));
        assertEquals(named.labels().names(), conversations.find(named.id()).orElseThrow().labels().names());
    }

    @Test
    void loginsAreStoredWithoutPasswordsAndSelectedByTheirUserNames() throws Exception {
        CaptureId capture = capture(database);
        long first = conversations.reserveIds(2);
        ConversationRow ftp = row(capture, first, "10.0.0.5", 40000, "192.0.2.21", new Volume(4, 300), new Volume(4, 400));
        List<io.pcaplens.domain.conversation.Login> logins = List.of(
                new io.pcaplens.domain.conversation.Login("FTP", "anonymous", "10.0.0.5",
                        io.pcaplens.domain.packet.PasswordSeen.CLEAR),
                new io.pcaplens.domain.conversation.Login("FTP", "Bob Smith", "10.0.0.5",
                        io.pcaplens.domain.packet.PasswordSeen.NOT_SEEN));
        ftp = ftp.withLabels(new Labels(ftp.labels().protocol(), ftp.labels().dissectorProtocol(), List.of(),
                List.of(), List.of(), logins));
        ConversationRow bare = row(capture, first + 1, "10.0.0.6", 40000, "192.0.2.21", new Volume(1, 100),
                Volume.NONE);
        conversations.addAll(List.of(ftp, bare));

        assertEquals(ftp.labels().logins(), conversations.find(ftp.id()).orElseThrow().labels().logins());
        assertEquals(List.of(), conversations.find(bare.id()).orElseThrow().labels().logins());
        for (String q : List.of("login.user == \"Bob Smith\"", "login.user", "login.user in {\"x\", \"anonymous\"}")) {
            ConversationQuery query = ConversationQuery.where(
                    io.pcaplens.domain.conversation.query.QueryText.parse(q));
            assertEquals(List.of(ftp.id()), conversations.page(capture, query, PayloadHits.NONE, 0, 10).stream()
                    .map(ConversationRow::id).toList(), q);
        }
        ConversationQuery caseKept = ConversationQuery.where(
                io.pcaplens.domain.conversation.query.QueryText.parse("login.user == \"bob smith\""));
        assertEquals(List.of(), conversations.page(capture, caseKept, PayloadHits.NONE, 0, 10));
    }

    @Test
    void dnsAnswersAreReadBackAsWritten() throws Exception {
        CaptureId capture = capture(database);
        long first = conversations.reserveIds(2);
        ConversationRow dns = row(capture, first, "10.0.0.5", 40000, "192.0.2.53", new Volume(2, 150), new Volume(2, 300));
        io.pcaplens.domain.conversation.DnsAnswers answers = new io.pcaplens.domain.conversation.DnsAnswers(2,
                List.of("qx7k.example.com", "a9zz.example.com"), java.util.Map.of("TXT", 3, "A", 1, "TYPE65399", 2));
        dns = dns.withLabels(new Labels(dns.labels().protocol(), dns.labels().dissectorProtocol(), List.of(),
                List.of(), List.of(), List.of(), answers));
        ConversationRow bare = row(capture, first + 1, "10.0.0.6", 40000, "192.0.2.21", new Volume(1, 100),
                Volume.NONE);
        conversations.addAll(List.of(dns, bare));

        io.pcaplens.domain.conversation.DnsAnswers read = conversations.find(dns.id()).orElseThrow().labels().dns();
        assertEquals(answers, read);
        assertEquals(List.of("a9zz.example.com", "qx7k.example.com"), read.failedNames());
        assertEquals(io.pcaplens.domain.conversation.DnsAnswers.NONE,
                conversations.find(bare.id()).orElseThrow().labels().dns());
    }

    private static ConversationQuery ipQuery(String ip) {
        return FilterForm.ip(ip).map(ConversationQuery::where).orElse(ConversationQuery.all());
    }

    private static List<ConversationId> ipIds(CaptureId capture, String ip) {
        return conversations.page(capture, ipQuery(ip), PayloadHits.NONE, 0, 10).stream().map(ConversationRow::id).toList();
    }

    private static List<ConversationId> ids(CaptureId capture, TimeWindow window) {
        return conversations.page(capture, ConversationQuery.all().within(window), PayloadHits.NONE, 0, 10).stream()
                .map(ConversationRow::id).toList();
    }

    @Test
    void theOverviewSumsTheRowsOfOneCaptureBothEndsOfEachForItsTalkers() throws Exception {
        CaptureId capture = capture(database);
        CaptureId other = capture(database);
        long first = conversations.reserveIds(4);
        ConversationRow small = row(capture, first, "10.0.0.1", 5000, "10.0.0.9", new Volume(1, 100), new Volume(1, 60));
        ConversationRow big = row(capture, first + 1, "10.0.0.2", 5001, "10.0.0.9", new Volume(5, 5000), Volume.NONE);
        // the same connection under a second protocol label: another row, not another flow
        ConversationRow relabelled = ConversationRow.dissected(new ConversationId(first + 2), capture,
                new Identity(new ConversationKey("10.0.0.9:80-10.0.0.2:5001-TCP"), "10.0.0.2", 5001, "10.0.0.9", 80,
                        Transport.TCP), small.traffic(), new Labels("TCP", "TCP", List.of(), List.of()), null);
        ConversationRow elsewhere = row(other, first + 3, "10.0.0.1", 5000, "10.0.0.9", new Volume(9, 9000), Volume.NONE);
        conversations.addAll(List.of(small, big, relabelled, elsewhere));
        JdbcConversationStatistics statistics = new JdbcConversationStatistics(database);

        assertEquals(new CaptureOverview.Totals(3, 2, 160 + 5000 + 160), statistics.totals(capture));
        assertEquals(List.of(new CaptureOverview.Talker("10.0.0.9", 9, 5320),
                new CaptureOverview.Talker("10.0.0.2", 7, 5160)), statistics.topTalkers(capture, 2));
        assertEquals(List.of(), statistics.applications(capture), "no DPI ran");
        assertEquals(List.of(), statistics.countries(capture), "no host is geolocated");
        assertEquals(List.of(), statistics.topAutonomousSystems(capture, 10), "no host is geolocated");
    }

    @Test
    void autonomousSystemsCountTheirExternalHostsAndTheConversationsTheseTookPartInOnceEach() throws Exception {
        CaptureId capture = capture(database);
        long first = conversations.reserveIds(5);
        Geo google = new Geo("United States", "US", null, null, "AS15169", "Google LLC", Geo.OFFLINE);
        Geo cloudflare = new Geo("Australia", "AU", null, null, "AS13335", "Cloudflare, Inc.", Geo.OFFLINE);
        Geo placeOnly = new Geo("Switzerland", "CH", null, null, null, null, Geo.OFFLINE);
        HostFacts inside = HostFacts.UNKNOWN;
        conversations.addAll(List.of(
                row(capture, first, "10.0.0.1", 5000, "8.8.8.8", new Volume(1, 600), new Volume(1, 400))
                        .withHosts(inside, HostFacts.UNKNOWN.withGeo(google)),
                row(capture, first + 1, "10.0.0.1", 5001, "8.8.4.4", new Volume(1, 500), Volume.NONE)
                        .withHosts(inside, HostFacts.UNKNOWN.withGeo(google)),
                row(capture, first + 2, "8.8.8.8", 5002, "1.1.1.1", new Volume(1, 300), Volume.NONE)
                        .withHosts(HostFacts.UNKNOWN.withGeo(google), HostFacts.UNKNOWN.withGeo(cloudflare)),
                // both ends in one system: one conversation of it, its bytes once
                row(capture, first + 3, "8.8.8.8", 5003, "8.8.4.4", new Volume(1, 70), Volume.NONE)
                        .withHosts(HostFacts.UNKNOWN.withGeo(google), HostFacts.UNKNOWN.withGeo(google)),
                row(capture, first + 4, "10.0.0.1", 5004, "9.9.9.9", new Volume(1, 50), Volume.NONE)
                        .withHosts(inside, HostFacts.UNKNOWN.withGeo(placeOnly))));
        JdbcConversationStatistics statistics = new JdbcConversationStatistics(database);

        assertEquals(List.of(
                new CaptureOverview.AutonomousSystem("AS15169", "Google LLC", 2, 4, 1000 + 500 + 300 + 70),
                new CaptureOverview.AutonomousSystem("AS13335", "Cloudflare, Inc.", 1, 1, 300)),
                statistics.topAutonomousSystems(capture, 10));
        assertEquals(1, statistics.topAutonomousSystems(capture, 1).size());
    }

    @Test
    void everySortableFieldHasAColumnAndEachSideSortsByWhatItSent() throws Exception {
        CaptureId capture = capture(database);
        long first = conversations.reserveIds(3);
        ConversationRow a = row(capture, first, "10.0.0.1", 5000, "10.0.0.9", new Volume(1, 100), new Volume(9, 900));
        ConversationRow b = row(capture, first + 1, "10.0.0.2", 5001, "10.0.0.9", new Volume(5, 500), new Volume(1, 60));
        ConversationRow c = row(capture, first + 2, "10.0.0.3", 5002, "10.0.0.9", new Volume(3, 300), new Volume(3, 300));
        conversations.addAll(List.of(a, b, c));

        for (ConversationField field : ConversationField.values()) {
            assertEquals(3, page(capture, field, true).size(), field.name());
        }
        assertEquals(List.of(b.id(), c.id(), a.id()), page(capture, ConversationField.SRC_BYTES, false));
        assertEquals(List.of(b.id(), c.id(), a.id()), page(capture, ConversationField.DST_PACKETS, true));
        assertEquals(List.of(a.id(), c.id(), b.id()), page(capture, ConversationField.TOTAL_BYTES, false));
    }

    private static List<ConversationId> page(CaptureId capture, ConversationField field, boolean ascending) {
        ConversationQuery all = ConversationQuery.all();
        ConversationQuery sorted = all.sortedBy(List.of(new ConversationQuery.Sort(field, ascending)));
        assertEquals(3, conversations.count(capture, all, PayloadHits.NONE));
        return conversations.page(capture, sorted, PayloadHits.NONE, 0, 10).stream().map(ConversationRow::id).toList();
    }

    @Test
    void facetsAndRuleSeveritiesSpeakOfWhatTheRowsHold() throws Exception {
        CaptureId capture = capture(database);
        long first = conversations.reserveIds(2);
        ConversationRow a = row(capture, first, "10.0.0.1", 5000, "10.0.0.9", new Volume(1, 60), Volume.NONE);
        ConversationRow b = row(capture, first + 1, "10.0.0.2", 5001, "10.0.0.9", new Volume(1, 60), Volume.NONE);
        conversations.addAll(List.of(a.withHosts(new HostFacts(null, DeviceType.ROUTER), HostFacts.UNKNOWN), b));
        conversations.updateCustomRules(capture, Map.of(a.id().value(), List.of(new RuleMatch("gw", Severity.LOW))));
        conversations.updateDeviceTypes(capture, Map.of("10.0.0.9", DeviceType.SERVER));

        Map<Facet, Map<String, Long>> facets = conversations.facets(capture, ConversationQuery.all(), PayloadHits.NONE);
        assertEquals(Set.of(Facet.values()), facets.keySet());
        assertEquals(Map.of("HTTP", 2L), facets.get(Facet.PROTOCOL));
        assertEquals(Map.of("Server", 2L, "Router", 1L), facets.get(Facet.DEVICE_TYPE));
        assertEquals(Map.of("gw", 1L), facets.get(Facet.CUSTOM_RULE));
        assertEquals(Map.of("gw", Severity.LOW), conversations.ruleSeverities(capture));
        assertEquals(DeviceType.SERVER, conversations.find(b.id()).orElseThrow().dstHost().deviceType());
        assertEquals(List.of(new RuleMatch("gw", Severity.LOW)), conversations.find(a.id()).orElseThrow().customRules());
        assertEquals(List.of(), conversations.find(b.id()).orElseThrow().customRules());
        assertEquals(new java.util.TreeSet<>(List.of(new ConversationId(4242))),
                conversations.notInCapture(capture, List.of(a.id(), new ConversationId(4242))));
    }

    private static ConversationRow labelled(CaptureId capture, long id, int srcPort, String protocol, List<String> fileTypes) {
        Identity identity = new Identity(new ConversationKey("10.0.0.9:80-10.0.0.1:" + srcPort + "-" + protocol),
                "10.0.0.1", srcPort, "10.0.0.9", 80, Transport.TCP);
        return ConversationRow.dissected(new ConversationId(id), capture, identity,
                new Traffic(1_000_000_000L * id, 1_000_000_000L * id + 5_000_000, 1, new Volume(1, 60), Volume.NONE),
                new Labels(protocol, protocol, fileTypes, List.of()), null);
    }

    @Test
    void aFacetCountIsTheListTotalWithThatValueAddedAndExclusionsLeaveRowsOut() throws Exception {
        CaptureId capture = capture(database);
        long first = conversations.reserveIds(5);
        conversations.addAll(List.of(
                labelled(capture, first, 5000, "HTTP", List.of("PE", "ZIP")),
                labelled(capture, first + 1, 5001, "HTTP", List.of("PE")),
                labelled(capture, first + 2, 5002, "HTTP", List.of()),
                labelled(capture, first + 3, 5003, "DNS", List.of()),
                labelled(capture, first + 4, 5004, "TLS", List.of("ZIP"))));
        ConversationQuery all = ConversationQuery.all();
        ConversationQuery http = all.including(Facet.PROTOCOL, "HTTP");
        ConversationQuery pe = all.including(Facet.FILE_TYPE, "PE");
        ConversationQuery notZip = ConversationQuery.where(FilterForm.excluded(QueryField.FILETYPE, List.of("ZIP")));

        // the other groups' filters apply; a group's own selection is widened by the value (OR)
        assertEquals(Map.of("HTTP", 3L, "DNS", 1L, "TLS", 1L), conversations.facets(capture, all, PayloadHits.NONE).get(Facet.PROTOCOL));
        assertEquals(Map.of("PE", 2L, "ZIP", 1L), conversations.facets(capture, http, PayloadHits.NONE).get(Facet.FILE_TYPE));
        assertEquals(Map.of("HTTP", 3L, "DNS", 4L, "TLS", 4L), conversations.facets(capture, http, PayloadHits.NONE).get(Facet.PROTOCOL));
        // ZIP rows not already holding PE: the TLS row only
        assertEquals(Map.of("PE", 2L, "ZIP", 3L), conversations.facets(capture, pe, PayloadHits.NONE).get(Facet.FILE_TYPE));
        // excluded: the rows holding ZIP are gone, everywhere; ZIP counts as if selected instead
        assertEquals(3, conversations.count(capture, notZip, PayloadHits.NONE));
        assertEquals(Map.of("HTTP", 2L, "DNS", 1L), conversations.facets(capture, notZip, PayloadHits.NONE).get(Facet.PROTOCOL));
        assertEquals(Map.of("PE", 1L, "ZIP", 2L), conversations.facets(capture, notZip, PayloadHits.NONE).get(Facet.FILE_TYPE));

        for (ConversationQuery q : List.of(all, http, pe, notZip, http.including(Facet.FILE_TYPE, "ZIP"))) {
            conversations.facets(capture, q, PayloadHits.NONE).forEach((facet, counts) -> counts.forEach((value, count) -> assertEquals(
                    conversations.count(capture, q.including(facet, value), PayloadHits.NONE), count, facet + " " + value + " in " + q)));
        }
    }
}
