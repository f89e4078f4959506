package io.pcaplens.webapp;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.math.BigDecimal;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * A capture's overview, its timeline and the explorer's time window on the deployed service, checked against
 * what tshark's own statistics (io,stat and io,phs) make of the same captures, and the overview page in a browser.
 */
class OverviewIT extends DeployedService {

    private static final Pattern IO_STAT_ROW = Pattern.compile(
            "^\\|\\s*[\\d.]+\\s*<>\\s*(?:[\\d.]+|Dur)\\s*\\|\\s*(\\d+)\\s*\\|\\s*(\\d+)\\s*\\|$");
    private static final Pattern PHS_ROW = Pattern.compile("^( *)(\\S+)\\s+frames:(\\d+) bytes:(\\d+)$");

    private JsonObject get(String path) throws Exception {
        Api.Reply r = api.get(path);
        assertEquals(200, r.status(), r.text());
        return r.json();
    }

    private static Instant instant(String iso) {
        return OffsetDateTime.parse(iso).toInstant();
    }

    private static String tshark(String capture, String... args) throws IOException, InterruptedException {
        return TsharkOutput.of(capture, args);
    }

    /** tshark's I/O statistics at the interval given: frames and bytes per interval, from the first frame on. */
    private static List<long[]> ioStat(String capture, long intervalNanos) throws Exception {
        String seconds = BigDecimal.valueOf(intervalNanos, 9).stripTrailingZeros().toPlainString();
        List<long[]> rows = new ArrayList<>();
        for (String line : tshark(capture, "-q", "-z", "io,stat," + seconds).split("\n")) {
            Matcher m = IO_STAT_ROW.matcher(line.strip());
            if (m.matches()) {
                rows.add(new long[] {Long.parseLong(m.group(1)), Long.parseLong(m.group(2))});
            }
        }
        return rows;
    }

    /**
     * The timeline's bins start at the first frame's time, are as wide as the nice width says, and hold the frames
     * and bytes tshark's I/O statistics count in the same intervals.
     */
    @Test
    void theTimelineCountsWhatTsharksIoStatisticsCount() throws Exception {
        Map<String, Integer> binsAskedFor = Map.of("http-bro-org-browsing.pcap", 18, "dns-mixed-records.pcap", 100,
                "tls12-basic.pcap", 50, "icmp-tunnel.pcap", 200, "http-png-image-port1080.pcapng", 400);
        for (Map.Entry<String, Integer> e : binsAskedFor.entrySet()) {
            String capture = e.getKey();
            String fileId = AnalysedCaptures.id(api, capture);
            JsonObject file = get("api/v1/files/" + fileId);
            JsonObject t = get("api/v1/files/" + fileId + "/timeline?bins=" + e.getValue());
            long width = t.getJsonNumber("binNanos").longValue();
            JsonArray bins = t.getJsonArray("bins");
            assertTrue(bins.size() <= e.getValue(), capture);

            Instant firstFrame = firstFrame(capture);
            assertEquals(firstFrame, instant(t.getString("start")), capture + ": bins start at the first frame");
            assertEquals(instant(file.getString("captureStart")), firstFrame, capture);
            List<long[]> expected = ioStat(capture, width);
            assertEquals(expected.size(), bins.size(), capture + " in bins of " + t.getString("binWidth"));
            for (int i = 0; i < bins.size(); i++) {
                JsonObject bin = bins.getJsonObject(i);
                assertEquals(firstFrame.plusNanos(i * width), instant(bin.getString("start")), capture + " bin " + i);
                assertEquals(expected.get(i)[0], bin.getJsonNumber("packets").longValue(), capture + " bin " + i);
                assertEquals(expected.get(i)[1], bin.getJsonNumber("bytes").longValue(), capture + " bin " + i);
            }
        }
    }

    /** The first frame's time as tshark reads it. */
    private static Instant firstFrame(String capture) throws Exception {
        String epoch = tshark(capture, "-c", "1", "-T", "fields", "-e", "frame.time_epoch").strip();
        BigDecimal seconds = new BigDecimal(epoch);
        return Instant.ofEpochSecond(seconds.longValue(), seconds.remainder(BigDecimal.ONE).movePointRight(9).longValue());
    }

    /** Frames and bytes per layer path, as tshark's Protocol Hierarchy Statistics print them. */
    private static Map<String, List<Long>> phs(String capture) throws Exception {
        Map<String, List<Long>> layers = new TreeMap<>();
        List<String> stack = new ArrayList<>();
        for (String line : tshark(capture, "-q", "-z", "io,phs").split("\n")) {
            Matcher m = PHS_ROW.matcher(line);
            if (m.matches()) {
                int depth = m.group(1).length() / 2;
                stack.subList(depth, stack.size()).clear();
                stack.add(m.group(2));
                layers.put(String.join(":", stack), List.of(Long.parseLong(m.group(3)), Long.parseLong(m.group(4))));
            }
        }
        return layers;
    }

    private static void flatten(JsonArray layers, String parent, Map<String, List<Long>> into) {
        for (JsonValue v : layers) {
            JsonObject l = v.asJsonObject();
            String path = parent.isEmpty() ? l.getString("protocol") : parent + ":" + l.getString("protocol");
            into.put(path, List.of(l.getJsonNumber("frames").longValue(), l.getJsonNumber("bytes").longValue()));
            flatten(l.getJsonArray("children"), path, into);
        }
    }

    /** Layers io,phs shows that name no dissector call: reassembly, a PDU continued, sub-dissectors of a tree. */
    private static final java.util.Set<String> PHS_ONLY = java.util.Set.of("tcp.segments", "mailslot", "srvsvc", "basicxid");
    /** Layers called inside another's tree, so io,phs does not show them. */
    private static final java.util.Set<String> CALLED_INSIDE = java.util.Set.of("gss-api", "spnego", "ntlmssp", "bencode",
            "sdp", "json", "nflog");
    /** Messages whose content is dissected inside their own tree: io,phs shows it only when reassembly lifts it. */
    private static final java.util.Set<String> CONTENT_INSIDE = java.util.Set.of("icmp", "icmpv6", "quic", "imf",
            "mime_multipart", "http", "smtp");
    /** Headers that carry themselves (IP in IP, two VLAN tags): named twice in a row in both trees. */
    private static final java.util.Set<String> SELF_CARRYING = java.util.Set.of("eth", "vlan", "ieee8021ad", "mpls",
            "ip", "ipv6", "gre", "ppp", "pppoe");

