package io.pcaplens.application.contract;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.CommunityId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.domain.conversation.HostFacts;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.domain.conversation.Severity;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.conversation.port.ConversationRepository;
import io.pcaplens.domain.flow.DpiFacts;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.IdsAlert;
import io.pcaplens.domain.flow.TlsFacts;
import io.pcaplens.domain.packet.SeenName;
import io.pcaplens.domain.packet.Transport;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What every {@link ConversationRepository} does with the rows an analysis writes and the use cases read back
 * one by one (the list queries, the facets and the rule severities are the database's alone): ids reserved,
 * rows stored whole, walked in id order, checked against a capture, grouped by connection, given their custom
 * rules and device types, and deleted with their capture.
 */
public abstract class ConversationRepositoryContract {

    private ConversationRepository conversations;

    /** The store the tests run on; each test works in captures of its own. */
    protected abstract ConversationRepository repository();

    /** A capture the store may hold rows of (a stored capture, where the store needs one). */
    protected abstract CaptureId aCapture();

    @BeforeEach
    void store() {
        conversations = repository();
    }

    /** An HTTP row from the client's port to the server's port 80, row {@code id}'s second of traffic. */
    private static ConversationRow http(CaptureId capture, long id, String client, int port, String server) {
        Identity identity = new Identity(new ConversationKey(server + ":80-" + client + ":" + port + "-HTTP"), client,
                port, server, 80, Transport.TCP);
        return ConversationRow.dissected(new ConversationId(id), capture, identity,
                new Traffic(1_000_000_000L * id, 1_000_000_000L * id + 5_000_000, id, new Volume(2, 140),
                        new Volume(1, 60)),
                new Labels("HTTP", "HTTP", List.of(), List.of()), null);
    }

    /** The server's answer on the same connection, the other way round: the same flow. */
    private static ConversationRow reply(CaptureId capture, long id, String client, int port, String server) {
        Identity identity = new Identity(new ConversationKey(client + ":" + port + "-" + server + ":80-TCP"), server,
                80, client, port, Transport.TCP);
        return ConversationRow.dissected(new ConversationId(id), capture, identity,
                new Traffic(1_000_000_000L * id, 1_000_000_000L * id + 1_000, 1, new Volume(1, 1460), Volume.NONE),
                new Labels("TCP", "TCP", List.of(), List.of()), null);
    }

    /** A TLS row with every part set: DPI and TLS facts, names, an IDS alert, both hosts, a custom rule, files. */
    private static ConversationRow full(CaptureId capture, long id) {
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

    private static ConversationRow keyed(ConversationRow r, String suffix) {
        Identity i = r.identity();
        return new ConversationRow(r.id(), r.captureId(), new Identity(new ConversationKey(i.key().value() + " " + suffix),
                i.srcIp(), i.srcPort(), i.dstIp(), i.dstPort(), i.transport(), i.communityId()), r.traffic(), r.labels(),
                r.flow(), r.idsAlerts(), r.srcHost(), r.dstHost(), r.customRules(), r.extractedFileCount());
    }

    private static ConversationRow withRules(ConversationRow r, List<RuleMatch> rules) {
        return new ConversationRow(r.id(), r.captureId(), r.identity(), r.traffic(), r.labels(), r.flow(),
                r.idsAlerts(), r.srcHost(), r.dstHost(), rules, r.extractedFileCount());
    }

    private static List<ConversationId> ids(List<ConversationRow> rows) {
        return rows.stream().map(ConversationRow::id).toList();
    }

    private static TreeSet<ConversationId> sorted(ConversationRow... rows) {
        TreeSet<ConversationId> ids = new TreeSet<>();
        for (ConversationRow r : rows) {
            ids.add(r.id());
        }
        return ids;
    }

    @Test
    void reservedIdsAreConsecutiveAndNeverReservedTwice() {
        long first = conversations.reserveIds(3);
        long next = conversations.reserveIds(ConversationRepository.ID_BLOCK);
        long last = conversations.reserveIds(1);

        assertTrue(next >= first + 3 || next + ConversationRepository.ID_BLOCK <= first,
                "the blocks " + first + "+3 and " + next + "+" + ConversationRepository.ID_BLOCK + " overlap");
        assertTrue((last >= first + 3 || last < first) && (last >= next + ConversationRepository.ID_BLOCK || last < next),
                last + " lies in an earlier block");
    }

    @Test
    void moreIdsThanABlockAreRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> conversations.reserveIds(ConversationRepository.ID_BLOCK + 1));
    }

    @Test
    void rowsStoredAreFoundWhole() {
        CaptureId capture = aCapture();
        long first = conversations.reserveIds(2);
        ConversationRow everything = full(capture, first);
        ConversationRow bare = http(capture, first + 1, "10.0.0.1", 6000, "10.0.0.2");

        conversations.addAll(List.of(everything, bare));

        assertEquals(Optional.of(everything), conversations.find(everything.id()));
        assertEquals(Optional.of(bare), conversations.find(bare.id()));
        assertEquals(Optional.empty(), conversations.find(new ConversationId(first + 2)));
    }

    @Test
    void aKeyIsTheCapturesOnceAndAnotherCaptureMayHoldItToo() {
        CaptureId capture = aCapture();
        CaptureId other = aCapture();
        long first = conversations.reserveIds(3);
        ConversationRow stored = http(capture, first, "10.0.0.1", 6000, "10.0.0.2");
        conversations.addAll(List.of(stored));
        ConversationRow sameKey = full(capture, first + 1);
        sameKey = new ConversationRow(sameKey.id(), capture, stored.identity(), sameKey.traffic(), sameKey.labels(),
                sameKey.flow(), sameKey.idsAlerts(), sameKey.srcHost(), sameKey.dstHost(), sameKey.customRules(),
                sameKey.extractedFileCount());
        List<ConversationRow> twice = List.of(sameKey);

        assertThrows(IllegalStateException.class, () -> conversations.addAll(twice));
        assertEquals(Optional.of(stored), conversations.find(stored.id()));
        assertEquals(Optional.empty(), conversations.find(sameKey.id()));

        ConversationRow elsewhere = http(other, first + 2, "10.0.0.1", 6000, "10.0.0.2");
        conversations.addAll(List.of(elsewhere));
        assertEquals(Optional.of(elsewhere), conversations.find(elsewhere.id()));
    }

    @Test
    void theWalkGoesInIdOrderFromTheGivenIdOverTheCapturesRowsOnly() {
        CaptureId capture = aCapture();
        CaptureId other = aCapture();
        long first = conversations.reserveIds(5);
        ConversationRow a = http(capture, first, "10.0.0.1", 6000, "10.0.0.2");
        ConversationRow b = http(capture, first + 1, "10.0.0.1", 6001, "10.0.0.2");
        ConversationRow elsewhere = http(other, first + 2, "10.0.0.1", 6002, "10.0.0.2");
        ConversationRow c = http(capture, first + 3, "10.0.0.1", 6003, "10.0.0.2");
        ConversationRow d = http(capture, first + 4, "10.0.0.1", 6004, "10.0.0.2");
        // stored out of their order
        conversations.addAll(List.of(d, b));
        conversations.addAll(List.of(c, elsewhere, a));

        assertEquals(ids(List.of(a, b)), ids(conversations.pageAfter(capture, 0, 2)));
        assertEquals(ids(List.of(c, d)), ids(conversations.pageAfter(capture, b.id().value(), 2)));
        assertEquals(List.of(d), conversations.pageAfter(capture, c.id().value(), 10));
        assertEquals(List.of(), conversations.pageAfter(capture, d.id().value(), 10));
        assertEquals(List.of(elsewhere), conversations.pageAfter(other, 0, 10));
    }

    @Test
    void theIdsNotOfTheCaptureAreNamedInAscendingOrder() {
        CaptureId capture = aCapture();
        CaptureId other = aCapture();
        long first = conversations.reserveIds(3);
        ConversationRow mine = http(capture, first, "10.0.0.1", 6000, "10.0.0.2");
        ConversationRow theirs = http(other, first + 1, "10.0.0.1", 6000, "10.0.0.2");
        conversations.addAll(List.of(mine, theirs));
        ConversationId unknown = new ConversationId(first + 2);

        assertEquals(new TreeSet<>(List.of(theirs.id(), unknown)),
                conversations.notInCapture(capture, List.of(unknown, mine.id(), theirs.id(), unknown)));
        assertEquals(new TreeSet<>(), conversations.notInCapture(capture, List.of(mine.id())));
    }

    @Test
    void theRowsOfAConnectionAreThoseOfItsFlowEitherWayRoundInTheCaptureOnly() {
        CaptureId capture = aCapture();
        CaptureId other = aCapture();
        long first = conversations.reserveIds(5);
        ConversationRow request = http(capture, first, "10.0.0.1", 6000, "10.0.0.2");
        ConversationRow answer = reply(capture, first + 1, "10.0.0.1", 6000, "10.0.0.2");
        ConversationRow anotherPort = http(capture, first + 2, "10.0.0.1", 6001, "10.0.0.2");
        ConversationRow sameFlowElsewhere = http(other, first + 3, "10.0.0.1", 6000, "10.0.0.2");
        // a later request on the connection: a row of its own, under a key of its own
        ConversationRow again = keyed(http(capture, first + 4, "10.0.0.1", 6000, "10.0.0.2"), "second request");
        conversations.addAll(List.of(request, answer, anotherPort, sameFlowElsewhere, again));

        assertEquals(sorted(request, answer, again), conversations.sameConnections(capture, List.of(answer.id())));
        assertEquals(sorted(request, answer, anotherPort, again),
                conversations.sameConnections(capture, List.of(again.id(), anotherPort.id())));
        assertEquals(new TreeSet<>(), conversations.sameConnections(capture, List.of(sameFlowElsewhere.id())),
                "a row of another capture names no connection of this one");
    }

    @Test
    void theCustomRulesWrittenAreTheRowsOwnAndEveryOtherRowOfTheCaptureHasNone() {
        CaptureId capture = aCapture();
        CaptureId other = aCapture();
        long first = conversations.reserveIds(3);
        ConversationRow matched = http(capture, first, "10.0.0.1", 6000, "10.0.0.2");
        ConversationRow earlier = withRules(http(capture, first + 1, "10.0.0.1", 6001, "10.0.0.2"),
                List.of(new RuleMatch("old rule", Severity.LOW)));
        ConversationRow elsewhere = withRules(http(other, first + 2, "10.0.0.1", 6002, "10.0.0.2"),
                List.of(new RuleMatch("old rule", Severity.LOW)));
        conversations.addAll(List.of(matched, earlier, elsewhere));
        List<RuleMatch> fired = List.of(new RuleMatch("plain http", Severity.HIGH), new RuleMatch("lab", Severity.LOW));

        conversations.updateCustomRules(capture, Map.of(matched.id().value(), fired,
                elsewhere.id().value(), List.of(new RuleMatch("not here", Severity.HIGH))));

        assertEquals(Optional.of(withRules(matched, fired)), conversations.find(matched.id()));
        assertEquals(Optional.of(withRules(earlier, List.of())), conversations.find(earlier.id()));
        assertEquals(Optional.of(elsewhere), conversations.find(elsewhere.id()), "another capture's rows keep theirs");
    }

    @Test
    void theDeviceTypesWrittenAreSetOnEitherSideOfTheCapturesRowsWithThatAddress() {
        CaptureId capture = aCapture();
        CaptureId other = aCapture();
        long first = conversations.reserveIds(3);
        ConversationRow request = http(capture, first, "10.0.0.1", 6000, "10.0.0.2")
                .withHosts(new HostFacts(null, DeviceType.MOBILE), new HostFacts(null, DeviceType.PRINTER));
        ConversationRow answer = reply(capture, first + 1, "10.0.0.1", 6000, "10.0.0.2");
        ConversationRow elsewhere = http(other, first + 2, "10.0.0.1", 6000, "10.0.0.2");
        conversations.addAll(List.of(request, answer, elsewhere));

        conversations.updateDeviceTypes(capture, Map.of("10.0.0.2", DeviceType.SERVER));

        assertEquals(Optional.of(request.withHosts(new HostFacts(null, DeviceType.MOBILE),
                new HostFacts(null, DeviceType.SERVER))), conversations.find(request.id()));
        assertEquals(Optional.of(answer.withHosts(new HostFacts(null, DeviceType.SERVER), HostFacts.UNKNOWN)),
                conversations.find(answer.id()));
        assertEquals(Optional.of(elsewhere), conversations.find(elsewhere.id()));
    }

    @Test
    void deletingACapturesRowsLeavesTheOtherCapturesRows() {
        CaptureId capture = aCapture();
        CaptureId other = aCapture();
        long first = conversations.reserveIds(3);
        ConversationRow a = http(capture, first, "10.0.0.1", 6000, "10.0.0.2");
        ConversationRow b = full(capture, first + 1);
        ConversationRow kept = http(other, first + 2, "10.0.0.1", 6000, "10.0.0.2");
        conversations.addAll(List.of(a, b, kept));

        conversations.deleteByCapture(capture);

        assertEquals(List.of(), conversations.pageAfter(capture, 0, 10));
        assertEquals(Optional.empty(), conversations.find(a.id()));
        assertEquals(Optional.empty(), conversations.find(b.id()));
        assertEquals(Optional.of(kept), conversations.find(kept.id()));
    }
}
