package io.pcaplens.webapp;

import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static io.pcaplens.webapp.AddressBlocks.inside;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The hunt language over the API (docs/hunt.md): for each query the rows it selects, per capture and across
 * captures, are those an oracle written here selects from the unfiltered rows, by the language's rules (a
 * conversation without a field matches no clause on it, while a negation holds for it).
 */
class HuntQueryIT extends DeployedService {

    private static final List<String> CAPTURES = List.of("dns-mixed-records.pcap", "tls13-curl.pcap",
            "http-bro-org-browsing.pcap", "mdns.pcap", "icmp-pings.pcap", "quic-curl-http3.pcap");

    /** A query and what it selects, as the oracle reads a row. */
    private record Case(String q, Predicate<JsonObject> selects) {
    }

    /**
     * Values the captures hold that some cases compare with, read from the unfiltered rows: the median start (to
     * the second), the median id and a JA3 fingerprint.
     */
    private record Pivot(Instant start, long id, String ja3) {
        static Pivot of(Collection<List<JsonObject>> rows) {
            List<JsonObject> all = rows.stream().flatMap(List::stream).toList();
            List<Instant> starts = all.stream().map(r -> instant(r, "startTime")).sorted().toList();
            List<Long> ids = all.stream().map(HuntQueryIT::id).sorted().toList();
            String ja3 = all.stream().map(r -> text(r, "ja3Client")).filter(t -> !t.isEmpty()).findFirst().orElse("none");
            return new Pivot(starts.get(starts.size() / 2).truncatedTo(ChronoUnit.SECONDS), ids.get(ids.size() / 2), ja3);
        }
    }