    /**
     * Both trees on what both count the same way (docs/explorer.md, Overview and timeline): io,phs's nodes that name no
     * dissector call go, field items ({@code wlan.fixed.*}, {@code ftp-data.setup-frame}) count as their protocol;
     * the layers called inside another's tree go from ours; a protocol's several messages in one frame are one
     * node in both; and below a message whose content lies inside its own tree neither is compared.
     */
    private static Map<String, List<Long>> comparable(Map<String, List<Long>> tree, boolean phs) {
        Map<String, List<Long>> out = new TreeMap<>();
        tree.forEach((path, counts) -> {
            List<String> layers = List.of(path.split(":"));
            List<String> own = projected(layers, phs);
            if (own.equals(projected(layers.subList(0, layers.size() - 1), phs))
                    || own.subList(0, own.size() - 1).stream().anyMatch(CONTENT_INSIDE::contains)) {
                return;
            }
            out.merge(String.join(":", own), counts, (a, b) -> List.of(a.get(0) + b.get(0), a.get(1) + b.get(1)));
        });
        return out;
    }

    private static List<String> projected(List<String> layers, boolean phs) {
        List<String> out = new ArrayList<>();
        for (String layer : layers) {
            String name = layer;
            if (phs && (PHS_ONLY.contains(layer) || layer.startsWith("..."))) {
                continue;
            }
            if (phs && layer.contains(".") && !layer.equals("_ws.malformed")) {
                name = layer.substring(0, layer.indexOf('.'));
            }
            if (!phs && CALLED_INSIDE.contains(layer)) {
                continue;
            }
            if (!out.isEmpty() && out.get(out.size() - 1).equals(name) && !SELF_CARRYING.contains(name)) {
                continue;
            }
            out.add(name);
        }
        return out;
    }

    /** Every capture of the corpus, the merges of it included. */
    private static List<String> corpus() {
        String[] names = Captures.path("").toFile().list((dir, name) -> name.endsWith(".pcap") || name.endsWith(".pcapng"));
        assertTrue(names != null && names.length > 50, "the corpus at " + Captures.path(""));
        return java.util.Arrays.stream(names).sorted().toList();
    }

    /**
     * On every capture of the corpus the hierarchy is tshark's io,phs, frame for frame and byte for byte, where the
     * two count the same thing; io,phs runs for the captures two at a time while the service analyses them.
     */
    @Test
    void theProtocolHierarchyIsTsharksProtocolHierarchyStatisticsOnTheWholeCorpus() throws Exception {
        List<String> captures = corpus();
        java.util.concurrent.ExecutorService cores = java.util.concurrent.Executors.newFixedThreadPool(2);
        try {
            Map<String, java.util.concurrent.Future<Map<String, List<Long>>>> expected = new TreeMap<>();
            for (String capture : captures) {
                expected.put(capture, cores.submit(() -> phs(capture)));
            }
            Map<String, String> fileIds = AnalysedCaptures.ids(api, captures);
            long compared = 0;
            for (String capture : captures) {
                Map<String, List<Long>> ours = new TreeMap<>();
                flatten(get("api/v1/files/" + fileIds.get(capture) + "/overview").getJsonArray("protocolHierarchy"), "", ours);
                Map<String, List<Long>> theirs = comparable(expected.get(capture).get(), true);
                assertEquals(theirs, comparable(ours, false), capture);
                compared += theirs.size();
                if (capture.equals("large-mixed-merged.pcap")) {
                    aCertificateHeavyCaptureKeepsTheShapeOfIoPhs(capture, ours, expected.get(capture).get());
                }
            }
            assertTrue(compared > 300, compared + " layers compared");
        } finally {
            cores.shutdownNow();
        }
    }

    /** No deeper than io,phs, SMB and HTTP before any certificate, and the malformed frames counted. */
    private static void aCertificateHeavyCaptureKeepsTheShapeOfIoPhs(String capture, Map<String, List<Long>> ours,
                                                                     Map<String, List<Long>> phs) {
        int depth = ours.keySet().stream().mapToInt(p -> p.split(":").length).max().orElseThrow();
        int phsDepth = phs.keySet().stream().mapToInt(p -> p.split(":").length).max().orElseThrow();
        assertTrue(depth <= phsDepth, capture + ": " + depth + " layers deep, io,phs " + phsDepth);
        assertTrue(ours.size() <= phs.size(), capture + ": " + ours.size() + " layers, io,phs " + phs.size());
        assertTrue(ours.keySet().stream().noneMatch(p -> p.contains("x509") || p.contains("pkix")), capture);
        assertEquals(phs.get("eth:ip:tcp:_ws.malformed"), ours.get("eth:ip:tcp:_ws.malformed"), capture + ": malformed");
        assertTrue(ours.get("eth:ip:tcp:_ws.malformed").get(0) > 0, capture);
    }

