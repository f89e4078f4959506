package io.pcaplens.webapp;

import jakarta.json.JsonObject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The monitor's changes on reference captures of the corpus (analysed once per service, {@link AnalysedCaptures}),
 * for the facts the office series of {@link MonitorIT} does not hold: a host's first scan finding, and a new DHCP
 * server, each against what tshark and the findings API show of the captures.
 */
class MonitorCapturesIT extends DeployedService {

    private MonitorClient monitor;

    @BeforeEach
    void monitor() {
        monitor = new MonitorClient(api);
    }

    private String newNetwork() throws Exception {
        return monitor.createNetwork("corpus " + UUID.randomUUID());
    }

    @Test
    void theFirstScanOfAHostIsAFindingChange() throws Exception {
        // tls13-curl (2019) before tcp-scan (2023-01-24) before mdns (2025): the network's order is by capture start
        Map<String, String> ids = AnalysedCaptures.ids(api, List.of("tls13-curl.pcap", "tcp-scan.pcapng", "mdns.pcap"));
        String scanner = FindingsIT.scanner("tcp-scan.pcapng");
        List<JsonObject> scans = api.all("api/v1/files/" + ids.get("tcp-scan.pcapng") + "/findings").stream()
                .filter(f -> f.getString("kind").endsWith("_scan")).toList();
        assertFalse(scans.isEmpty(), "tcp-scan.pcapng has a scan finding");
        for (String quiet : List.of("tls13-curl.pcap", "mdns.pcap")) {
            assertTrue(api.all("api/v1/files/" + ids.get(quiet) + "/findings").stream()
                    .noneMatch(f -> f.getString("kind").endsWith("_scan")), quiet + " has no scan");
        }

        String net = newNetwork();
        monitor.added(net, ids.get("tcp-scan.pcapng"));
        monitor.added(net, ids.get("tls13-curl.pcap"));
        List<JsonObject> found = monitor.changes(net, "type=FINDING_APPEARED").stream()
                .filter(c -> c.getString("after").endsWith("_scan")).toList();
        assertFalse(found.isEmpty(), "no scan change in " + monitor.changes(net, ""));
        for (JsonObject c : found) {
            assertEquals(scanner, c.getString("entity"), c.toString());
            JsonObject finding = scans.stream().filter(f -> c.getString("description").contains(f.getString("findingId")))
                    .findFirst().orElseThrow(() -> new AssertionError("no finding named in " + c));
            assertEquals(c.getString("after"), finding.getString("kind"));
            String severity = finding.getString("severity");
            // the monitor's three steps: critical; high and medium; low and info
            String expected = severity.equals("critical") ? "CRITICAL"
                    : severity.equals("high") || severity.equals("medium") ? "WARNING" : "INFO";
            assertEquals(expected, c.getString("severity"), c.toString());
            assertTrue(c.getString("description").startsWith(finding.getString("title")), c.toString());
        }

        // the scan goes away afterwards: no change; and a scan already there is none either
        String after = newNetwork();
        monitor.added(after, ids.get("tcp-scan.pcapng"));
        monitor.added(after, ids.get("mdns.pcap"));
        assertTrue(monitor.changes(after, "type=FINDING_APPEARED").stream()
                .noneMatch(c -> c.getString("after").endsWith("_scan")), monitor.changes(after, "").toString());
    }

    /**
     * A DHCP server is a host tshark shows answering from the server port to the client port. dhcp.pcap (2004) has
     * one, large-mixed-merged (2024) another: after the first, the second is a new server besides it; after
     * tls13-curl (2019, no DHCP) it is only the first one the network saw.
     */
    @Test
    void aNewDhcpServerBesidesTheKnownOneIsCritical() throws Exception {
        List<String> captures = List.of("dhcp.pcap", "tls13-curl.pcap", "large-mixed-merged.pcap");
        Map<String, String> ids = AnalysedCaptures.ids(api, captures);
        Map<String, List<String>> servers = new HashMap<>();
        for (String capture : captures) {
            servers.put(capture, TsharkOutput.of(capture, "-Y", "udp.srcport == 67 && udp.dstport == 68", "-T",
                    "fields", "-e", "ip.src").lines().filter(l -> !l.isBlank()).distinct().sorted().toList());
        }
        assertEquals(1, servers.get("dhcp.pcap").size(), servers.toString());
        assertEquals(List.of(), servers.get("tls13-curl.pcap"));
        String known = servers.get("dhcp.pcap").get(0);
        String second = servers.get("large-mixed-merged.pcap").get(0);
        assertNotEquals(known, second);

        String rogue = newNetwork();
        monitor.added(rogue, ids.get("large-mixed-merged.pcap"));
        monitor.added(rogue, ids.get("dhcp.pcap"));
        assertEquals(List.of("CRITICAL " + second + ":67/udp " + second + " New DHCP server " + second + " besides " + known),
                dhcpChanges(rogue));
        assertTrue(monitor.changes(rogue, "type=SERVICE_APPEARED").stream()
                .noneMatch(c -> c.getString("entity").endsWith(":67/udp")), "the service rule leaves it to this one");

        String quiet = newNetwork();
        for (String capture : captures) {
            monitor.added(quiet, ids.get(capture));
        }
        assertEquals(List.of("INFO " + second + ":67/udp " + second + " DHCP server seen: " + second),
                dhcpChanges(quiet), "the week before saw no DHCP server");
        monitor.deleteNetwork(rogue);
        monitor.deleteNetwork(quiet);
    }

    private List<String> dhcpChanges(String net) throws Exception {
        return monitor.changes(net, "type=DHCP_SERVER_APPEARED").stream().map(c -> c.getString("severity") + " "
                + c.getString("entity") + " " + c.getString("after") + " " + c.getString("description")).toList();
    }
}