    private static List<Case> cases(Pivot p) {
        List<Case> c = new ArrayList<>();
        c.add(new Case("ip == 10.0.0.0/8", r -> eitherInside(r, "10.0.0.0/8")));
        c.add(new Case("ip == 224.0.0.0/4 || ip == ff00::/8", r -> eitherInside(r, "224.0.0.0/4")
                || eitherInside(r, "ff00::/8")));
        c.add(new Case("ip.src == 192.168.0.0/16", r -> inside(r.getString("srcIp"), "192.168.0.0/16")));
        c.add(new Case("ip != 224.0.0.0/4", r -> !eitherInside(r, "224.0.0.0/4")));
        c.add(new Case("port == 53", r -> port(r, "srcPort") == 53 || port(r, "dstPort") == 53));
        c.add(new Case("port.dst in {80, 443}", r -> Set.of(80, 443).contains(port(r, "dstPort"))));
        c.add(new Case("port.src >= 49152", r -> port(r, "srcPort") >= 49152));
        c.add(new Case("!port", r -> port(r, "srcPort") < 0 && port(r, "dstPort") < 0));
        c.add(new Case("transport == udp", r -> r.getString("transport").equalsIgnoreCase("udp")));
        c.add(new Case("transport != \"TCP\"", r -> !r.getString("transport").equalsIgnoreCase("tcp")));
        c.add(new Case("app == DNS", r -> text(r, "appName").equalsIgnoreCase("dns")));
        c.add(new Case("app in {HTTP, TLS, QUIC}", r -> Set.of("http", "tls", "quic")
                .contains(text(r, "appName").toLowerCase(Locale.ROOT))));
        c.add(new Case("protocol == \"DNS\" && bytes > 500", r -> text(r, "protocol").equalsIgnoreCase("dns")
                && r.getJsonNumber("totalBytes").longValue() > 500));
        c.add(new Case("sni contains \"GOOGLE\"", r -> text(r, "hostname").toLowerCase(Locale.ROOT).contains("google")));
        c.add(new Case("sni contains \"bro\" || sni contains \"tls13\"", r -> text(r, "hostname").toLowerCase(Locale.ROOT)
                .contains("bro") || text(r, "hostname").toLowerCase(Locale.ROOT).contains("tls13")));
        c.add(new Case("sni", r -> r.containsKey("hostname") && !r.isNull("hostname")));
        c.add(new Case("!sni", r -> !r.containsKey("hostname") || r.isNull("hostname")));
        // != needs the field; the negation of == holds without it
        c.add(new Case("sni != \"www.bro.org\"", r -> r.containsKey("hostname") && !r.isNull("hostname")
                && !r.getString("hostname").equalsIgnoreCase("www.bro.org")));
        c.add(new Case("!(sni == \"www.bro.org\")", r -> !r.containsKey("hostname") || r.isNull("hostname")
                || !r.getString("hostname").equalsIgnoreCase("www.bro.org")));
        c.add(new Case("bytes > 10k", r -> r.getJsonNumber("totalBytes").longValue() > 10_000));
        c.add(new Case("bytes <= 1.5k && packets >= 2", r -> r.getJsonNumber("totalBytes").longValue() <= 1500
                && r.getJsonNumber("packetCount").longValue() >= 2));
        c.add(new Case("packets.src > 10 or packets.dst > 10", r -> r.getJsonNumber("srcPackets").longValue() > 10
                || r.getJsonNumber("dstPackets").longValue() > 10));
        c.add(new Case("not (transport == tcp or transport == udp)", r -> !Set.of("tcp", "udp")
                .contains(r.getString("transport").toLowerCase(Locale.ROOT))));
        c.add(new Case("transport == tcp && !(port.dst == 80) && !app", r -> r.getString("transport")
                .equalsIgnoreCase("tcp") && port(r, "dstPort") != 80 && text(r, "appName").isEmpty()));
        c.add(new Case("name contains \"google\"", r -> names(r).stream().anyMatch(n -> n.toLowerCase(Locale.ROOT)
                .contains("google"))));
        c.add(new Case("ja3", r -> !text(r, "ja3Client").isEmpty()));
        // missing fields: != needs the field, the negation of == holds without it
        c.add(new Case("app != \"DNS\"", r -> has(r, "appName") && !text(r, "appName").equalsIgnoreCase("dns")));
        c.add(new Case("!(app == \"DNS\")", r -> !text(r, "appName").equalsIgnoreCase("dns")));
        // labels ignore letter case, keywords stand for the symbols, numbers take k and M
        c.add(new Case("protocol == dns", r -> text(r, "protocol").equalsIgnoreCase("dns")));
        c.add(new Case("port eq 53 or port.dst ge 1k", r -> port(r, "srcPort") == 53 || port(r, "dstPort") == 53
                || port(r, "dstPort") >= 1000));
        c.add(new Case("bytes lt 1.5k and packets le 3", r -> number(r, "totalBytes") < 1500 && number(r, "packetCount") <= 3));
        c.add(new Case("bytes.src > 0.5k && bytes.dst < 1M", r -> number(r, "srcBytes") > 500
                && number(r, "dstBytes") < 1_000_000));
        c.add(new Case("port.dst in {53 443 5353}", r -> Set.of(53, 443, 5353).contains(port(r, "dstPort"))));
        c.add(new Case("category in {Web, Network}", r -> Set.of("web", "network").contains(lower(text(r, "category")))));
        // durations (a bare number is seconds) and times
        c.add(new Case("duration >= 1s", r -> duration(r).compareTo(Duration.ofSeconds(1)) >= 0));
        c.add(new Case("duration < 250ms && duration > 0", r -> duration(r).compareTo(Duration.ofMillis(250)) < 0
                && duration(r).compareTo(Duration.ZERO) > 0));
        c.add(new Case("start >= " + p.start(), r -> !instant(r, "startTime").isBefore(p.start())));
        c.add(new Case("end < " + p.start(), r -> instant(r, "endTime").isBefore(p.start())));
        // addresses: IPv6 blocks, and text within an address
        c.add(new Case("ip == fe80::/10 || ip.dst == ff02::/16", r -> eitherInside(r, "fe80::/10")
                || inside(r.getString("dstIp"), "ff02::/16")));
        c.add(new Case("ip.dst == 192.168.0.0/16 && !(ip.src == 192.168.0.0/16)", r -> inside(r.getString("dstIp"),
                "192.168.0.0/16") && !inside(r.getString("srcIp"), "192.168.0.0/16")));
        c.add(new Case("ip contains \"192.168.\"", r -> r.getString("srcIp").contains("192.168.")
                || r.getString("dstIp").contains("192.168.")));
        // texts: exact, contains in any case, matches keeping case
        c.add(new Case("ja3 == \"" + p.ja3() + "\"", r -> text(r, "ja3Client").equals(p.ja3())));
        c.add(new Case("community_id contains \":\"", r -> text(r, "communityId").contains(":")));
        c.add(new Case("sni matches \"^www[.]\"", r -> Pattern.compile("^www[.]", Pattern.CASE_INSENSITIVE)
                .matcher(text(r, "hostname")).find()));
        c.add(new Case("id >= " + p.id(), r -> id(r) >= p.id()));
        // fields of many values: any value matches; != needs one and holds when none is the one named
        c.add(new Case("tls.alpn == H2", r -> texts(r, "alpn").stream().anyMatch(a -> a.equalsIgnoreCase("h2"))));
        c.add(new Case("tls.alpn != h2", r -> !texts(r, "alpn").isEmpty()
                && texts(r, "alpn").stream().noneMatch(a -> a.equalsIgnoreCase("h2"))));
        c.add(new Case("ua contains \"CURL\"", r -> texts(r, "httpUserAgents").stream()
                .anyMatch(u -> lower(u).contains("curl"))));
        c.add(new Case("ua matches \"^Mozilla\"", r -> texts(r, "httpUserAgents").stream()
                .anyMatch(u -> u.startsWith("Mozilla"))));
        c.add(new Case("name == \"WWW.BRO.ORG\"", r -> names(r).stream().anyMatch(n -> n.equalsIgnoreCase("www.bro.org"))));
        c.add(new Case("!(name contains \"google\")", r -> names(r).stream().noneMatch(n -> lower(n).contains("google"))));
        c.add(new Case("risk", r -> !texts(r, "flowRisks").isEmpty()));
        // precedence: ! binds tightest, then &&, then ||
        c.add(new Case("transport == udp || transport == tcp && port == 443", r -> is(r, "transport", "udp")
                || is(r, "transport", "tcp") && (port(r, "srcPort") == 443 || port(r, "dstPort") == 443)));
        c.add(new Case("(transport == udp || transport == tcp) && port == 443", r -> (is(r, "transport", "udp")
                || is(r, "transport", "tcp")) && (port(r, "srcPort") == 443 || port(r, "dstPort") == 443)));
        c.add(new Case("!port == 53 && transport == udp", r -> port(r, "srcPort") != 53 && port(r, "dstPort") != 53
                && is(r, "transport", "udp")));
        // a true-or-false field alone means it is true
        c.add(new Case("!tls.expired", r -> !expired(r)));
        return c;
    }