    /** The summary agrees with the file record, the conversation list and the timeline; the rankings are ranked. */
    @Test
    void theOverviewAgreesWithTheFileTheListAndItsOwnSeries() throws Exception {
        String capture = "http-bro-org-browsing.pcap";
        String fileId = AnalysedCaptures.id(api, capture);
        JsonObject file = get("api/v1/files/" + fileId);
        JsonObject o = get("api/v1/files/" + fileId + "/overview");
        JsonObject s = o.getJsonObject("summary");
        assertEquals(file.getJsonNumber("packetCount").longValue(), s.getJsonNumber("packets").longValue());
        assertEquals(file.getInt("conversationCount"), s.getInt("conversations"));
        assertEquals(file.getString("captureStart"), s.getString("captureStart"));
        assertEquals(file.getString("captureEnd"), s.getString("captureEnd"));
        assertEquals(java.time.Duration.between(instant(file.getString("captureStart")),
                instant(file.getString("captureEnd"))).toNanos(), s.getJsonNumber("durationNanos").longValue());
        assertEquals(file.getJsonObject("tools"), s.getJsonObject("tools"));

        List<JsonObject> rows = api.all("api/v1/files/" + fileId + "/conversations");
        long bytes = rows.stream().mapToLong(r -> r.getJsonNumber("totalBytes").longValue()).sum();
        assertEquals(bytes, s.getJsonNumber("bytes").longValue());
        long timelineBytes = o.getJsonObject("timeline").getJsonArray("bins").stream()
                .mapToLong(b -> b.asJsonObject().getJsonNumber("bytes").longValue()).sum();
        assertEquals(bytes, timelineBytes, "every packet lies in one bin");
        assertTrue(o.getJsonObject("timeline").getJsonArray("bins").size() <= 200, "the default bin count");

        List<Long> top = o.getJsonArray("topFlows").stream()
                .map(v -> v.asJsonObject().getJsonNumber("totalBytes").longValue()).toList();
        List<Long> expectedTop = api.all("api/v1/files/" + fileId + "/flows").stream()
                .map(r -> r.getJsonNumber("totalBytes").longValue()).sorted(Comparator.reverseOrder()).limit(10).toList();
        assertEquals(expectedTop, top);

        Map<String, Long> byHost = new TreeMap<>();
        for (JsonObject r : rows) {
            byHost.merge(r.getString("srcIp"), r.getJsonNumber("totalBytes").longValue(), Long::sum);
            byHost.merge(r.getString("dstIp"), r.getJsonNumber("totalBytes").longValue(), Long::sum);
        }
        JsonObject first = o.getJsonArray("topTalkers").getJsonObject(0);
        assertEquals(byHost.values().stream().max(Long::compare).orElseThrow(), first.getJsonNumber("bytes").longValue());
        assertEquals(byHost.get(first.getString("ip")), first.getJsonNumber("bytes").longValue());

        long hosts = s.getJsonNumber("internalHosts").longValue() + s.getJsonNumber("externalHosts").longValue();
        long typed = o.getJsonArray("deviceTypes").stream()
                .mapToLong(v -> v.asJsonObject().getJsonNumber("hosts").longValue()).sum();
        assertEquals(hosts, typed, "every host has one device type");
        assertTrue(s.getJsonNumber("flows").longValue() <= s.getInt("conversations"));
    }

    /**
     * Every external endpoint carries its autonomous system (the bundled ranges answer where no online service
     * does), and the top autonomous systems are what the list's rows add up to: hosts per system, and the
     * conversations with an end in it, each once, with their bytes.
     */
    @Test
    void theTopAutonomousSystemsAreTheRowsAutonomousSystemsSummedUp() throws Exception {
        for (String capture : List.of("http-bro-org-browsing.pcap", "ipv6-http-mixed.pcap")) {
            String fileId = AnalysedCaptures.id(api, capture);
            Map<String, java.util.Set<String>> hosts = new TreeMap<>();
            Map<String, Map<Long, Long>> bytesByRow = new TreeMap<>();
            Map<String, java.util.Set<String>> orgs = new TreeMap<>();
            for (JsonObject r : api.all("api/v1/files/" + fileId + "/conversations")) {
                for (String side : List.of("src", "dst")) {
                    if (!r.containsKey(side + "Geo") || r.isNull(side + "Geo")) {
                        continue;
                    }
                    JsonObject geo = r.getJsonObject(side + "Geo");
                    assertTrue(geo.containsKey("asn") && geo.containsKey("org"), capture + ": " + r);
                    String asn = geo.getString("asn");
                    hosts.computeIfAbsent(asn, k -> new java.util.TreeSet<>()).add(r.getString(side + "Ip"));
                    bytesByRow.computeIfAbsent(asn, k -> new TreeMap<>())
                            .put(r.getJsonNumber("id").longValue(), r.getJsonNumber("totalBytes").longValue());
                    orgs.computeIfAbsent(asn, k -> new java.util.TreeSet<>()).add(geo.getString("org"));
                }
            }
            assertTrue(!hosts.isEmpty(), capture + " has external hosts");
            List<List<Object>> expected = new ArrayList<>();
            hosts.forEach((asn, ips) -> expected.add(List.of(asn, (long) ips.size(), (long) bytesByRow.get(asn).size(),
                    bytesByRow.get(asn).values().stream().mapToLong(Long::longValue).sum())));
            expected.sort(Comparator.comparing((List<Object> e) -> (Long) e.get(3)).reversed()
                    .thenComparing(e -> (Long) e.get(2), Comparator.reverseOrder())
                    .thenComparing(e -> (String) e.get(0)));
            List<List<Object>> ours = new ArrayList<>();
            for (JsonValue v : get("api/v1/files/" + fileId + "/overview").getJsonArray("topAsns")) {
                JsonObject a = v.asJsonObject();
                ours.add(List.of(a.getString("asn"), a.getJsonNumber("hosts").longValue(),
                        a.getJsonNumber("conversations").longValue(), a.getJsonNumber("bytes").longValue()));
                assertTrue(orgs.get(a.getString("asn")).contains(a.getString("org")), capture + ": " + a);
            }
            assertEquals(expected.subList(0, Math.min(10, expected.size())), ours, capture);

            // a system chosen on the overview opens the rows with an end in it, written with or without "AS"
            String top = (String) ours.get(0).get(0);
            List<Long> rows = new ArrayList<>(bytesByRow.get(top).keySet());
            for (String written : List.of(top, top.substring(2))) {
                assertEquals(rows, api.all("api/v1/files/" + fileId + "/conversations?asn=" + written).stream()
                        .map(r -> r.getJsonNumber("id").longValue()).sorted().toList(), capture + ": asn=" + written);
            }
        }
    }

    @Test
    void unknownFilesBadBinCountsAndUnfinishedAnalysesAreProblems() throws Exception {
        String fileId = AnalysedCaptures.id(api, "tls12-basic.pcap");
        for (String bins : List.of("0", "2001", "abc", "-5", "1.5")) {
            Api.Reply r = api.get("api/v1/files/" + fileId + "/timeline?bins=" + bins);
            assertEquals(400, r.status(), bins + ": " + r.text());
            assertEquals("application/problem+json", r.contentType());
        }
        assertEquals(1, get("api/v1/files/" + fileId + "/timeline?bins=1").getJsonArray("bins").size());
        assertTrue(get("api/v1/files/" + fileId + "/timeline?bins=2000").getJsonArray("bins").size() <= 2000);
        String unknown = "api/v1/files/00000000-0000-0000-0000-000000000000/";
        assertEquals(404, api.get(unknown + "overview").status());
        assertEquals(404, api.get(unknown + "timeline").status());

        String failed = api.uploadAfresh("cut.pcap", Captures.truncated(), Map.of());
        assertEquals("FAILED", api.awaitAnalysis(failed, Captures.ANALYSIS).getString("status"));
        for (String path : List.of("overview", "timeline")) {
            Api.Reply r = api.get("api/v1/files/" + failed + "/" + path);
            assertEquals(409, r.status(), r.text());
            assertEquals("application/problem+json", r.contentType());
        }
    }

