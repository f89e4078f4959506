package io.pcaplens.persistence.host;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.HostFacts;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.host.Classification;
import io.pcaplens.domain.host.HostLookup;
import io.pcaplens.domain.host.HostProfile;
import io.pcaplens.domain.host.HostRecord;
import io.pcaplens.domain.host.HostFilter;
import io.pcaplens.domain.host.HostSighting;
import io.pcaplens.domain.host.HostSort;
import io.pcaplens.domain.conversation.DeviceType;
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
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A host looked up across captures against the inventories built from stored rows: each expectation is read from
 * the inventory of each capture, one capture at a time, which the lookup must agree with in one statement.
 */
class JdbcHostSightingsTest {

    private static DataSource db;
    private static JdbcHostInventoryRepository inventory;
    private static JdbcHostSightings sightings;
    private static CaptureId monday, tuesday, elsewhere;
    private static UUID office;
    // addresses and names of this test's own, so that other tests' captures on the shared database never match
    private static final String WEB = "198.51.100." + (1 + (int) (Math.random() * 200));
    private static final String CLIENT = "10.77." + (int) (Math.random() * 250) + "." + (1 + (int) (Math.random() * 250));
    private static final String NAME = "sightings-" + UUID.randomUUID() + ".example";
    private static final String MAC = "02:00:5e:" + String.format("%02x:%02x:%02x", (int) (Math.random() * 256),
            (int) (Math.random() * 256), (int) (Math.random() * 256));

    @BeforeAll
    static void stored() throws SQLException {
        db = TestDatabase.migrated();
        inventory = new JdbcHostInventoryRepository(db);
        sightings = new JdbcHostSightings(db);
        JdbcConversationRepository conversations = new JdbcConversationRepository(db);
        JdbcHostRepository hosts = new JdbcHostRepository(db);
        monday = CaptureRecords.completedCapture(db);
        tuesday = CaptureRecords.completedCapture(db);
        elsewhere = CaptureRecords.completedCapture(db);
        long id = conversations.reserveIds(10);
        conversations.addAll(List.of(
                row(id, monday, CLIENT, WEB, 1, List.of(new SeenName(NAME, SeenName.Source.HTTP_HOST))),
                row(id + 1, tuesday, CLIENT, WEB, 5, List.of(new SeenName(NAME, SeenName.Source.TLS_SNI),
                        new SeenName(NAME, SeenName.Source.CERT_SAN))),
                row(id + 2, elsewhere, CLIENT, "203.0.113.9", 9, List.of())));
        hosts.replace(tuesday, List.of(new HostProfile(CLIENT, MAC, null,
                new Classification(DeviceType.MOBILE, 60, List.of()), null)));
        for (CaptureId c : List.of(monday, tuesday, elsewhere)) {
            inventory.rebuild(c);
        }
        office = UUID.randomUUID();
        Rows.update(db, "INSERT INTO network (id, name) VALUES (?, ?)", office, "office");
        Rows.update(db, "INSERT INTO snapshot (id, network_id, capture_id) VALUES (?, ?, ?)", UUID.randomUUID(),
                office, tuesday.uuid());
    }

    private static ConversationRow row(long id, CaptureId capture, String src, String dst, long second,
                                       List<SeenName> names) {
        return new ConversationRow(new ConversationId(id), capture,
                new Identity(new ConversationKey("s" + id), src, 50000, dst, 443, Transport.TCP),
                new Traffic(1_000_000_000L * second, 1_000_000_000L * second + 500, id, new Volume(3, 300),
                        new Volume(2, 2000)),
                new Labels("TLS", "TLS", List.of(), List.of(), names), null, null, HostFacts.UNKNOWN,
                HostFacts.UNKNOWN, null, 0);
    }

    private static List<HostSighting> all(String text) {
        HostLookup lookup = HostLookup.parse(text).orElseThrow();
        List<HostSighting> found = sightings.sightings(lookup, 0, 100);
        assertEquals(found.size(), sightings.count(lookup), text);
        return found;
    }

    /** The web server's record in each capture's own inventory that has it. */
    private static Map<CaptureId, HostRecord> inventoried(CaptureId... captures) {
        Map<CaptureId, HostRecord> found = new java.util.HashMap<>();
        for (CaptureId c : captures) {
            inventory.page(c, HostFilter.ALL, HostSort.DEFAULT, 0, 100).stream()
                    .filter(h -> h.address().equals(WEB)).forEach(h -> found.put(c, h));
        }
        return found;
    }

    @Test
    void anAddressIsFoundInEveryCaptureWhoseInventoryHasItNewestFirst() {
        List<HostSighting> found = all(WEB);
        Map<CaptureId, HostRecord> expected = inventoried(monday, tuesday, elsewhere);
        assertEquals(expected.keySet(), found.stream().map(HostSighting::captureId).collect(Collectors.toSet()));
        assertEquals(List.of(tuesday, monday), found.stream().map(HostSighting::captureId).toList());
        for (HostSighting s : found) {
            HostRecord h = expected.get(s.captureId());
            assertEquals(h.traffic().bytes(), s.bytes());
            assertEquals(h.traffic().packets(), s.packets());
            assertEquals(h.traffic().firstNanos(), s.firstNanos());
            assertEquals(HostLookup.Kind.ADDRESS, s.matchedBy());
        }
        // the client is in all three
        assertEquals(3, all(CLIENT).size());
    }

    @Test
    void aNameFindsTheHostItWasGivenOncePerCaptureInAnyCase() {
        List<HostSighting> found = all(NAME.toUpperCase());
        assertEquals(List.of(tuesday, monday), found.stream().map(HostSighting::captureId).toList());
        assertTrue(found.stream().allMatch(s -> s.address().equals(WEB) && s.name().equals(NAME)
                && s.matchedBy() == HostLookup.Kind.NAME), found.toString());
    }

    @Test
    void aMacFindsTheHostWhoseCardItIs() {
        List<HostSighting> found = all(MAC.toUpperCase().replace(':', '-'));
        assertEquals(List.of(tuesday), found.stream().map(HostSighting::captureId).toList());
        assertEquals(CLIENT, found.get(0).address());
    }

    @Test
    void aSightingNamesTheNetworksItsCaptureIsASnapshotOf() {
        Map<CaptureId, List<String>> networks = all(WEB).stream().collect(Collectors.toMap(HostSighting::captureId,
                s -> s.networks().stream().map(n -> n.id() + "=" + n.name()).toList()));
        assertEquals(Map.of(tuesday, List.of(office + "=office"), monday, List.of()), networks);
    }

    @Test
    void pagesFollowOneAnotherAndNothingIsFoundForAHostNoCaptureHas() {
        HostLookup lookup = HostLookup.parse(CLIENT).orElseThrow();
        List<HostSighting> every = sightings.sightings(lookup, 0, 100);
        assertEquals(every.subList(1, 3), sightings.sightings(lookup, 1, 2));
        assertEquals(List.of(), all("unknown-" + UUID.randomUUID() + ".example"));
        assertEquals(0, sightings.count(HostLookup.parse("192.0.2.254").orElseThrow()));
    }
}