    @Test
    void everyQuerySelectsWhatItsOracleSelectsInEachCaptureAndAcrossThem() throws Exception {
        Map<String, String> ids = AnalysedCaptures.ids(api, CAPTURES);
        Map<String, List<JsonObject>> rows = new LinkedHashMap<>();
        for (Map.Entry<String, String> capture : ids.entrySet()) {
            rows.put(capture.getValue(), api.all("api/v1/files/" + capture.getValue() + "/conversations"));
        }
        String mine = "capture in {" + String.join(", ", ids.values()) + "}";
        List<Case> cases = cases(Pivot.of(rows.values()));
        int nonEmpty = 0;
        for (Case c : cases) {
            Set<String> union = new TreeSet<>();
            long perCapture = 0;
            Map<String, List<JsonObject>> selected = new LinkedHashMap<>();
            for (Map.Entry<String, List<JsonObject>> capture : rows.entrySet()) {
                String list = "api/v1/files/" + capture.getKey() + "/conversations";
                List<JsonObject> hits = capture.getValue().stream().filter(c.selects()).toList();
                Set<Long> expected = ids(hits);
                List<JsonObject> answered = api.all(list + "?q=" + encoded(c.q()));
                assertEquals(expected, ids(answered), capture.getKey() + ": " + c.q());
                perCapture += answered.size();
                expected.forEach(id -> union.add(capture.getKey() + " " + id));
                if (!hits.isEmpty()) {
                    selected.put(capture.getKey(), hits);
                }
            }
            nonEmpty += union.isEmpty() ? 0 : 1;
            String across = "(" + c.q() + ") && " + mine;
            List<JsonObject> acrossRows = api.all("api/v1/conversations?q=" + encoded(across));
            assertEquals(union, acrossRows.stream().map(r -> r.getString("fileId") + " " + id(r))
                    .collect(Collectors.toCollection(TreeSet::new)), "across captures: " + c.q());
            assertEquals(perCapture, total("api/v1/conversations?size=10&q=" + encoded(across)),
                    "across captures, the sum of the per-capture answers: " + c.q());
            for (JsonObject r : acrossRows) {
                assertEquals(fileName(ids, r.getString("fileId")), r.getString("fileName"), c.q());
            }
            assertEquals(summary(ids, selected), captures("api/v1/conversations/captures?q=" + encoded(across)),
                    "the hits per capture: " + c.q());
        }
        assertTrue(nonEmpty >= cases.size() - 6, "most queries select some row: " + nonEmpty);
        assertTrue(cases.size() >= 40, "cases: " + cases.size());
    }