    private static String window(String from, String to) {
        StringBuilder q = new StringBuilder();
        if (from != null) {
            q.append("&from=").append(URLEncoder.encode(from, StandardCharsets.UTF_8));
        }
        if (to != null) {
            q.append("&to=").append(URLEncoder.encode(to, StandardCharsets.UTF_8));
        }
        return q.toString();
    }

    /**
     * A window selects the conversations active in it, in the list, the facets, the CSV and the bulk export
     * alike: those that start no later than its end and end no earlier than its start.
     */
    @Test
    void aTimeWindowSelectsTheConversationsActiveInItEverywhere() throws Exception {
        String fileId = AnalysedCaptures.id(api, "http-bro-org-browsing.pcap");
        List<JsonObject> all = api.all("api/v1/files/" + fileId + "/conversations");
        List<String> ends = all.stream().map(r -> r.getString("endTime")).sorted(Comparator.comparing(OverviewIT::instant))
                .toList();
        List<String> starts = all.stream().map(r -> r.getString("startTime"))
                .sorted(Comparator.comparing(OverviewIT::instant)).toList();
        // from the fourth conversation's end to a later one's start: both ends of the window are met exactly
        String from = ends.get(3);
        String to = starts.subList(starts.size() / 2, starts.size() - 1).stream()
                .filter(t -> !instant(t).isBefore(instant(from))).findFirst().orElseThrow();
        for (String[] w : new String[][] {{from, to}, {from, null}, {null, to}}) {
            Instant f = w[0] == null ? Instant.MIN : instant(w[0]);
            Instant t = w[1] == null ? Instant.MAX : instant(w[1]);
            List<Long> expected = all.stream()
                    .filter(r -> !instant(r.getString("startTime")).isAfter(t) && !instant(r.getString("endTime")).isBefore(f))
                    .map(r -> r.getJsonNumber("id").longValue()).sorted().toList();
            assertTrue(!expected.isEmpty() && expected.size() < all.size(), "the window narrows the list");
            String q = window(w[0], w[1]);

            List<Long> listed = api.all("api/v1/files/" + fileId + "/conversations?" + q.substring(1)).stream()
                    .map(r -> r.getJsonNumber("id").longValue()).sorted().toList();
            assertEquals(expected, listed, q);

            Map<String, Long> protocols = new TreeMap<>();
            all.stream().filter(r -> expected.contains(r.getJsonNumber("id").longValue()))
                    .forEach(r -> protocols.merge(r.getString("protocol"), 1L, Long::sum));
            JsonObject facets = get("api/v1/files/" + fileId + "/conversations/facets?" + q.substring(1));
            Map<String, Long> facetProtocols = new TreeMap<>();
            facets.getJsonObject("protocols").forEach((k, v) -> facetProtocols.put(k, ((jakarta.json.JsonNumber) v).longValue()));
            assertEquals(protocols, facetProtocols, q);

            Api.Reply csv = api.get("api/v1/files/" + fileId + "/conversations.csv?" + q.substring(1));
            assertEquals(200, csv.status());
            assertEquals(expected.size() + 1, csv.text().strip().split("\r?\n").length, "a header and a line per row");

            long frames = all.stream().filter(r -> expected.contains(r.getJsonNumber("id").longValue()))
                    .mapToLong(r -> r.getJsonNumber("packetCount").longValue()).sum();
            Api.Reply pcap = api.get("api/v1/files/" + fileId + "/conversations.pcap?" + q.substring(1) + "&scope=row");
            assertEquals(200, pcap.status());
            assertEquals(frames, PcapRecords.count(pcap.body()), q);
        }
        for (String bad : List.of(window("yesterday", null), window(null, "2014-01-14T17:04:01"), window(to, from))) {
            for (String path : List.of("conversations", "conversations/facets", "conversations.csv", "conversations.pcap")) {
                Api.Reply r = api.get("api/v1/files/" + fileId + "/" + path + "?" + bad.substring(1));
                assertEquals(400, r.status(), path + bad + ": " + r.text());
            }
        }
    }

    /**
     * The overview page in a real browser (src/test/e2e/overview.e2e.mjs), against the API's own answers: every
     * chart shows its series, a protocol layer and a time window brushed with the mouse open the table with the
     * list's count for that filter, and the tab bar moves between the two. An IPv6 capture of HTTP, TLS and QUIC to
     * Google, Facebook and ntop: several protocols, applications, categories and countries.
     */
    @Test
    void theOverviewPageChartsTheCaptureAndOpensTheTableFilteredToWhatIsChosen() throws Exception {
        String fileId = AnalysedCaptures.id(api, "ipv6-http-mixed.pcap");
        String years = AnalysedCaptures.id(api, "ssh.pcap");
        String output = BrowserScript.run("overview.e2e.mjs", "e2e-overview.png", api.base(), fileId, years);
        for (String check : new String[]{"the summary and every chart show the overview series",
                "a protocol layer opens the table filtered to its labels", "the tab bar moves between the overview and the table",
                "brushing a time window on the traffic chart opens the table for that window",
                "a capture spanning years has dates on its time axis"}) {
            assertTrue(output.contains("OK " + check + ":"), "no \"OK " + check + "\" line in\n" + output);
        }
    }

    /** One line of tshark's conversation table: "A <-> B", then frames and bytes B to A, A to B. */
    private static final Pattern CONV_ROW = Pattern.compile("^(\\S+):(\\d+)\\s+<->\\s+(\\S+):(\\d+)\\s+"
            + "(\\d+) (\\d+ \\S+)\\s+(\\d+) (\\d+ \\S+)\\s+\\d+ \\d+ \\S+\\s+.*$");

    /** A transport flow as tshark's conversation table shows it: its first-seen side A and what each side sent. */
    private record TsharkFlow(String a, long framesFromA, String bytesFromA, long framesFromB, String bytesFromB) {
    }

    /** The endpoints of a flow in either order, with its transport: what a flow is keyed by. */
    private static String flowKey(String transport, String one, String other) {
        return transport + " " + (one.compareTo(other) <= 0 ? one + " " + other : other + " " + one);
    }

