package io.pcaplens.persistence.host;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.conversation.DnsAnswers;
import io.pcaplens.domain.conversation.HostFacts;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.Login;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.host.Classification;
import io.pcaplens.domain.host.HostDetail;
import io.pcaplens.domain.host.HostIdentity;
import io.pcaplens.domain.host.HostName;
import io.pcaplens.domain.host.HostProfile;
import io.pcaplens.domain.packet.HostClaims;
import io.pcaplens.domain.packet.IdentityClaim;
import io.pcaplens.domain.packet.NameClaim;
import io.pcaplens.domain.packet.PasswordSeen;
import io.pcaplens.domain.packet.Transport;
import io.pcaplens.persistence.CaptureRecords;
import io.pcaplens.persistence.TestDatabase;
import io.pcaplens.persistence.conversation.JdbcConversationRepository;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import javax.sql.DataSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The names and users the rows' packets stated, put into the inventory by SQL: each expectation summed here from
 * the stored rows' claims, for the inventory's hosts only.
 */
class JdbcHostClaimsInventoryTest {

    private static final String CARD = "02:00:00:00:00:05";
    private static JdbcHostInventoryRepository inventory;
    private static CaptureId capture;
    private static final List<ConversationRow> ROWS = new ArrayList<>();

    @BeforeAll
    static void stored() {
        DataSource db = TestDatabase.migrated();
        inventory = new JdbcHostInventoryRepository(db);
        capture = CaptureRecords.completedCapture(db);
        JdbcConversationRepository conversations = new JdbcConversationRepository(db);
        long id = conversations.reserveIds(10);
        // a DNS answer names a host of the capture and an address it never talked to
        row(id, "10.0.0.1", 40000, "10.0.0.53", 53, new HostClaims(List.of(
                new NameClaim("10.0.0.5", "files.example.test", NameClaim.Source.DNS),
                new NameClaim("203.0.113.9", "far.example.test", NameClaim.Source.DNS),
                new NameClaim("10.0.0.5", "files.example.test", NameClaim.Source.DNS_PTR)), List.of()), List.of());
        row(id + 1, "10.0.0.1", 40001, "10.0.0.53", 53, new HostClaims(List.of(
                new NameClaim("10.0.0.5", "files.example.test", NameClaim.Source.DNS)), List.of()), List.of());
        // a DHCP client named by its card, asking from 0.0.0.0: the host whose card it is gets the name
        row(id + 2, "0.0.0.0", 68, "255.255.255.255", 67, new HostClaims(List.of(
                new NameClaim(CARD, "ws-five", NameClaim.Source.DHCP)), List.of()), List.of());
        row(id + 3, "10.0.0.5", 50000, "10.0.0.1", 445, new HostClaims(List.of(
                new NameClaim("10.0.0.5", "ws-five", NameClaim.Source.NTLMSSP)), List.of(
                new IdentityClaim("10.0.0.5", "alice", "EXAMPLE", IdentityClaim.Source.NTLMSSP))), List.of());
        row(id + 4, "10.0.0.5", 50001, "10.0.0.2", 88, new HostClaims(List.of(), List.of(
                new IdentityClaim("10.0.0.5", "alice", "EXAMPLE.TEST", IdentityClaim.Source.KERBEROS))), List.of());
        row(id + 5, "10.0.0.5", 50002, "10.0.0.1", 21, HostClaims.NONE,
                List.of(new Login("FTP", "alice", "10.0.0.5", PasswordSeen.CLEAR)));
        conversations.addAll(ROWS);
        new JdbcHostRepository(db).replace(capture, List.of(
                new HostProfile("10.0.0.5", CARD, null, new Classification(DeviceType.UNKNOWN, 0, List.of()), null),
                new HostProfile("0.0.0.0", CARD, null, new Classification(DeviceType.UNKNOWN, 0, List.of()), null)));
        inventory.rebuild(capture);
    }