    /**
     * A network's conversations are those of its snapshots' captures, and the network endpoints answer what the
     * {@code network} field selects across captures.
     */
    @Test
    void aNetworksHuntReadsTheCapturesOfItsSnapshots() throws Exception {
        Map<String, String> ids = AnalysedCaptures.ids(api, CAPTURES);
        Map<String, List<JsonObject>> all = new LinkedHashMap<>();
        for (String id : ids.values()) {
            all.put(id, api.all("api/v1/files/" + id + "/conversations"));
        }
        List<String> snapshots = List.of(ids.get("dns-mixed-records.pcap"), ids.get("tls13-curl.pcap"));
        Api.Reply created = api.json("POST", "api/v1/monitor/networks", "{\"name\":\"hunt scope " + UUID.randomUUID() + "\"}");
        assertEquals(201, created.status(), created.text());
        String network = created.json().getString("id");
        try {
            for (String fileId : snapshots) {
                Api.Reply added = api.json("POST", "api/v1/monitor/networks/" + network + "/snapshots",
                        "{\"fileId\":\"" + fileId + "\"}");
                assertEquals(201, added.status(), added.text());
            }
            String path = "api/v1/monitor/networks/" + network + "/conversations";
            for (Case c : cases(Pivot.of(all.values()))) {
                Map<String, List<JsonObject>> selected = new LinkedHashMap<>();
                Set<String> expected = new TreeSet<>();
                for (String fileId : snapshots) {
                    List<JsonObject> hits = all.get(fileId).stream().filter(c.selects()).toList();
                    hits.forEach(r -> expected.add(fileId + " " + id(r)));
                    if (!hits.isEmpty()) {
                        selected.put(fileId, hits);
                    }
                }
                List<JsonObject> inNetwork = api.all(path + "?q=" + encoded(c.q()));
                assertEquals(expected, filed(inNetwork), "the network's rows: " + c.q());
                String byField = "network == \"" + network + "\" && (" + c.q() + ")";
                assertEquals(filed(api.all("api/v1/conversations?q=" + encoded(byField))), filed(inNetwork),
                        "the network field across captures: " + c.q());
                assertEquals(summary(ids, selected), captures(path + "/captures?q=" + encoded(c.q())),
                        "the network's hits per capture: " + c.q());
            }
            // the facets and the form filters are those of the hunt across captures with the network's clause
            for (String q : List.of("port == 53", "transport == tcp", "!sni")) {
                Api.Reply facets = api.get(path + "/facets?q=" + encoded(q));
                assertEquals(200, facets.status(), facets.text());
                assertEquals(api.get("api/v1/conversations/facets?q=" + encoded("network == \"" + network + "\" && " + q))
                        .json(), facets.json(), "facets: " + q);
            }
            assertEquals(filed(api.all("api/v1/conversations?port=53&q=" + encoded("network == \"" + network + "\""))),
                    filed(api.all(path + "?port=53")), "a form filter");
            for (String unknown : List.of("api/v1/monitor/networks/" + UUID.randomUUID() + "/conversations",
                    "api/v1/monitor/networks/" + UUID.randomUUID() + "/conversations/facets",
                    "api/v1/monitor/networks/" + UUID.randomUUID() + "/conversations/captures",
                    "api/v1/monitor/networks/not-an-id/conversations")) {
                Api.Reply r = api.get(unknown);
                assertEquals(404, r.status(), unknown + ": " + r.text());
                assertTrue(r.contentType().startsWith("application/problem+json"), r.contentType());
            }
        } finally {
            assertEquals(204, api.delete("api/v1/monitor/networks/" + network).status());
        }
    }

    /**
     * The summary the oracle expects: each capture holding hits with their count, earliest start and latest end,
     * most hits first, then by file name.
     */
    private static List<String> summary(Map<String, String> ids, Map<String, List<JsonObject>> selected) {
        return selected.entrySet().stream()
                .sorted(Comparator.<Map.Entry<String, List<JsonObject>>>comparingInt(e -> -e.getValue().size())
                        .thenComparing(e -> fileName(ids, e.getKey())))
                .map(e -> e.getKey() + " " + fileName(ids, e.getKey()) + " " + e.getValue().size() + " "
                        + e.getValue().stream().map(r -> instant(r, "startTime")).min(Comparator.naturalOrder()).orElseThrow()
                        + " " + e.getValue().stream().map(r -> instant(r, "endTime")).max(Comparator.naturalOrder())
                        .orElseThrow())
                .toList();
    }