    /** tshark's TCP and UDP conversations of a capture by flow key. */
    private static Map<String, TsharkFlow> tsharkFlows(String capture) throws Exception {
        Map<String, TsharkFlow> flows = new TreeMap<>();
        for (String transport : List.of("TCP", "UDP")) {
            for (String line : tshark(capture, "-q", "-z", "conv," + transport.toLowerCase()).split("\n")) {
                Matcher m = CONV_ROW.matcher(line.strip());
                if (m.matches()) {
                    String a = m.group(1) + " " + m.group(2);
                    String b = m.group(3) + " " + m.group(4);
                    TsharkFlow f = new TsharkFlow(a, Long.parseLong(m.group(7)), m.group(8), Long.parseLong(m.group(5)),
                            m.group(6));
                    assertEquals(null, flows.put(flowKey(transport, a, b), f), capture + ": one line per flow");
                }
            }
        }
        return flows;
    }

    /** A byte count as tshark's tables print it: whole units of 1000 once there are ten of them. */
    private static String tsharkSize(long bytes) {
        String[] units = {"bytes", "kB", "MB", "GB", "TB"};
        long unit = 1;
        int u = 0;
        while (u < units.length - 1 && bytes / (unit * 1000) >= 10) {
            unit *= 1000;
            u++;
        }
        return bytes / unit + " " + units[u];
    }

    private static long number(JsonObject o, String key) {
        return o.getJsonNumber(key).longValue();
    }

    /**
     * The flow view has one row per transport connection: tshark's TCP and UDP conversations, each with its
     * first-seen side as the initiator and the frames and bytes each side sent, and every conversation row in
     * exactly one flow.
     */
    @Test
    void theFlowsAreTsharksTransportConversationsAndHoldEveryRowOnce() throws Exception {
        for (String capture : List.of("http-bro-org-browsing.pcap", "dns-mixed-records.pcap",
                "http-png-image-port1080.pcapng", "http-webattack-rce.pcap", "ipv6-http-mixed.pcap",
                "bittorrent-utp.pcap", "tls12-basic.pcap")) {
            String fileId = AnalysedCaptures.id(api, capture);
            Map<String, TsharkFlow> expected = tsharkFlows(capture);
            List<JsonObject> flows = api.all("api/v1/files/" + fileId + "/flows");
            assertEquals(expected.size(), flows.size(), capture + ": a flow per tshark conversation");
            assertEquals(expected.size(), number(get("api/v1/files/" + fileId + "/flows?size=10"), "total"), capture);
            assertEquals(expected.size(), number(get("api/v1/files/" + fileId + "/overview").getJsonObject("summary"),
                    "flows"), capture + ": the overview counts the same flows");
            List<JsonObject> rows = api.all("api/v1/files/" + fileId + "/conversations");
            Map<Long, JsonObject> rowsById = new TreeMap<>();
            rows.forEach(r -> rowsById.put(number(r, "id"), r));
            List<Long> rowIds = new ArrayList<>();
            for (JsonObject f : flows) {
                String src = f.getString("srcIp") + " " + f.getInt("srcPort");
                String dst = f.getString("dstIp") + " " + f.getInt("dstPort");
                String key = flowKey(f.getString("transport"), src, dst);
                TsharkFlow t = expected.get(key);
                assertTrue(t != null, capture + ": " + key + " is one of tshark's conversations");
                assertEquals(t.a(), src, capture + " " + key + ": the initiator is tshark's first-seen side");
                assertEquals(t.framesFromA(), number(f, "srcPackets"), capture + " " + key);
                assertEquals(t.framesFromB(), number(f, "dstPackets"), capture + " " + key);
                assertEquals(t.bytesFromA(), tsharkSize(number(f, "srcBytes")), capture + " " + key);
                assertEquals(t.bytesFromB(), tsharkSize(number(f, "dstBytes")), capture + " " + key);
                long packets = 0;
                for (JsonValue v : f.getJsonArray("labels")) {
                    JsonObject label = v.asJsonObject();
                    JsonObject row = rowsById.get(number(label, "conversationId"));
                    assertEquals(row.getString("protocol"), label.getString("protocol"), capture + " " + key);
                    assertEquals(number(row, "packetCount"), number(label, "packets"), capture + " " + key);
                    assertEquals(row.getString("communityId"), f.getString("communityId"), capture + " " + key
                            + ": a TCP or UDP flow's rows share its Community ID");
                    assertEquals(row.getString("wiresharkFilter"), f.getString("wiresharkFilter"), capture + " " + key);
                    assertEquals(key, flowKey(row.getString("transport"), row.getString("srcIp") + " "
                            + row.getInt("srcPort"), row.getString("dstIp") + " " + row.getInt("dstPort")));
                    packets += number(label, "packets");
                    rowIds.add(number(label, "conversationId"));
                }
                assertEquals(number(f, "packetCount"), packets, capture + " " + key);
                assertEquals(number(f, "id"), f.getJsonArray("conversationIds").stream()
                        .mapToLong(v -> ((jakarta.json.JsonNumber) v).longValue()).min().orElseThrow());
            }
            assertEquals(new ArrayList<>(rowsById.keySet()), rowIds.stream().sorted().toList(),
                    capture + ": every row in exactly one flow");
            if (capture.equals("http-bro-org-browsing.pcap")) {
                filtersNarrowFlowsAsTheyNarrowRows(fileId, rows, flows);
                wholeConnectionsAreExportedWhole(fileId, capture, expected, flows, rowsById);
                filesBelongToTheConnection(fileId, flows, rowsById);
            }
        }
    }

    /** Frame bytes per TCP and UDP flow key, summed from tshark's frames (its conversation table rounds them). */
    private static Map<String, Long> tsharkFlowBytes(String capture) throws Exception {
        Map<String, Long> bytes = new TreeMap<>();
        for (String line : tsharkLines(Captures.path(capture), "tcp or udp", "ip.src", "ipv6.src", "tcp.srcport",
                "udp.srcport", "ip.dst", "ipv6.dst", "tcp.dstport", "udp.dstport", "frame.len")) {
            String[] f = line.split("\t", -1);
            if (f[0].contains(",") || f[4].contains(",")) {
                continue; // a packet quoted inside ICMP: tshark's conversations count the outer one
            }
            boolean tcp = !f[2].isEmpty();
            String src = (f[0].isEmpty() ? f[1] : f[0]) + " " + (tcp ? f[2] : f[3]);
            String dst = (f[4].isEmpty() ? f[5] : f[4]) + " " + (tcp ? f[6] : f[7]);
            bytes.merge(flowKey(tcp ? "TCP" : "UDP", src, dst), Long.parseLong(f[8]), Long::sum);
        }
        return bytes;
    }