    private static void row(long id, String src, int srcPort, String dst, int dstPort, HostClaims claims,
                            List<Login> logins) {
        ROWS.add(new ConversationRow(new ConversationId(id), capture,
                new Identity(new ConversationKey("k" + id), src, srcPort, dst, dstPort, Transport.UDP),
                new Traffic(1_000_000_000L * id, 1_000_000_000L * id + 500, id, new Volume(1, 100), new Volume(1, 100)),
                new Labels("UDP", null, List.of(), List.of(), List.of(), logins, DnsAnswers.NONE, claims), null, null,
                HostFacts.UNKNOWN, HostFacts.UNKNOWN, null, 0));
    }

    /** What the rows state of an address: name and source, with the rows' first start, last end and count. */
    private static Map<String, String> expectedNames(String address, String card) {
        Map<String, List<ConversationRow>> by = new TreeMap<>();
        for (ConversationRow r : ROWS) {
            Set<String> seen = new TreeSet<>();
            for (NameClaim c : r.labels().claims().names()) {
                if (c.address().equals(address) || c.address().equals(card)) {
                    seen.add(c.source() + " " + c.name());
                }
            }
            seen.forEach(k -> by.computeIfAbsent(k, x -> new ArrayList<>()).add(r));
        }
        Map<String, String> out = new TreeMap<>();
        by.forEach((k, rows) -> out.put(k, rows.stream().mapToLong(r -> r.traffic().startNanos()).min().orElseThrow()
                + " " + rows.stream().mapToLong(r -> r.traffic().endNanos()).max().orElseThrow() + " " + rows.size()));
        return out;
    }

    private static Map<String, String> names(HostDetail d) {
        Map<String, String> out = new TreeMap<>();
        for (HostName n : d.names()) {
            out.put(n.source() + " " + n.name(), n.firstNanos() + " " + n.lastNanos() + " " + n.conversations());
        }
        return out;
    }

    @Test
    void aHostHasTheNamesStatedForItsAddressAndItsCard() {
        HostDetail host = inventory.find(capture, "10.0.0.5").orElseThrow();
        Map<String, String> expected = expectedNames("10.0.0.5", CARD);
        assertEquals(Set.of("DNS files.example.test", "DNS_PTR files.example.test", "DHCP ws-five",
                "NTLMSSP ws-five"), expected.keySet());
        assertEquals(expected, names(host));
    }

    @Test
    void anAddressNamedButNotInTheCaptureAndTheUnspecifiedAddressGetNoNames() {
        assertTrue(inventory.find(capture, "203.0.113.9").isEmpty());
        assertTrue(inventory.find(capture, "0.0.0.0").orElseThrow().names().isEmpty());
        assertFalse(inventory.find(capture, "10.0.0.1").orElseThrow().names().stream()
                .anyMatch(n -> n.name().equals("files.example.test")));
    }

    @Test
    void aHostsIdentitiesAreItsKerberosNtlmAndLoginUsers() {
        List<String> expected = new ArrayList<>();
        for (ConversationRow r : ROWS) {
            r.labels().claims().identities().stream().filter(i -> i.address().equals("10.0.0.5"))
                    .forEach(i -> expected.add(i.source() + " " + i.user() + " " + i.domain() + " "
                            + r.traffic().startNanos() + " 1"));
            r.labels().logins().stream().filter(l -> l.client().equals("10.0.0.5"))
                    .forEach(l -> expected.add(l.protocol() + " " + l.user() + "  " + r.traffic().startNanos() + " 1"));
        }
        List<String> found = new ArrayList<>();
        for (HostIdentity i : inventory.find(capture, "10.0.0.5").orElseThrow().identities()) {
            found.add(i.source() + " " + i.user() + " " + i.domain() + " " + i.firstNanos() + " " + i.conversations());
        }
        assertEquals(expected.stream().sorted().toList(), found.stream().sorted().toList());
        assertEquals(3, found.size());
        assertTrue(inventory.find(capture, "10.0.0.1").orElseThrow().identities().isEmpty());
        assertTrue(inventory.find(capture, "10.0.0.2").orElseThrow().identities().isEmpty());
    }
}