    /** The captures answer, written as {@link #summary} writes the oracle's. */
    private List<String> captures(String path) throws Exception {
        Api.Reply r = api.get(path);
        assertEquals(200, r.status(), r.text());
        return jakarta.json.Json.createReader(new java.io.StringReader(r.text())).readArray().stream()
                .map(JsonValue::asJsonObject)
                .map(h -> h.getString("fileId") + " " + h.getString("fileName") + " " + h.getJsonNumber("hits").longValue()
                        + " " + instant(h, "firstSeen") + " " + instant(h, "lastSeen"))
                .toList();
    }

    private long total(String path) throws Exception {
        Api.Reply r = api.get(path);
        assertEquals(200, r.status(), r.text());
        return r.json().getJsonNumber("total").longValue();
    }

    private static Set<String> filed(List<JsonObject> rows) {
        return rows.stream().map(r -> r.getString("fileId") + " " + id(r)).collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void aCaptureIsSelectedByItsIdOrItsFileName() throws Exception {
        Map<String, String> ids = AnalysedCaptures.ids(api, CAPTURES);
        String dns = ids.get("dns-mixed-records.pcap");
        long rowsOfDns = api.all("api/v1/files/" + dns + "/conversations").size();
        List<JsonObject> byId = api.all("api/v1/conversations?q=" + encoded("capture == " + dns));
        assertEquals(rowsOfDns, byId.size());
        assertTrue(byId.stream().allMatch(r -> r.getString("fileId").equals(dns)));
        List<JsonObject> byName = api.all("api/v1/conversations?q=" + encoded("capture contains \"dns-mixed-rec\""));
        assertTrue(byName.stream().allMatch(r -> r.getString("fileName").contains("dns-mixed-rec")), "by name");
        assertTrue(byName.stream().anyMatch(r -> r.getString("fileId").equals(dns)));
        List<JsonObject> notDns = api.all("api/v1/conversations?q=" + encoded("capture != " + dns + " && capture in {"
                + String.join(", ", ids.values()) + "}"));
        assertFalse(notDns.isEmpty());
        assertTrue(notDns.stream().noneMatch(r -> r.getString("fileId").equals(dns)));
        // paging and sort as a capture's list has them
        Api.Reply page = api.get("api/v1/conversations?size=10&page=1&sort=totalBytes:desc&q="
                + encoded("capture == " + dns));
        assertEquals(200, page.status(), page.text());
        JsonObject body = page.json();
        assertEquals(rowsOfDns, body.getJsonNumber("total").longValue());
        List<Long> bytes = body.getJsonArray("items").stream().map(v -> v.asJsonObject().getJsonNumber("totalBytes")
                .longValue()).toList();
        assertEquals(bytes.stream().sorted(java.util.Comparator.reverseOrder()).toList(), bytes);
        Api.Reply facets = api.get("api/v1/conversations/facets?q=" + encoded("capture == " + dns));
        assertEquals(200, facets.status(), facets.text());
        long protocols = facets.json().getJsonObject("protocols").values().stream()
                .mapToLong(v -> ((jakarta.json.JsonNumber) v).longValue()).sum();
        assertEquals(rowsOfDns, protocols, "every row has one protocol");
    }

    @Test
    void aFormFilterAndTheEquivalentQuerySelectTheSameRowsInEveryView() throws Exception {
        Map<String, String> ids = AnalysedCaptures.ids(api, CAPTURES);
        Map<String, String> pairs = Map.of("port=53", "port == 53", "app=DNS", "app == DNS",
                "protocol=TCP", "protocol == TCP", "ip=10.0.0.0/8", "ip == 10.0.0.0/8",
                "protocol=!DNS", "!(protocol == DNS)", "app=DNS,TLS", "app in {DNS, TLS}",
                "dissectorProtocol=dns", "dissector == dns");
        String mine = "capture in {" + String.join(", ", ids.values()) + "}";
        for (Map.Entry<String, String> pair : pairs.entrySet()) {
            // across captures too: the form's filter and its query select the same rows
            String form = pair.getKey().replace("/", "%2F");
            assertEquals(filed(api.all("api/v1/conversations?" + form + "&q=" + encoded(mine))),
                    filed(api.all("api/v1/conversations?q=" + encoded(pair.getValue() + " && " + mine))), "across " + pair);
        }
        for (String id : ids.values()) {
            String list = "api/v1/files/" + id + "/conversations";
            for (Map.Entry<String, String> pair : pairs.entrySet()) {
                String form = "?" + pair.getKey().replace("/", "%2F");
                String q = "?q=" + encoded(pair.getValue());
                List<JsonObject> byForm = api.all(list + form);
                assertEquals(ids(byForm), ids(api.all(list + q)), id + " " + pair);
                assertEquals(api.all("api/v1/files/" + id + "/flows" + form).size(),
                        api.all("api/v1/files/" + id + "/flows" + q).size(), "flows " + pair);
                Api.Reply csv = api.get(list + ".csv" + q);
                assertEquals(200, csv.status(), csv.text());
                assertEquals(byForm.size() + 1, csv.text().lines().count(), "CSV header and rows " + pair);
                Api.Reply facets = api.get(list + "/facets" + q);
                assertEquals(200, facets.status(), facets.text());
                assertEquals(api.get(list + "/facets" + form).json(), facets.json(), "facets " + pair);
            }
            // both at once: their AND
            List<JsonObject> all = api.all(list);
            Set<Long> both = all.stream().filter(r -> port(r, "srcPort") == 53 || port(r, "dstPort") == 53)
                    .filter(r -> r.getString("transport").equalsIgnoreCase("udp")).map(HuntQueryIT::id)
                    .collect(Collectors.toCollection(TreeSet::new));
            assertEquals(both, ids(api.all(list + "?port=53&q=" + encoded("transport == udp"))), id);
        }
    }

    @Test
    void aQueryThatDoesNotParseIsABadRequestThatSaysWhere() throws Exception {
        String id = AnalysedCaptures.id(api, "dns-mixed-records.pcap");
        for (String path : List.of("api/v1/files/" + id + "/conversations", "api/v1/files/" + id + "/conversations/facets",
                "api/v1/files/" + id + "/flows", "api/v1/files/" + id + "/conversations.csv",
                "api/v1/conversations", "api/v1/query/explain")) {
            Api.Reply r = api.get(path + "?q=" + encoded("port == 53 && snii contains x"));
            assertEquals(400, r.status(), path + ": " + r.text());
            assertTrue(r.contentType().startsWith("application/problem+json"), r.contentType());
            JsonObject body = r.json();
            // "port == 53 && " is 14 characters: the unknown field starts at the 15th
            assertEquals(15, body.getInt("position"), r.text());
            assertEquals("unknown field `snii` at 15; did you mean `sni`?", body.getString("detail"));
            assertEquals(List.of("sni"), strings(body, "suggestions"));
            assertTrue(body.containsKey("expected"), r.text());
        }
        Api.Reply end = api.get("api/v1/files/" + id + "/conversations?q=" + encoded("bytes >"));
        assertEquals(400, end.status());
        assertEquals(8, end.json().getInt("position"), end.text());
        assertEquals("end of query", end.json().getString("found"));
    }

    @Test
    void theFieldsAndTheExplanationComeFromTheCatalogueAndTheCompiler() throws Exception {
        Api.Reply fields = api.get("api/v1/query/fields");
        assertEquals(200, fields.status(), fields.text());
        List<JsonObject> listed = jakarta.json.Json.createReader(new java.io.StringReader(fields.text())).readArray()
                .stream().map(JsonValue::asJsonObject).toList();
        Set<String> names = listed.stream().map(f -> f.getString("name")).collect(Collectors.toSet());
        assertTrue(names.containsAll(Set.of("ip", "ip.src", "port", "transport", "app", "sni", "bytes", "payload",
                "capture", "tls.expired")), names.toString());
        JsonObject bytes = listed.stream().filter(f -> f.getString("name").equals("bytes")).findFirst().orElseThrow();
        assertEquals("number", bytes.getString("type"));
        assertFalse(bytes.getBoolean("many"));
        assertEquals("bytes > 10M", bytes.getString("example"));

        Api.Reply explain = api.get("api/v1/query/explain?q=" + encoded("PORT == 53 and (sni contains \"a%\" or !app)"));
        assertEquals(200, explain.status(), explain.text());
        JsonObject e = explain.json();
        assertEquals("port == 53 && (sni contains \"a%\" || !app)", e.getString("normalized"));
        assertEquals(List.of("port", "sni", "app"), strings(e, "fields"));
        assertEquals("and", e.getJsonObject("tree").getString("kind"));
        JsonObject first = e.getJsonObject("tree").getJsonArray("parts").getJsonObject(0);
        assertEquals("clause", first.getString("kind"));
        assertEquals("port", first.getString("field"));
        assertEquals("==", first.getString("operator"));
        assertEquals(List.of("53"), strings(first, "values"));
        String sql = e.getString("sql");
        assertTrue(sql.contains("src_port") && sql.contains("hostname ILIKE ?") && sql.contains("app_name"), sql);
        assertFalse(sql.contains("53") || sql.contains("a\\%"), "values are bound, not written: " + sql);
        // one array per end's port, then the pattern with its % escaped
        assertEquals(List.of("{53}", "{53}", "%a\\%%"), strings(e, "parameters"), e.toString());
        assertEquals(sql.chars().filter(ch -> ch == '?').count(), strings(e, "parameters").size(), sql);
    }

    /**
     * A saved query (docs/hunt.md, Saved queries) runs by its name as its expression runs in {@code q}: the same
     * rows, in the same order, across captures and in the one capture it may be saved for; it is refused as
     * {@code q} is when it does not parse, and gone once deleted.
     */
    @Test
    void aSavedQueryRunsByNameAsItsExpressionRunsInQ() throws Exception {
        Map<String, String> ids = AnalysedCaptures.ids(api, CAPTURES);
        String expression = "(port == 53 || port == 443) && capture in {" + String.join(", ", ids.values()) + "}";
        String name = "dns and tls " + java.util.UUID.randomUUID();
        String address = "api/v1/queries/" + segment(name);

        Api.Reply saved = api.json("POST", "api/v1/queries", jakarta.json.Json.createObjectBuilder()
                .add("name", name).add("expression", expression).build().toString());
        assertEquals(201, saved.status(), saved.text());
        assertTrue(saved.header("Location").endsWith("/" + address), saved.header("Location"));
        JsonObject body = saved.json();
        assertEquals(name, body.getString("name"));
        assertEquals(expression, body.getString("expression"));
        assertEquals("all", body.getString("scope"), "every capture when the call names no scope");
        assertFalse(body.containsKey("owner"), "no owner with authentication off: " + body);
        assertTrue(body.containsKey("createdAt"), body.toString());

        assertEquals(body, api.get(address).json());
        assertTrue(api.get("api/v1/queries").json().getJsonArray("items").stream().map(JsonValue::asJsonObject)
                .anyMatch(q -> q.equals(body)), "listed");
        List<JsonObject> byQ = api.all("api/v1/conversations?q=" + encoded(expression));
        assertFalse(byQ.isEmpty(), "the captures have DNS or TLS");
        assertEquals(byQ, api.all(address + "/conversations"), "every field of every row, in order");
        assertEquals(api.get("api/v1/conversations?size=10&sort=totalBytes:desc&q=" + encoded(expression)).json(),
                api.get(address + "/conversations?size=10&sort=totalBytes:desc").json(), "sorted and paged alike");

        Api.Reply again = api.json("POST", "api/v1/queries",
                "{\"name\": \"" + name + "\", \"expression\": \"port == 1\"}");
        assertEquals(409, again.status(), again.text());
        assertTrue(again.contentType().startsWith("application/problem+json"), again.contentType());
        Api.Reply bad = api.json("POST", "api/v1/queries",
                "{\"name\": \"bad\", \"expression\": \"port == 53 && snii\"}");
        assertEquals(400, bad.status(), bad.text());
        assertEquals("expression", bad.json().getString("parameter"));
        assertEquals(15, bad.json().getInt("position"), bad.text());
        assertEquals(List.of("sni"), strings(bad.json(), "suggestions"));
        for (String refused : List.of("{\"name\": \"\", \"expression\": \"port == 53\"}",
                "{\"name\": \"" + "x".repeat(101) + "\", \"expression\": \"port == 53\"}",
                "{\"name\": \"two\\nlines\", \"expression\": \"port == 53\"}",
                "{\"name\": \"elsewhere\", \"expression\": \"port == 53\", \"scope\": \"host:1\"}")) {
            Api.Reply r = api.json("POST", "api/v1/queries", refused);
            assertEquals(400, r.status(), refused + ": " + r.text());
        }

        String dns = ids.get("dns-mixed-records.pcap");
        String inFile = "dns of one capture " + java.util.UUID.randomUUID();
        Api.Reply file = api.json("POST", "api/v1/queries", jakarta.json.Json.createObjectBuilder().add("name", inFile)
                .add("expression", "port == 53").add("scope", "file:" + dns).build().toString());
        assertEquals(201, file.status(), file.text());
        List<JsonObject> fileRows = api.all("api/v1/queries/" + segment(inFile) + "/conversations");
        assertEquals(ids(api.all("api/v1/files/" + dns + "/conversations?q=" + encoded("port == 53"))), ids(fileRows));
        assertTrue(fileRows.stream().allMatch(r -> r.getString("fileName").equals("dns-mixed-records.pcap")));
        assertEquals(204, api.delete("api/v1/queries/" + segment(inFile)).status());

        assertEquals(204, api.delete(address).status());
        for (Api.Reply gone : List.of(api.get(address), api.get(address + "/conversations"), api.delete(address))) {
            assertEquals(404, gone.status(), gone.text());
            assertTrue(gone.contentType().startsWith("application/problem+json"), gone.contentType());
        }
    }

    /** A name as one segment of a path: a space is %20 there, not the form's +. */
    private static String segment(String name) {
        return URLEncoder.encode(name, StandardCharsets.UTF_8).replace("+", "%20");
    }

    private static String fileName(Map<String, String> ids, String fileId) {
        return ids.entrySet().stream().filter(e -> e.getValue().equals(fileId)).map(Map.Entry::getKey).findFirst()
                .orElseThrow();
    }

    private static String encoded(String q) {
        return URLEncoder.encode(q, StandardCharsets.UTF_8);
    }

    private static long id(JsonObject r) {
        return r.getJsonNumber("id").longValue();
    }

    private static Set<Long> ids(List<JsonObject> rows) {
        return rows.stream().map(HuntQueryIT::id).collect(Collectors.toCollection(TreeSet::new));
    }

    private static List<String> strings(JsonObject o, String key) {
        return o.getJsonArray(key).getValuesAs(JsonString.class).stream().map(JsonString::getString).toList();
    }

    /** The port, or -1 for a row without one. */
    private static int port(JsonObject r, String key) {
        return r.containsKey(key) && !r.isNull(key) ? r.getInt(key) : -1;
    }

    private static String text(JsonObject r, String key) {
        return r.containsKey(key) && !r.isNull(key) ? r.getString(key) : "";
    }

    private static boolean has(JsonObject r, String key) {
        return r.containsKey(key) && !r.isNull(key);
    }

    private static boolean is(JsonObject r, String key, String label) {
        return text(r, key).equalsIgnoreCase(label);
    }

    private static String lower(String text) {
        return text.toLowerCase(Locale.ROOT);
    }

    private static long number(JsonObject r, String key) {
        return r.getJsonNumber(key).longValue();
    }

    /** A list of texts, empty when the row has none. */
    private static List<String> texts(JsonObject r, String key) {
        return has(r, key) ? r.getJsonArray(key).getValuesAs(JsonString.class).stream().map(JsonString::getString).toList()
                : List.of();
    }

    private static Instant instant(JsonObject r, String key) {
        return OffsetDateTime.parse(r.getString(key)).toInstant();
    }

    private static Duration duration(JsonObject r) {
        return Duration.between(instant(r, "startTime"), instant(r, "endTime"));
    }

    /**
     * The certificate had expired when the conversation began: its end of validity before the start, which the
     * language reads to the whole second after it.
     */
    private static boolean expired(JsonObject r) {
        if (!has(r, "certNotAfter")) {
            return false;
        }
        Instant start = instant(r, "startTime");
        Instant second = start.truncatedTo(ChronoUnit.SECONDS);
        Instant ceiling = second.equals(start) ? second : second.plusSeconds(1);
        return instant(r, "certNotAfter").isBefore(ceiling);
    }

    private static List<String> names(JsonObject r) {
        return Api.array(r, "names").stream().map(v -> v.asJsonObject().getString("name")).toList();
    }

    private static boolean eitherInside(JsonObject r, String block) {
        return inside(r.getString("srcIp"), block) || inside(r.getString("dstIp"), block);
    }
}