    /**
     * The overview's top flows are tshark's TCP and UDP conversations with the most bytes, one entry per
     * connection (bro.org's 10.0.2.15:55079 carries an HTTP and a TCP row), with tshark's frames and bytes.
     */
    @Test
    void theTopFlowsAreTsharksConversationsWithTheMostBytesEachOnce() throws Exception {
        String capture = "http-bro-org-browsing.pcap";
        String fileId = AnalysedCaptures.id(api, capture);
        Map<String, TsharkFlow> conversations = tsharkFlows(capture);
        Map<String, Long> bytes = tsharkFlowBytes(capture);
        assertEquals(conversations.keySet(), bytes.keySet(), "the same flows");
        List<JsonObject> top = get("api/v1/files/" + fileId + "/overview").getJsonArray("topFlows")
                .getValuesAs(JsonObject.class);
        assertEquals(10, top.size());
        List<String> keys = top.stream().map(OverviewIT::flowKey).toList();
        assertEquals(keys.size(), new java.util.HashSet<>(keys).size(), "each flow once: " + keys);
        List<Long> expected = bytes.values().stream().sorted(Comparator.reverseOrder()).limit(10).toList();
        assertEquals(expected, top.stream().map(f -> number(f, "totalBytes")).toList(), "tshark's ten largest");
        for (JsonObject f : top) {
            String key = flowKey(f);
            TsharkFlow t = conversations.get(key);
            assertEquals(bytes.get(key), number(f, "totalBytes"), key);
            assertEquals(t.framesFromA() + t.framesFromB(), number(f, "packetCount"), key);
            assertEquals(t.bytesFromA(), tsharkSize(number(f, "srcBytes")), key);
            assertEquals(t.bytesFromB(), tsharkSize(number(f, "dstBytes")), key);
        }
        assertTrue(top.stream().anyMatch(f -> f.getJsonArray("labels").size() > 1),
                "a connection split into rows is one entry");
    }

