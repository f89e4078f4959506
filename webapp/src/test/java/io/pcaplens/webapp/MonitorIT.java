package io.pcaplens.webapp;

import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.UUID;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The monitor on the eight-week office series (shared/pcaps/monitor): snapshots placed by capture start
 * whatever order they are added in, the whole change list pinned by a reviewed golden file, the changes each
 * week is known for (docs/monitor-facts.md reads them from the captures' frames), recomputation when a
 * snapshot is inserted or removed, reviews that survive it, and every status code of the monitor's API.
 */
class MonitorIT extends DeployedService {

    private static final Path GOLDEN = Path.of(System.getProperty("pcaplens.golden", "src/test/resources/golden"))
            .resolve("monitor-office-weeks.tsv");
    private static final List<String> WEEKS = List.of("week1_baseline.pcap", "week2_personal_laptop_vpn.pcap",
            "week3_telnet_bittorrent.pcap", "week4_ftp_exfil_gateway_change.pcap",
            "week5_shadow_device_arp_spoof.pcap", "week6_peak_violations.pcap",
            "week7_violations_drop_gateway_back.pcap", "week8_near_baseline.pcap");
    /** The weeks' file ids by week number, uploaded once for all tests of the class. */
    private static final Map<Integer, String> FILES = new TreeMap<>();

    private MonitorClient monitor;

    @BeforeEach
    void monitor() {
        monitor = new MonitorClient(api);
    }

    /** The file id of week {@code n}'s capture, all eight uploaded and analysed on first use. */
    private String week(int n) throws Exception {
        if (FILES.isEmpty()) {
            Map<Integer, String> uploaded = new TreeMap<>();
            for (int w = 1; w <= WEEKS.size(); w++) {
                String name = "monitor/" + WEEKS.get(w - 1);
                uploaded.put(w, api.uploadAfresh(name, Captures.bytes(name), Map.of()));
            }
            for (String id : uploaded.values()) {
                JsonObject file = api.awaitAnalysis(id, Captures.ANALYSIS);
                assertEquals("COMPLETED", file.getString("status"), file.toString());
            }
            FILES.putAll(uploaded);
        }
        return FILES.get(n);
    }

    private String newNetwork() throws Exception {
        return monitor.createNetwork("office " + UUID.randomUUID());
    }

    /** A network holding the given weeks, added in the given order; returns its id. */
    private String networkOf(int... weeks) throws Exception {
        String net = newNetwork();
        for (int w : weeks) {
            monitor.added(net, week(w));
        }
        return net;
    }

    /** Snapshot id → "weekN". */
    private Map<String, String> labels(String net) throws Exception {
        Map<String, Integer> weekOfFile = new HashMap<>();
        for (int w = 1; w <= WEEKS.size(); w++) {
            weekOfFile.put(week(w), w);
        }
        Map<String, String> labels = new LinkedHashMap<>();
        for (JsonObject s : monitor.snapshots(net)) {
            labels.put(s.getString("id"), "week" + weekOfFile.get(s.getString("fileId")));
        }
        return labels;
    }

    /** The network's changes as golden lines, in the list's order. */
    private List<String> lines(String net, String query) throws Exception {
        Map<String, String> labels = labels(net);
        List<String> lines = new ArrayList<>();
        for (JsonObject c : monitor.changes(net, query)) {
            lines.add(String.join("\t", labels.get(c.getString("toSnapshotId")),
                    c.containsKey("fromSnapshotId") ? labels.get(c.getString("fromSnapshotId")) : "",
                    c.getString("severity"), c.getString("type"), c.getString("entity"), Api.string(c, "before"),
                    Api.string(c, "after"), c.getString("description")));
        }
        return lines;
    }

    /**
     * Whether a change line is of a type the golden file holds: the findings' changes, and the names' and users'
     * (HOST_RENAMED, IDENTITY_APPEARED), came later and are checked by the tests of their own weeks.
     */
    private static boolean beforeFindingsAndNames(String line) {
        return !line.contains("\tFINDING_APPEARED\t") && !line.contains("\tHOST_RENAMED\t")
                && !line.contains("\tIDENTITY_APPEARED\t");
    }

    private static List<String> golden() throws Exception {
        return Files.readAllLines(GOLDEN).stream().skip(1).toList();
    }

    /** The golden lines of one pair, "weekN" after "weekM" ("" for the baseline). */
    private static List<String> goldenPair(String current, String previous) throws Exception {
        return golden().stream().filter(l -> l.startsWith(current + "\t" + previous + "\t")).toList();
    }

    /** The changes week {@code n}'s snapshot brought, from the network's list. */
    private List<JsonObject> changesOf(String net, int n) throws Exception {
        String snapshot = labels(net).entrySet().stream().filter(e -> e.getValue().equals("week" + n))
                .map(Map.Entry::getKey).findFirst().orElseThrow();
        return monitor.changes(net, "snapshotId=" + snapshot);
    }

    private static boolean has(List<JsonObject> changes, String type, String entity, String severity) {
        return changes.stream().anyMatch(c -> c.getString("type").equals(type) && c.getString("entity").equals(entity)
                && c.getString("severity").equals(severity));
    }

    @Test
    void theOfficeWeeksAddedInAnyOrderAreOrderedByCaptureStartAndGiveTheGoldenChanges() throws Exception {
        List<Integer> order = new ArrayList<>(IntStream.rangeClosed(1, 8).boxed().toList());
        Collections.shuffle(order, new Random(20240108));
        assertNotEquals(IntStream.rangeClosed(1, 8).boxed().toList(), order);
        String net = newNetwork();
        for (int w : order) {
            JsonObject s = monitor.added(net, week(w));
            assertEquals(week(w), s.getString("fileId"));
            assertEquals(net, s.getString("networkId"));
        }

        List<JsonObject> snapshots = monitor.snapshots(net);
        assertEquals(IntStream.rangeClosed(1, 8).mapToObj(w -> FILES.get(w)).toList(),
                snapshots.stream().map(s -> s.getString("fileId")).toList(), "added in the order " + order);
        for (JsonObject s : snapshots) {
            JsonObject tools = s.getJsonObject("tools");
            assertEquals(api.get("api/v1/files/" + s.getString("fileId")).json().getJsonObject("tools"), tools,
                    "a snapshot says which tools read its capture");
            assertEquals("SKIPPED", tools.getJsonObject("suricata").getString("status"), "the weeks are read without IDS");
        }
        for (int i = 0; i < snapshots.size(); i++) {
            assertEquals(i + 1, snapshots.get(i).getInt("order"));
            if (i > 0) {
                assertTrue(OffsetDateTime.parse(snapshots.get(i - 1).getString("captureStart"))
                        .isBefore(OffsetDateTime.parse(snapshots.get(i).getString("captureStart"))));
            }
        }
        Api.Reply network = api.get(MonitorClient.network(net));
        assertEquals(8, network.json().getInt("snapshotCount"));

        // the weeks' findings have their own test (theFirstScanOfAHostIsAFindingChange)
        List<String> lines = lines(net, "").stream().filter(MonitorIT::beforeFindingsAndNames).toList();
        if (!Files.exists(GOLDEN)) {
            Files.write(GOLDEN, header(lines), StandardCharsets.UTF_8);
            fail("wrote " + GOLDEN + " from this run: read it against docs/monitor-facts.md before keeping it");
        }
        assertEquals(String.join("\n", golden()), String.join("\n", lines));

        // each snapshot's changeCount and summary count its pair's changes
        for (JsonObject s : snapshots) {
            List<JsonObject> own = monitor.changes(net, "snapshotId=" + s.getString("id"));
            assertEquals(own.size(), s.getInt("changeCount"), s.toString());
            JsonObject summary = s.getJsonObject("summary");
            for (String severity : List.of("INFO", "WARNING", "CRITICAL")) {
                assertEquals(own.stream().filter(c -> c.getString("severity").equals(severity)).count(),
                        summary.getJsonObject("changes").getInt(severity), severity + " of " + s);
            }
            assertTrue(summary.getInt("hosts") > 100, summary.toString());
            assertTrue(summary.getJsonNumber("bytes").longValue() > 100_000, summary.toString());
        }
    }

    private static List<String> header(List<String> lines) {
        List<String> all = new ArrayList<>();
        all.add("snapshot\tprevious\tseverity\ttype\tentity\tbefore\tafter\tdescription");
        all.addAll(lines);
        return all;
    }

    /** What each week of the series is known for (docs/monitor-facts.md, "What the office series shows"). */
    @Test
    void eachWeekBringsTheChangesItIsKnownFor() throws Exception {
        String net = networkOf(8, 7, 6, 5, 4, 3, 2, 1);

        List<JsonObject> baseline = changesOf(net, 1);
        assertEquals(List.of(), baseline, "the baseline has nothing to compare with and no address on two cards");

        List<JsonObject> week2 = changesOf(net, 2);
        assertTrue(week2.stream().anyMatch(c -> c.getString("type").equals("HOST_APPEARED")
                && c.getString("entity").equals("10.0.4.20") && c.getString("after").equals("dc:a6:32:55:55:05")),
                "the personal laptop");
        assertTrue(has(week2, "APPLICATION_APPEARED", "WireGuard", "WARNING"), week2.toString());
        assertTrue(has(week2, "PROTOCOL_APPEARED", "WIREGUARD", "WARNING"), week2.toString());

        List<JsonObject> week3 = changesOf(net, 3);
        assertTrue(has(week3, "SERVICE_APPEARED", "10.0.2.10:23/tcp", "WARNING"), "Telnet service");
        assertTrue(has(week3, "PROTOCOL_APPEARED", "TELNET", "INFO"), "a protocol a custom rule judges");
        assertTrue(has(week3, "APPLICATION_APPEARED", "BitTorrent", "INFO"), week3.toString());
        assertTrue(has(week3, "RULE_MATCH_APPEARED", "cleartext-telnet", "WARNING"), week3.toString());
        assertTrue(has(week3, "RULE_MATCH_APPEARED", "bittorrent", "WARNING"), week3.toString());

        List<JsonObject> week4 = changesOf(net, 4);
        assertTrue(has(week4, "SERVICE_APPEARED", "192.0.2.99:21/tcp", "WARNING"), "FTP to an external host");
        assertTrue(has(week4, "RULE_MATCH_APPEARED", "cleartext-credentials", "WARNING"), week4.toString());
        JsonObject upstream = week4.stream().filter(c -> c.getString("type").equals("UPSTREAM_CHANGED"))
                .findFirst().orElseThrow();
        assertEquals(List.of("203.0.113.1", "198.51.100.1", "CRITICAL"),
                List.of(upstream.getString("before"), upstream.getString("after"), upstream.getString("severity")));

        List<JsonObject> week5 = changesOf(net, 5);
        JsonObject conflict = week5.stream().filter(c -> c.getString("type").equals("ADDRESS_CONFLICT"))
                .findFirst().orElseThrow();
        assertEquals(List.of("10.0.1.11", "ac:de:48:22:22:02, b8:27:eb:77:77:07", "CRITICAL"),
                List.of(conflict.getString("entity"), conflict.getString("after"), conflict.getString("severity")));
        assertTrue(week5.stream().anyMatch(c -> c.getString("type").equals("HOST_APPEARED")
                && c.getString("entity").equals("10.0.4.50") && c.getString("after").equals("b8:27:eb:77:77:07")),
                "the shadow device on its own address");

        // week 6 holds the most violations: the tunnel, Telnet, BitTorrent and FTP of the weeks before go on,
        // and three staff addresses are claimed by a second card; so it brings the most CRITICAL changes
        Map<Integer, Integer> violations = new TreeMap<>();
        Map<Integer, Long> critical = new TreeMap<>();
        for (JsonObject s : monitor.snapshots(net)) {
            int w = Integer.parseInt(labels(net).get(s.getString("id")).substring(4));
            violations.put(w, s.getJsonObject("summary").getInt("violationCount"));
            critical.put(w, (long) s.getJsonObject("summary").getJsonObject("changes").getInt("CRITICAL"));
        }
        int peak = Collections.max(violations.values());
        assertEquals(peak, violations.get(6), "week 6 has the most violations: " + violations);
        assertEquals(1, violations.values().stream().filter(n -> n == peak).count(), "and alone: " + violations);
        assertEquals(3L, critical.get(6));
        assertEquals(Collections.max(critical.values()), critical.get(6), critical.toString());

        List<JsonObject> week7 = changesOf(net, 7);
        JsonObject back = week7.stream().filter(c -> c.getString("type").equals("UPSTREAM_CHANGED"))
                .findFirst().orElseThrow();
        assertEquals(List.of("198.51.100.1", "203.0.113.1", "CRITICAL"),
                List.of(back.getString("before"), back.getString("after"), back.getString("severity")));
        assertTrue(violations.get(7) < violations.get(6) / 2, "the violations drop in week 7: " + violations);

        // week 8 is near the baseline: the IMAP logins in clear text of week 1 come back, nothing else; week 7
        // had none, so each client tshark shows logging in (imap.request.username) is a cleartext_credentials
        // finding again
        List<JsonObject> week8 = changesOf(net, 8);
        List<String> expected = new ArrayList<>(List.of("RISK_APPEARED clear_text_credentials",
                "RISK_APPEARED unsafe_protocol", "RULE_MATCH_APPEARED cleartext-credentials"));
        List<String> clients = java.util.Arrays.stream(TsharkOutput.of("monitor/" + WEEKS.get(7), "-Y",
                        "imap.request.username", "-T", "fields", "-e", "ip.src").split("\n"))
                .filter(l -> !l.isBlank()).distinct().sorted().toList();
        clients.forEach(client -> expected.add("FINDING_APPEARED " + client));
        // and their users, none of whom logged in during week 7, are accounts new to the network again
        clients.forEach(client -> expected.add("IDENTITY_APPEARED " + client));
        assertTrue(expected.size() > 3, "tshark shows IMAP logins in week 8");
        assertEquals(expected, week8.stream().filter(c -> !c.getString("severity").equals("INFO"))
                .map(c -> c.getString("type") + " " + c.getString("entity")).toList());
        assertTrue(week8.stream().filter(c -> c.getString("type").equals("FINDING_APPEARED"))
                .allMatch(c -> c.getString("after").equals("cleartext_credentials")), week8.toString());
        assertEquals(0, week8.stream().filter(c -> c.getString("severity").equals("CRITICAL")).count());
        assertEquals(violations.get(1), violations.get(8), "as many violations as the baseline: " + violations);
    }

    @Test
    void aSnapshotAddedBetweenTwoOthersReplacesTheirPairByTwoNewOnes() throws Exception {
        String net = networkOf(1, 3);
        assertEquals(goldenPairFromAnotherNetwork(3, 1), lines(net, ""));

        JsonObject inserted = monitor.added(net, week(2));
        assertEquals(2, inserted.getInt("order"));
        List<String> expected = new ArrayList<>(goldenPair("week2", "week1"));
        expected.addAll(goldenPair("week3", "week2"));
        assertEquals(expected, lines(net, ""));
        assertEquals(List.of(1, 2, 3), monitor.snapshots(net).stream().map(s -> s.getInt("order")).toList());
    }

    @Test
    void removingASnapshotComparesTheTwoItStoodBetween() throws Exception {
        String net = networkOf(2, 1, 3);
        String middle = labels(net).entrySet().stream().filter(e -> e.getValue().equals("week2"))
                .map(Map.Entry::getKey).findFirst().orElseThrow();

        Api.Reply r = api.delete(MonitorClient.network(net) + "/snapshots/" + middle);
        assertEquals(204, r.status(), r.text());
        assertEquals(goldenPairFromAnotherNetwork(3, 1), lines(net, ""));
        List<JsonObject> left = monitor.snapshots(net);
        assertEquals(List.of(week(1), week(3)), left.stream().map(s -> s.getString("fileId")).toList());
        assertEquals(List.of(1, 2), left.stream().map(s -> s.getInt("order")).toList());
        assertEquals(200, api.get("api/v1/files/" + week(2)).status(), "the capture stays");
    }

    /** Week 3 against week 1 directly, as a network of those two alone gives it. */
    private List<String> goldenPairFromAnotherNetwork(int current, int previous) throws Exception {
        String net = networkOf(previous, current);
        List<String> lines = lines(net, "");
        monitor.deleteNetwork(net);
        assertFalse(lines.isEmpty());
        return lines;
    }

    @Test
    void aReviewStaysWithItsChangeWhenThePairIsComparedAgain() throws Exception {
        String net = networkOf(3, 5);
        JsonObject upstream = monitor.changes(net, "type=UPSTREAM_CHANGED").get(0);
        Api.Reply r = api.json("PATCH", MonitorClient.network(net) + "/changes/" + upstream.getString("id"),
                "{\"reviewed\": true, \"notes\": \"failover to the backup line, announced\"}");
        assertEquals(200, r.status(), r.text());
        assertTrue(r.json().getBoolean("reviewed"));

        // week 4 between them: the upstream now changes from week 3 to week 4, the same change, still reviewed
        String week4 = monitor.added(net, week(4)).getString("id");
        JsonObject moved = monitor.changes(net, "type=UPSTREAM_CHANGED").get(0);
        assertEquals(week4, moved.getString("toSnapshotId"));
        assertTrue(moved.getBoolean("reviewed"), moved.toString());
        assertEquals("failover to the backup line, announced", moved.getString("notes"));

        // out and in again: a new snapshot of week 4, and the change found again keeps its review
        assertEquals(204, api.delete(MonitorClient.network(net) + "/snapshots/" + week4).status());
        JsonObject again = monitor.changes(net, "type=UPSTREAM_CHANGED").get(0);
        assertTrue(again.getBoolean("reviewed"));
        String readded = monitor.added(net, week(4)).getString("id");
        assertNotEquals(week4, readded);
        JsonObject kept = monitor.changes(net, "type=UPSTREAM_CHANGED").get(0);
        assertEquals(readded, kept.getString("toSnapshotId"));
        assertTrue(kept.getBoolean("reviewed"));
        assertEquals("failover to the backup line, announced", kept.getString("notes"));

        assertEquals(1, monitor.changes(net, "reviewed=true").size());
        assertEquals(monitor.changes(net, "").size() - 1, monitor.changes(net, "reviewed=false").size());
    }

    @Test
    void changesAreFilteredBySnapshotTypeSeverityAndReview() throws Exception {
        String net = networkOf(4, 5, 6);
        List<JsonObject> all = monitor.changes(net, "");
        List<JsonObject> critical = monitor.changes(net, "severity=critical");
        assertEquals(all.stream().filter(c -> c.getString("severity").equals("CRITICAL")).toList(), critical);
        List<JsonObject> twoTypes = monitor.changes(net, "type=ADDRESS_CONFLICT,HOST_APPEARED");
        assertEquals(all.stream().filter(c -> List.of("ADDRESS_CONFLICT", "HOST_APPEARED").contains(c.getString("type")))
                .toList(), twoTypes);
        assertEquals(twoTypes, monitor.changes(net, "type=ADDRESS_CONFLICT&type=HOST_APPEARED"));

        Api.Reply page = api.get(MonitorClient.network(net) + "/changes?size=10&page=2");
        assertEquals(200, page.status(), page.text());
        JsonObject body = page.json();
        assertEquals(all.size(), body.getJsonNumber("total").longValue());
        assertEquals((all.size() + 9) / 10, body.getJsonNumber("totalPages").longValue());
        assertEquals(all.subList(10, Math.min(20, all.size())), body.getJsonArray("items").getValuesAs(JsonObject.class));
    }

    @Test
    void factsShowWhatTheComparisonSaw() throws Exception {
        String net = networkOf(5);
        JsonObject snapshot = monitor.snapshots(net).get(0);
        Api.Reply r = api.get(MonitorClient.network(net) + "/snapshots/" + snapshot.getString("id") + "/facts");
        assertEquals(200, r.status(), r.text());
        JsonObject facts = r.json();
        assertEquals(snapshot.getString("id"), facts.getJsonObject("snapshot").getString("id"));
        assertEquals("00:aa:bb:cc:dd:01", facts.getJsonObject("gateway").getString("mac"));
        assertEquals("10.0.1.1", facts.getJsonObject("gateway").getString("ip"));
        assertEquals("198.51.100.1", facts.getString("upstreamPeer"));
        JsonObject contested = facts.getJsonArray("contestedAddresses").getJsonObject(0);
        assertEquals("10.0.1.11", contested.getString("ip"));
        assertEquals(List.of("ac:de:48:22:22:02", "b8:27:eb:77:77:07"),
                contested.getJsonArray("macs").getValuesAs(jakarta.json.JsonString.class).stream()
                        .map(jakarta.json.JsonString::getString).toList());
        assertTrue(facts.getJsonArray("hosts").getValuesAs(JsonObject.class).stream()
                .anyMatch(h -> h.getString("ip", "").equals("10.0.4.50")
                        && h.getString("mac").equals("b8:27:eb:77:77:07")), "the shadow device");
        assertTrue(facts.getJsonArray("bindings").size() > 100);
        assertTrue(facts.getJsonArray("services").getValuesAs(JsonObject.class).stream()
                .anyMatch(s -> s.getString("entity").equals("10.0.2.20:25/tcp")), "SMTP is back in week 5");
        assertEquals(facts.getJsonArray("hosts").size(), facts.getJsonObject("summary").getInt("hosts"));
        assertFalse(facts.containsKey("idsAlerts"), "IDS did not run for the capture");
        assertEquals(JsonValue.ValueType.ARRAY, facts.get("protocols").getValueType());
        // the office's external addresses are documentation ranges, which no autonomous system announces
        assertEquals(0, facts.getJsonArray("organisations").size(), facts.get("organisations").toString());
    }

    /** A capture deleted under a network takes its snapshot with it; the pair closing the gap is compared. */
    @Test
    void deletingACaptureTakesItsSnapshotOutAndClosesTheGap() throws Exception {
        String net = networkOf(1, 2, 3);
        assertEquals(204, api.delete("api/v1/files/" + week(2)).status());
        FILES.remove(2);
        try {
            assertEquals(List.of(week(1), week(3)),
                    monitor.snapshots(net).stream().map(s -> s.getString("fileId")).toList());
            assertEquals(goldenPairFromAnotherNetwork(3, 1), lines(net, ""));
        } finally {
            String name = "monitor/" + WEEKS.get(1);
            FILES.put(2, api.analysed(name));
        }
    }

    /**
     * The volume rule (docs/monitor.md, "Monitored networks") applied to tshark's own frames: per week, the frame bytes each
     * off-site address received from the office's addresses (10.0.0.0/8, docs/monitor-facts.md); a surge is ten
     * times the previous week's bytes to it (none counting as zero) and a growth of at least 5 % of everything the
     * previous week sent off-site.
     */
    @Test
    void aVolumeSurgeIsAnOffSiteAddressReceivingFarBeyondItsPreviousWeek() throws Exception {
        List<Map<String, Long>> sent = new ArrayList<>();
        for (String week : WEEKS) {
            Map<String, Long> toDestination = new TreeMap<>();
            for (String line : tsharkFields(Captures.path("monitor/" + week), "ip", "ip.src", "ip.dst", "frame.len")) {
                String[] f = line.split("\t");
                if (f[0].startsWith("10.") && !f[1].startsWith("10.") && !multicastOrBroadcast(f[1])) {
                    toDestination.merge(f[1], Long.parseLong(f[2]), Long::sum);
                }
            }
            sent.add(toDestination);
        }
        List<String> expected = new ArrayList<>();
        for (int w = 2; w <= WEEKS.size(); w++) {
            Map<String, Long> before = sent.get(w - 2);
            long history = before.values().stream().mapToLong(Long::longValue).sum();
            for (Map.Entry<String, Long> now : sent.get(w - 1).entrySet()) {
                long previous = before.getOrDefault(now.getKey(), 0L);
                if (now.getValue() >= 10 * previous && (now.getValue() - previous) * 100 >= 5 * history) {
                    expected.add("week" + w + " " + now.getKey() + " " + (before.containsKey(now.getKey()) ? previous : "")
                            + " -> " + now.getValue());
                }
            }
        }
        // the FTP "exfiltration" of week 4 moves 528 bytes: the week's surge is the new upstream's
        assertEquals(528L, sent.get(3).get("192.0.2.99"), sent.get(3).toString());
        assertFalse(expected.isEmpty(), "the series has surges: " + sent);

        String net = networkOf(1, 2, 3, 4, 5, 6, 7, 8);
        Map<String, String> labels = labels(net);
        assertEquals(expected, monitor.changes(net, "type=VOLUME_SURGE").stream()
                .peek(c -> assertEquals("WARNING", c.getString("severity")))
                .map(c -> labels.get(c.getString("toSnapshotId")) + " " + c.getString("entity") + " "
                        + Api.string(c, "before") + " -> " + c.getString("after")).toList());
        JsonObject facts = api.get(MonitorClient.network(net) + "/snapshots/"
                + labels.entrySet().stream().filter(e -> e.getValue().equals("week4")).findFirst().orElseThrow().getKey()
                + "/facts").json();
        Map<String, Long> served = new TreeMap<>();
        facts.getJsonArray("destinations").getValuesAs(JsonObject.class)
                .forEach(d -> served.put(d.getString("ip"), d.getJsonNumber("bytes").longValue()));
        assertEquals(sent.get(3), served, "the facts keep tshark's bytes per off-site address");
        monitor.deleteNetwork(net);
    }

    /**
     * A device type change needs a type on both sides: the office's hosts that the classifier calls a laptop one
     * week and Unknown the next (nothing they sent showed what they are) bring none. Address conflicts name each
     * card's maker as Wireshark's manuf file does.
     */
    @Test
    void unknownIsNoDeviceTypeAndConflictsNameTheCardsMakers() throws Exception {
        String net = networkOf(1, 2, 5);
        Map<String, String> weekOf = labels(net);
        Map<String, Map<String, String>> types = new HashMap<>();
        for (Map.Entry<String, String> s : weekOf.entrySet()) {
            Map<String, String> byIp = new HashMap<>();
            api.get(MonitorClient.network(net) + "/snapshots/" + s.getKey() + "/facts").json().getJsonArray("hosts")
                    .getValuesAs(JsonObject.class).stream().filter(h -> h.containsKey("ip"))
                    .forEach(h -> byIp.put(h.getString("ip"), h.getString("deviceType")));
            types.put(s.getValue(), byIp);
        }
        long lostVerdicts = types.get("week1").entrySet().stream()
                .filter(h -> !h.getValue().equals(types.get("week2").getOrDefault(h.getKey(), h.getValue())))
                .filter(h -> h.getValue().equals("Unknown") || types.get("week2").get(h.getKey()).equals("Unknown"))
                .count();
        assertTrue(lostVerdicts > 10, "hosts gaining or losing a verdict between weeks 1 and 2: " + lostVerdicts);
        assertEquals(List.of(), monitor.changes(net, "type=DEVICE_TYPE_CHANGED").stream()
                .filter(c -> "Unknown".equals(Api.string(c, "before")) || "Unknown".equals(Api.string(c, "after")))
                .toList());

        JsonObject conflict = monitor.changes(net, "type=ADDRESS_CONFLICT").get(0);
        String description = conflict.getString("description");
        assertTrue(description.contains("b8:27:eb:77:77:07 (" + manufName("B8:27:EB") + ")"), description);
        assertTrue(description.contains("ac:de:48:22:22:02 (" + manufName("AC:DE:48") + ")"), description);
        monitor.deleteNetwork(net);
    }

    /** The long name Wireshark's manuf file gives an OUI. */
    private static String manufName(String oui) throws Exception {
        return Files.readAllLines(Path.of("/usr/share/wireshark/manuf")).stream()
                .filter(l -> l.startsWith(oui + "\t")).map(l -> l.split("\t"))
                .map(f -> f.length > 2 ? f[2].strip() : f[1].strip()).findFirst().orElseThrow();
    }

    /**
     * A muted change type per entity is kept but left out of the list and the timeline's counts; a snapshot
     * accepted as the baseline makes its changes and those before it read as reviewed.
     */
    @Test
    void mutesAndTheBaselineQuietTheListWithoutLosingChanges() throws Exception {
        String net = networkOf(1, 2, 3, 4, 5, 6, 7, 8);
        String mutes = MonitorClient.network(net) + "/mutes";
        // the golden changes, and the weeks' findings changes beside them (theFirstScanOfAHostIsAFindingChange)
        List<String> golden = lines(net, "");
        assertEquals(golden(), golden.stream().filter(MonitorIT::beforeFindingsAndNames).toList());
        int all = monitor.changes(net, "").size();
        assertEquals(golden.size(), all);
        Map<String, String> labels = labels(net);
        String week5 = labels.entrySet().stream().filter(e -> e.getValue().equals("week5")).findFirst().orElseThrow()
                .getKey();

        Api.Reply muted = api.json("POST", mutes, "{\"type\": \"address_conflict\", \"entity\": \"10.0.1.11\"}");
        assertEquals(201, muted.status(), muted.text());
        assertEquals("ADDRESS_CONFLICT", muted.json().getString("type"));
        assertEquals(201, api.json("POST", mutes, "{\"type\": \"ADDRESS_CONFLICT\", \"entity\": \"10.0.1.11\"}")
                .status(), "muting twice changes nothing");
        List<JsonObject> listed = jakarta.json.Json.createReader(new java.io.StringReader(api.get(mutes).text()))
                .readArray().getValuesAs(JsonObject.class);
        assertEquals(List.of("ADDRESS_CONFLICT 10.0.1.11"),
                listed.stream().map(m -> m.getString("type") + " " + m.getString("entity")).toList());
        long conflictsOf11 = golden.stream().filter(l -> l.contains("\tADDRESS_CONFLICT\t10.0.1.11\t")).count();
        assertEquals(2, conflictsOf11, "weeks 5 and 6");
        assertEquals(all - conflictsOf11, monitor.changes(net, "").size());
        List<JsonObject> onlyMuted = monitor.changes(net, "muted=true");
        assertEquals(conflictsOf11, onlyMuted.size());
        assertTrue(onlyMuted.stream().allMatch(c -> c.getBoolean("muted")), onlyMuted.toString());
        assertEquals(all, monitor.changes(net, "muted=any").size());
        JsonObject fifth = monitor.snapshots(net).stream().filter(s -> s.getString("id").equals(week5)).findFirst()
                .orElseThrow();
        assertEquals(golden.stream().filter(l -> l.startsWith("week5\t") && l.contains("\tCRITICAL\t")).count() - 1,
                fifth.getJsonObject("summary").getJsonObject("changes").getInt("CRITICAL"), "the timeline counts it no more");
        assertProblem(400, api.json("POST", mutes, "{\"type\": \"LOUD\", \"entity\": \"10.0.1.11\"}"));
        assertProblem(400, api.json("POST", mutes, "{\"type\": \"HOST_APPEARED\"}"));
        assertProblem(400, api.get(MonitorClient.network(net) + "/changes?muted=maybe"));
        assertProblem(400, api.delete(mutes + "?type=ADDRESS_CONFLICT"));
        assertEquals(204, api.delete(mutes + "?type=ADDRESS_CONFLICT&entity=10.0.1.11").status());
        assertProblem(404, api.delete(mutes + "?type=ADDRESS_CONFLICT&entity=10.0.1.11"));
        assertEquals(all, monitor.changes(net, "").size());

        String baseline = MonitorClient.network(net) + "/baseline";
        assertFalse(api.get(baseline).json().containsKey("snapshotId"), "no baseline yet");
        Api.Reply accepted = api.json("PUT", baseline, "{\"snapshotId\": \"" + week5 + "\"}");
        assertEquals(200, accepted.status(), accepted.text());
        assertEquals(week5, api.get(baseline).json().getString("snapshotId"));
        List<String> after = golden.stream().filter(l -> l.matches("week[678]\t.*")).toList();
        assertEquals(after, lines(net, "reviewed=false"), "left to review: weeks 6 to 8");
        List<JsonObject> reviewed = monitor.changes(net, "reviewed=true");
        assertEquals(all - after.size(), reviewed.size());
        assertTrue(reviewed.stream().allMatch(c -> c.getBoolean("accepted") && c.getBoolean("reviewed")));
        assertProblem(404, api.json("PUT", baseline, "{\"snapshotId\": \"" + UUID.randomUUID() + "\"}"));
        assertProblem(400, api.json("PUT", baseline, "{\"snapshotId\": \"week5\"}"));
        assertEquals(204, api.delete(baseline).status());
        assertEquals(all, monitor.changes(net, "reviewed=false").size(), "every change has its own review back");
        assertProblem(404, api.delete(baseline));
        assertFalse(api.get(baseline).json().containsKey("snapshotId"), "cleared");
        assertProblem(404, api.get(MonitorClient.network(UUID.randomUUID().toString()) + "/mutes"));
        monitor.deleteNetwork(net);
    }

    /** One line per frame tshark displays, with the given fields separated by tabs. */
    private static List<String> tsharkFields(Path file, String filter, String... fields) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("tshark", "-n", "-r", file.toString(), "-Y", filter, "-T", "fields",
                "-E", "separator=/t"));
        for (String field : fields) {
            cmd.addAll(List.of("-e", field));
        }
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), "tshark could not read " + file);
        return out.lines().filter(l -> !l.isEmpty()).toList();
    }

    private static boolean multicastOrBroadcast(String ip) {
        int first = Integer.parseInt(ip.substring(0, ip.indexOf('.')));
        return first >= 224;
    }

    @Test
    void everyMistakeHasItsStatus() throws Exception {
        String networks = "api/v1/monitor/networks";
        assertEquals(400, api.json("POST", networks, "{\"description\": \"no name\"}").status());
        assertEquals(400, api.json("POST", networks, "{\"name\": \"  \"}").status());
        assertEquals(400, api.json("POST", networks, "{\"name\": 7}").status());
        assertEquals(400, api.json("POST", networks, "{\"name\": \"x\"").status());
        assertEquals(400, api.json("POST", networks, "[]").status());
        Api.Reply created = api.json("POST", networks, "{\"name\": \" Branch office \"}");
        assertEquals(201, created.status(), created.text());
        JsonObject network = created.json();
        assertEquals("Branch office", network.getString("name"));
        assertEquals("", network.getString("description"));
        assertEquals(0, network.getInt("snapshotCount"));
        assertTrue(created.contentType().startsWith("application/json"));
        String net = network.getString("id");

        String unknown = UUID.randomUUID().toString();
        for (String id : List.of(unknown, "not-a-uuid")) {
            assertProblem(404, api.get(networks + "/" + id));
            assertProblem(404, api.json("PATCH", networks + "/" + id, "{\"name\": \"x\"}"));
            assertProblem(404, api.delete(networks + "/" + id));
            assertProblem(404, api.get(networks + "/" + id + "/snapshots"));
            assertProblem(404, api.json("POST", networks + "/" + id + "/snapshots", "{\"fileId\": \"" + week(1) + "\"}"));
            assertProblem(404, api.get(networks + "/" + id + "/changes"));
        }
        assertProblem(400, api.json("PATCH", networks + "/" + net, "{\"name\": \"\"}"));
        assertProblem(400, api.json("PATCH", networks + "/" + net, "{}"));
        Api.Reply renamed = api.json("PATCH", networks + "/" + net, "{\"name\": \"Head office\", \"description\": \"HQ\"}");
        assertEquals(200, renamed.status(), renamed.text());
        assertEquals(List.of("Head office", "HQ"), List.of(renamed.json().getString("name"),
                renamed.json().getString("description")));
        assertEquals("Head office", api.get(networks + "/" + net).json().getString("name"));
        assertTrue(api.all(networks).stream().anyMatch(n -> n.getString("id").equals(net)));
        assertProblem(400, api.get(networks + "?size=5"));

        String snapshots = networks + "/" + net + "/snapshots";
        assertProblem(400, api.json("POST", snapshots, "{}"));
        assertProblem(400, api.json("POST", snapshots, "{\"fileId\": \"week1\"}"));
        assertProblem(400, api.json("POST", snapshots, "{\"fileId\": 12}"));
        assertProblem(400, api.json("POST", snapshots, "fileId=" + week(1)));
        assertProblem(404, api.json("POST", snapshots, "{\"fileId\": \"" + unknown + "\"}"));
        Api.Reply failed = api.json("POST", snapshots, "{\"fileId\": \"" + failedCapture() + "\"}");
        assertProblem(409, failed);
        assertTrue(failed.json().getString("detail").contains("FAILED"), failed.text());
        String empty = api.analysed("empty.pcap");
        assertProblem(422, api.json("POST", snapshots, "{\"fileId\": \"" + empty + "\"}"));
        assertEquals(201, monitor.add(net, week(1)).status());
        Api.Reply twice = monitor.add(net, week(1));
        assertProblem(409, twice);
        assertTrue(twice.json().getString("detail").contains("already"), twice.text());

        assertProblem(404, api.delete(snapshots + "/" + unknown));
        assertProblem(404, api.delete(snapshots + "/nope"));
        assertProblem(404, api.get(snapshots + "/" + unknown + "/facts"));

        String changes = networks + "/" + net + "/changes";
        for (String query : List.of("size=5", "size=101", "page=0", "type=BOGUS", "severity=SEVERE", "reviewed=maybe",
                "snapshotId=12")) {
            assertProblem(400, api.get(changes + "?" + query));
        }
        assertProblem(404, api.get(changes + "?snapshotId=" + unknown));
        assertProblem(404, api.json("PATCH", changes + "/" + unknown, "{\"reviewed\": true}"));
        assertProblem(404, api.json("PATCH", changes + "/nope", "{\"reviewed\": true}"));

        String withChanges = networkOf(4, 5);
        String change = monitor.changes(withChanges, "").get(0).getString("id");
        String review = MonitorClient.network(withChanges) + "/changes/" + change;
        assertProblem(400, api.json("PATCH", review, "{}"));
        assertProblem(400, api.json("PATCH", review, "{\"reviewed\": \"yes\"}"));
        assertProblem(400, api.json("PATCH", review, "{\"notes\": 3}"));
        assertProblem(400, api.json("PATCH", review, "not json"));
        Api.Reply noted = api.json("PATCH", review, "{\"notes\": \"asked Bob\"}");
        assertEquals(200, noted.status(), noted.text());
        assertEquals(List.of("false", "asked Bob"), List.of(String.valueOf(noted.json().getBoolean("reviewed")),
                noted.json().getString("notes")));

        monitor.deleteNetwork(withChanges);
        assertProblem(404, api.get(MonitorClient.network(withChanges)));
        assertEquals(200, api.get("api/v1/files/" + week(4)).status(), "the network's captures stay");
        monitor.deleteNetwork(net);
    }

    /** A capture whose analysis FAILED: a pcap header, then a record that claims more bytes than follow. */
    private String failedCapture() throws Exception {
        byte[] bytes = new byte[24 + 16 + 20];
        byte[] header = {(byte) 0xd4, (byte) 0xc3, (byte) 0xb2, (byte) 0xa1, 2, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                (byte) 0xff, (byte) 0xff, 0, 0, 1, 0, 0, 0};
        System.arraycopy(header, 0, bytes, 0, header.length);
        bytes[24 + 8] = (byte) 0xff;    // captured length 0xffff
        bytes[24 + 9] = (byte) 0xff;
        bytes[24 + 12] = (byte) 0xff;   // original length 0xffff
        bytes[24 + 13] = (byte) 0xff;
        JsonObject file = api.awaitAnalysis(api.uploadAfresh("broken.pcap", bytes, Map.of()), Captures.ANALYSIS);
        assertEquals("FAILED", file.getString("status"), file.toString());
        return file.getString("id");
    }

    private static void assertProblem(int status, Api.Reply r) {
        assertEquals(status, r.status(), r.text());
        assertTrue(r.contentType().startsWith("application/problem+json"), r.contentType() + ": " + r.text());
    }
}
