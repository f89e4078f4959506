package io.pcaplens.application.monitor;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.ChangeSeverity;
import io.pcaplens.domain.monitor.ChangeType;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.RecordedChange;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The names and users of a capture's host inventory become its snapshot's facts: a host that goes by another
 * name of its own, and a user new on a host, are changes; names it was given as a server, and peers beyond the
 * network, are not.
 */
class NamingChangesTest {

    private static final String ALICE = "10.0.1.10=ac:de:48:11:11:01";
    private static final String BOB = "10.0.1.11=ac:de:48:11:11:02";

    private final Monitor monitor = new Monitor();
    private final NetworkId network = monitor.network();
    private final CaptureId monday = monitor.capture("2024-01-08T09:00:00Z", List.of(ALICE, BOB), "TCP");
    private final CaptureId tuesday = monitor.capture("2024-01-09T09:00:00Z", List.of(ALICE, BOB), "TCP");

    private List<RecordedChange> changes(ChangeType type) throws Exception {
        monitor.adding.add(network, monday);
        monitor.adding.add(network, tuesday);
        return monitor.changes(network).stream().filter(c -> c.event().type() == type).toList();
    }

    @Test
    void aHostGoingByAnotherNameOfItsOwnIsARename() throws Exception {
        monitor.analysis.named(monday, "10.0.1.10", "alice-laptop", "DHCP");
        monitor.analysis.named(tuesday, "10.0.1.10", "mallory-pc", "NBNS");
        // a server name is no name of the host's own, and a host named for the first time is not renamed
        monitor.analysis.named(tuesday, "10.0.1.10", "intranet.example", "HTTP_HOST");
        monitor.analysis.named(tuesday, "10.0.1.11", "bob-phone", "MDNS");

        List<RecordedChange> renames = changes(ChangeType.HOST_RENAMED);
        assertEquals(1, renames.size(), renames.toString());
        assertEquals("10.0.1.10", renames.get(0).event().entity());
        assertEquals("alice-laptop", renames.get(0).event().before());
        assertEquals("mallory-pc", renames.get(0).event().after());
        assertEquals(ChangeSeverity.INFO, renames.get(0).event().severity());
    }

    @Test
    void aUserNewToTheNetworkIsAWarningAndOneNewOnAHostInformation() throws Exception {
        monitor.analysis.loggedIn(monday, "10.0.1.10", "alice", "CORP", "KERBEROS");
        monitor.analysis.loggedIn(tuesday, "10.0.1.10", "alice", "CORP", "KERBEROS");
        monitor.analysis.loggedIn(tuesday, "10.0.1.11", "alice", "CORP", "NTLM");
        monitor.analysis.loggedIn(tuesday, "10.0.1.11", "svc-backup", "", "FTP");
        // a login from beyond the network is not the network's
        monitor.analysis.loggedIn(tuesday, "198.51.100.7", "root", "", "FTP");

        List<String> found = changes(ChangeType.IDENTITY_APPEARED).stream()
                .map(c -> c.event().entity() + " " + c.event().after() + " " + c.event().severity()).sorted().toList();
        assertEquals(List.of("10.0.1.11 CORP\\alice INFO", "10.0.1.11 svc-backup WARNING"), found);
    }
}