    /**
     * A capture whose clock goes backwards (two captures appended, the later one first, as {@code mergecap -a}
     * makes them) has its overview and a timeline from its earliest to its latest packet, each packet in the bin
     * tshark's own frame times put it in.
     */
    @Test
    void aCaptureWhoseClockGoesBackwardsIsBinnedFromItsEarliestToItsLatestPacket() throws Exception {
        List<String> parts = new ArrayList<>(List.of("http-bro-org-browsing.pcap", "tls12-basic.pcap"));
        parts.sort(Comparator.comparing((String c) -> {
            try {
                return firstFrame(c);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }).reversed());
        java.nio.file.Path merged = java.nio.file.Files.createTempFile("clock-backwards", ".pcap");
        merged.toFile().deleteOnExit();
        Process p = new ProcessBuilder("mergecap", "-a", "-F", "pcap", "-w", merged.toString(),
                Captures.path(parts.get(0)).toString(), Captures.path(parts.get(1)).toString())
                .redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        assertEquals(0, p.waitFor(), "mergecap");
        List<Long> times = new ArrayList<>();
        for (String line : tsharkLines(merged, null, "frame.time_epoch")) {
            BigDecimal seconds = new BigDecimal(line.strip());
            times.add(seconds.movePointRight(9).longValueExact());
        }
        assertTrue(times.get(0) > times.get(times.size() - 1), "the clock goes backwards");

        String fileId = api.uploadAfresh("clock-backwards.pcap", java.nio.file.Files.readAllBytes(merged), Map.of());
        assertEquals("COMPLETED", api.awaitAnalysis(fileId, Captures.ANALYSIS).getString("status"));
        assertEquals(200, api.get("api/v1/files/" + fileId + "/overview").status(), "the overview");
        JsonObject t = get("api/v1/files/" + fileId + "/timeline?bins=100");
        long start = times.stream().min(Long::compare).orElseThrow();
        long end = times.stream().max(Long::compare).orElseThrow();
        long width = number(t, "binNanos");
        assertEquals(Instant.ofEpochSecond(0, start), instant(t.getString("start")), "the earliest packet");
        JsonArray bins = t.getJsonArray("bins");
        assertEquals((end - start) / width + 1, bins.size(), "up to the latest packet");
        assertTrue(bins.size() <= 100);
        long[] expected = new long[bins.size()];
        times.forEach(time -> expected[(int) ((time - start) / width)]++);
        for (int i = 0; i < bins.size(); i++) {
            assertEquals(expected[i], number(bins.getJsonObject(i), "packets"), "bin " + i);
        }
    }

    /** The flow key of a flow or a row of the API. */
    private static String flowKey(JsonObject flowOrRow) {
        return flowKey(flowOrRow.getString("transport"), flowOrRow.getString("srcIp") + " " + flowOrRow.getInt("srcPort"),
                flowOrRow.getString("dstIp") + " " + flowOrRow.getInt("dstPort"));
    }

    /** One line per frame tshark displays of a capture file, with the given fields. */
    private static List<String> tsharkLines(java.nio.file.Path file, String filter, String... fields)
            throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("tshark", "-n", "-r", file.toString()));
        if (filter != null) {
            cmd.addAll(List.of("-Y", filter));
        }
        cmd.addAll(List.of("-T", "fields", "-E", "separator=/t"));
        for (String field : fields) {
            cmd.addAll(List.of("-e", field));
        }
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (p.waitFor() != 0) {
            fail("tshark could not read " + file);
        }
        return out.lines().filter(l -> !l.isEmpty()).toList();
    }

    private static java.nio.file.Path saved(byte[] capture) throws IOException {
        java.nio.file.Path file = java.nio.file.Files.createTempFile("whole-connection", ".pcap");
        file.toFile().deleteOnExit();
        return java.nio.file.Files.write(file, capture);
    }

    /** How many frames of an exported capture tshark marks "previous segment not captured". */
    private static long lostSegments(byte[] capture) throws IOException, InterruptedException {
        return tsharkLines(saved(capture), "tcp.analysis.lost_segment", "frame.number").size();
    }

    /** The TCP flows of a capture with a frame tshark marks "previous segment not captured". */
    private static java.util.Set<String> lossyFlows(java.nio.file.Path capture) throws IOException, InterruptedException {
        java.util.Set<String> lossy = new java.util.TreeSet<>();
        for (String line : tsharkLines(capture, "tcp.analysis.lost_segment", "ip.src", "ipv6.src", "tcp.srcport",
                "ip.dst", "ipv6.dst", "tcp.dstport")) {
            String[] f = line.split("\t", -1);
            lossy.add(flowKey("TCP", (f[0].isEmpty() ? f[1] : f[0]) + " " + f[2], (f[3].isEmpty() ? f[4] : f[3]) + " " + f[5]));
        }
        return lossy;
    }

    private static long later(JsonObject flow) {
        return flow.getJsonArray("conversationIds").stream().mapToLong(v -> ((jakarta.json.JsonNumber) v).longValue())
                .max().orElseThrow();
    }

    /**
     * Whole connections: a row's "whole connection" download, the flow's own download and the bulk export's
     * default hold every packet tshark counts for the flow in the original capture, and read back without a
     * "previous segment not captured" where the original has none for that flow; a row's own packets stay the
     * default of its download (spec 10.7).
     */
    private void wholeConnectionsAreExportedWhole(String fileId, String capture, Map<String, TsharkFlow> expected,
                                                  List<JsonObject> flows, Map<Long, JsonObject> rowsById)
            throws Exception {
        java.util.Set<String> lossy = lossyFlows(Captures.path(capture));
        List<JsonObject> split = flows.stream().filter(f -> f.getJsonArray("conversationIds").size() > 1).toList();
        assertTrue(split.size() > 1, capture + ": connections split into rows by their labels");
        long gapsOfRows = 0;
        for (JsonObject f : split) {
            String key = flowKey(f);
            TsharkFlow t = expected.get(key);
            long row = later(f);
            Api.Reply own = api.get("api/v1/conversations/" + row + "/pcap");
            assertEquals(200, own.status(), own.text());
            assertEquals(number(rowsById.get(row), "packetCount"), PcapRecords.count(own.body()), key + ": the row's own");
            gapsOfRows += lostSegments(own.body());

            Api.Reply whole = api.get("api/v1/conversations/" + row + "/pcap?scope=connection");
            assertEquals(200, whole.status(), whole.text());
            assertEquals(t.framesFromA() + t.framesFromB(), tsharkLines(saved(whole.body()), null, "frame.number").size(),
                    key + ": tshark's count of the connection's frames");
            if (!lossy.contains(key)) {
                assertEquals(0, lostSegments(whole.body()), key + ": no segment missing that the original has");
            }
            assertTrue(whole.header("Content-Disposition").startsWith("attachment; filename=\"" + ServiceIT.pcapName(f)
                    + "\";"), "named as the flow's download: " + whole.header("Content-Disposition"));
            Api.Reply flowPcap = api.get("api/v1/files/" + fileId + "/flows/" + number(f, "id") + "/pcap");
            assertTrue(java.util.Arrays.equals(whole.body(), flowPcap.body()), key + ": the flow's download is the same");
        }
        assertTrue(gapsOfRows > 0, "a row's own packets alone miss segments of its connection");
        assertEquals(400, api.get("api/v1/conversations/" + later(split.get(0)) + "/pcap?scope=flow").status());

        // the bulk export of two later rows: their whole connections by default, only their own packets on request
        JsonObject one = split.get(0);
        JsonObject two = split.get(1);
        String ids = "ids=" + later(one) + "," + later(two);
        Api.Reply bulk = api.get("api/v1/files/" + fileId + "/conversations.pcap?" + ids);
        assertEquals(200, bulk.status(), bulk.text());
        TsharkFlow a = expected.get(flowKey(one));
        TsharkFlow b = expected.get(flowKey(two));
        assertEquals(a.framesFromA() + a.framesFromB() + b.framesFromA() + b.framesFromB(),
                tsharkLines(saved(bulk.body()), null, "frame.number").size(), "both connections whole");
        if (!lossy.contains(flowKey(one)) && !lossy.contains(flowKey(two))) {
            assertEquals(0, lostSegments(bulk.body()), "no segment missing");
        }
        Api.Reply explicit = api.post("api/v1/files/" + fileId + "/conversations.pcap",
                "application/x-www-form-urlencoded", (ids + "&scope=connection").getBytes(StandardCharsets.US_ASCII));
        assertTrue(java.util.Arrays.equals(bulk.body(), explicit.body()), "scope=connection is the default");
        Api.Reply rowsOnly = api.get("api/v1/files/" + fileId + "/conversations.pcap?" + ids + "&scope=row");
        assertEquals(number(rowsById.get(later(one)), "packetCount") + number(rowsById.get(later(two)), "packetCount"),
                PcapRecords.count(rowsOnly.body()), "scope=row: the rows' own packets");
        assertEquals(400, api.get("api/v1/files/" + fileId + "/conversations.pcap?" + ids + "&scope=all").status());

        // by the filters: every connection with an HTTP row, each whole
        long httpConnections = 0;
        java.util.Set<String> httpKeys = new java.util.TreeSet<>();
        for (JsonObject f : flows) {
            if (f.getJsonArray("labels").stream().anyMatch(v -> v.asJsonObject().getString("protocol").equals("HTTP"))) {
                TsharkFlow t = expected.get(flowKey(f));
                httpConnections += t.framesFromA() + t.framesFromB();
                httpKeys.add(flowKey(f));
            }
        }
        Api.Reply byFilter = api.get("api/v1/files/" + fileId + "/conversations.pcap?protocol=HTTP");
        assertEquals(httpConnections, tsharkLines(saved(byFilter.body()), null, "frame.number").size(),
                "the connections of the HTTP rows");
        if (httpKeys.stream().noneMatch(lossy::contains)) {
            assertEquals(0, lostSegments(byFilter.body()), "no segment missing");
        }
    }

    /**
     * Extracted files belong to the connection: every row of a flow counts and lists the files tied to any of
     * its rows, so a row without a file of its own still shows its connection's.
     */
    private void filesBelongToTheConnection(String fileId, List<JsonObject> flows, Map<Long, JsonObject> rowsById)
            throws Exception {
        List<JsonObject> files = api.get("api/v1/files/" + fileId + "/extracted").json().getJsonArray("items")
                .getValuesAs(JsonObject.class);
        assertTrue(!files.isEmpty(), "the capture's files were extracted");
        long siblingsShown = 0;
        for (JsonObject f : flows) {
            List<Long> rows = f.getJsonArray("conversationIds").stream()
                    .map(v -> ((jakarta.json.JsonNumber) v).longValue()).toList();
            List<Long> ofFlow = files.stream().filter(x -> x.containsKey("conversationId")
                            && rows.contains(x.getJsonNumber("conversationId").longValue()))
                    .map(x -> number(x, "id")).sorted().toList();
            assertEquals(ofFlow.size(), number(f, "extractedFileCount"), flowKey(f) + ": the flow's files");
            for (long row : rows) {
                assertEquals(ofFlow.size(), number(rowsById.get(row), "extractedFileCount"), "row " + row);
                List<Long> listed = api.get("api/v1/files/" + fileId + "/extracted?conversationId=" + row).json()
                        .getJsonArray("items").getValuesAs(JsonObject.class).stream().map(x -> number(x, "id"))
                        .sorted().toList();
                assertEquals(ofFlow, listed, "row " + row + " lists its connection's files");
                boolean carriesNone = files.stream().noneMatch(x -> x.containsKey("conversationId")
                        && x.getJsonNumber("conversationId").longValue() == row);
                if (carriesNone && !ofFlow.isEmpty()) {
                    siblingsShown++;
                }
            }
        }
        assertTrue(siblingsShown > 0, "rows that carry no file themselves show their connection's");
    }

    /** The flows any of whose rows the conversation list selects with the same parameters. */
    private List<Long> flowsOfRows(String fileId, String query, List<JsonObject> flows) throws Exception {
        List<Long> rows = api.all("api/v1/files/" + fileId + "/conversations?" + query).stream()
                .map(r -> number(r, "id")).toList();
        return flows.stream().filter(f -> f.getJsonArray("conversationIds").stream()
                        .anyMatch(v -> rows.contains(((jakarta.json.JsonNumber) v).longValue())))
                .map(f -> number(f, "id")).sorted().toList();
    }

    private void filtersNarrowFlowsAsTheyNarrowRows(String fileId, List<JsonObject> rows, List<JsonObject> flows)
            throws Exception {
        List<String> starts = rows.stream().map(r -> r.getString("startTime"))
                .sorted(Comparator.comparing(OverviewIT::instant)).toList();
        String from = starts.get(starts.size() / 3);
        String to = starts.get(starts.size() / 2);
        String someHost = flows.get(flows.size() - 1).getString("srcIp");
        int somePort = flows.get(0).getInt("srcPort");
        for (String q : List.of("protocol=HTTP", "protocol=TCP", "port=" + somePort, "ip=" + someHost,
                window(from, to).substring(1), window(from, null).substring(1) + "&protocol=HTTP")) {
            List<Long> expected = flowsOfRows(fileId, q, flows);
            List<Long> listed = api.all("api/v1/files/" + fileId + "/flows?" + q).stream().map(f -> number(f, "id"))
                    .sorted().toList();
            assertEquals(expected, listed, q);
            Api.Reply csv = api.get("api/v1/files/" + fileId + "/flows.csv?" + q);
            assertEquals(200, csv.status(), q);
            assertEquals(expected.size() + 1, csv.text().strip().split("\r?\n").length, q + ": a header and a line per flow");
        }
        assertTrue(flowsOfRows(fileId, "protocol=HTTP", flows).size() < flows.size(), "the filter narrows the flows");

        Map<String, Long> flowsPerLabel = new TreeMap<>();
        for (JsonObject f : flows) {
            f.getJsonArray("labels").stream().map(v -> v.asJsonObject().getString("protocol")).distinct()
                    .forEach(p -> flowsPerLabel.merge(p, 1L, Long::sum));
        }
        Map<String, Long> facet = new TreeMap<>();
        get("api/v1/files/" + fileId + "/flows/facets").getJsonObject("protocols")
                .forEach((k, v) -> facet.put(k, ((jakarta.json.JsonNumber) v).longValue()));
        assertEquals(flowsPerLabel, facet, "a facet counts the flows with a row of the value");

        List<Long> bySrcBytes = api.all("api/v1/files/" + fileId + "/flows?sort=srcBytes:desc").stream()
                .map(f -> number(f, "srcBytes")).toList();
        assertEquals(bySrcBytes.stream().sorted(Comparator.reverseOrder()).toList(), bySrcBytes);

        assertEquals(400, api.get("api/v1/files/" + fileId + "/flows?size=5").status(), "pages of 10 to 100");
        for (String bad : List.of("port=http", "sort=nothing", "from=yesterday", "severity=urgent")) {
            for (String path : List.of("flows", "flows.csv")) {
                Api.Reply r = api.get("api/v1/files/" + fileId + "/" + path + "?" + bad);
                assertEquals(400, r.status(), path + "?" + bad + ": " + r.text());
                assertEquals("application/problem+json", r.contentType());
            }
        }
        assertEquals(400, api.get("api/v1/files/" + fileId + "/flows/facets?from=yesterday").status());

        // a flow's PCAP holds the packets of all its rows and is named after its initiator, responder and start
        JsonObject split = flows.stream().filter(f -> f.getJsonArray("conversationIds").size() > 1)
                .max(Comparator.comparingLong(f -> number(f, "packetCount"))).orElseThrow();
        Api.Reply pcap = api.get("api/v1/files/" + fileId + "/flows/" + number(split, "id") + "/pcap");
        assertEquals(200, pcap.status(), pcap.text());
        assertEquals(number(split, "packetCount"), PcapRecords.count(pcap.body()), "the flow's packets");
        assertTrue(pcap.header("Content-Disposition").startsWith("attachment; filename=\"" + ServiceIT.pcapName(split)
                + "\";"), pcap.header("Content-Disposition"));
        long laterRow = split.getJsonArray("conversationIds").stream()
                .mapToLong(v -> ((jakarta.json.JsonNumber) v).longValue()).max().orElseThrow();
        assertEquals(404, api.get("api/v1/files/" + fileId + "/flows/" + laterRow + "/pcap").status(),
                "a flow is named by the smallest id of its rows");
        for (String path : List.of("flows", "flows/facets", "flows.csv")) {
            assertEquals(404, api.get("api/v1/files/00000000-0000-0000-0000-000000000000/" + path).status(), path);
        }
    }

    /** Counts the records of a classic pcap file by walking their headers. */
    private static final class PcapRecords {
        static long count(byte[] pcap) {
            java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(pcap).order(java.nio.ByteOrder.LITTLE_ENDIAN);
            if (b.getInt(0) != 0xa1b2c3d4 && b.getInt(0) != 0xa1b23c4d) {
                b.order(java.nio.ByteOrder.BIG_ENDIAN);
            }
            long records = 0;
            for (int at = 24; at + 16 <= pcap.length; at += 16 + b.getInt(at + 8)) {
                records++;
            }
            return records;
        }
    }
}
