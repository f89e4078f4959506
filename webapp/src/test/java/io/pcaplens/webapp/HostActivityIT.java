package io.pcaplens.webapp;

import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The DNS and HTTP logs of a host that served them (docs/hosts.md), held to tshark's two-pass reading of the whole
 * capture: every query or request the server received, with the response tshark links to it, and every response the
 * server sent to a query the capture lacks. The host's traffic over time and OS hint are {@link HostProfileIT}'s.
 */
class HostActivityIT extends DeployedService {

    /** Record types and response codes by the names of IANA's registries, for the ones these captures hold. */
    private static final Map<String, String> TYPES = Map.of("1", "A", "2", "NS", "5", "CNAME", "6", "SOA", "12",
            "PTR", "15", "MX", "16", "TXT", "28", "AAAA", "33", "SRV", "255", "ANY");
    private static final Map<String, String> RCODES = Map.of("0", "NoError", "1", "FormErr", "2", "ServFail", "3",
            "NXDomain", "4", "NotImp", "5", "Refused");

    @TempDir
    static Path made;

    private static String[] cells(String line, int n) {
        return java.util.Arrays.copyOf(line.split("\t", -1), n);
    }

    private static String type(String code) {
        return TYPES.getOrDefault(code, "TYPE" + code);
    }

    /** One expected line of a DNS log: frame, client, name, type and response code ("" for none). */
    private static List<List<String>> tsharkDnsLog(Path capture, String server) throws Exception {
        Map<String, String[]> responses = new HashMap<>();
        for (String line : TsharkOutput.ofFile(capture, "-2", "-Y", "dns.flags.response == 1 && ip.src == " + server,
                "-T", "fields", "-E", "occurrence=f", "-e", "frame.number", "-e", "ip.dst", "-e", "dns.qry.name",
                "-e", "dns.qry.type", "-e", "dns.flags.rcode", "-e", "dns.response_to").split("\n")) {
            if (!line.isBlank()) {
                String[] c = cells(line, 6);
                responses.put(c[0], c);
            }
        }
        TreeMap<Long, List<String>> lines = new TreeMap<>();
        Set<String> answered = new java.util.HashSet<>();
        for (String line : TsharkOutput.ofFile(capture, "-2", "-Y", "dns.flags.response == 0 && ip.dst == " + server,
                "-T", "fields", "-E", "occurrence=f", "-e", "frame.number", "-e", "ip.src", "-e", "dns.qry.name",
                "-e", "dns.qry.type", "-e", "dns.response_in").split("\n")) {
            if (!line.isBlank()) {
                String[] c = cells(line, 5);
                String[] r = c[4] == null || c[4].isEmpty() ? null : responses.get(c[4]);
                if (r != null) {
                    answered.add(r[0]);
                }
                lines.put(Long.parseLong(c[0]), List.of(c[0], c[1], c[2], type(c[3]),
                        r == null ? "" : RCODES.getOrDefault(r[4], "RCODE" + r[4])));
            }
        }
        for (String[] r : responses.values()) {
            if (!answered.contains(r[0])) {
                lines.put(Long.parseLong(r[0]), List.of(r[0], r[1], r[2], type(r[3]),
                        RCODES.getOrDefault(r[4], "RCODE" + r[4])));
            }
        }
        return new ArrayList<>(lines.values());
    }

    private static List<List<String>> dnsLines(List<JsonObject> items) {
        return items.stream().map(l -> List.of(String.valueOf(l.getJsonNumber("frame").longValue()),
                l.getString("client"), l.getString("name", ""), l.getString("type", ""), l.getString("rcode", "")))
                .toList();
    }

    @Test
    void aDnsServersLogIsEveryQueryItReceivedWithTheResponseTsharkLinksToIt() throws Exception {
        String file = AnalysedCaptures.id(api, "dns-mixed-records.pcap");
        String server = "192.168.170.20";
        List<List<String>> expected = tsharkDnsLog(Captures.path("dns-mixed-records.pcap"), server);
        assertTrue(expected.size() >= 10, "tshark: " + expected);
        String path = "api/v1/files/" + file + "/hosts/" + server + "/dns-log";
        assertEquals(expected, dnsLines(api.all(path)));

        JsonObject body = api.get(path + "?size=10").json();
        assertEquals(server, body.getString("server"));
        assertEquals(expected.size(), body.getInt("total"));
        assertEquals(10, body.getJsonArray("items").size());
        assertFalse(body.getBoolean("truncated"));
        JsonObject tally = body.getJsonObject("tally");
        assertEquals(expected.size(), tally.getInt("transactions"));
        Map<String, Long> rcodes = expected.stream().filter(l -> !l.get(4).isEmpty())
                .collect(Collectors.groupingBy(l -> l.get(4), TreeMap::new, Collectors.counting()));
        assertEquals(rcodes, tally.getJsonObject("rcodes").entrySet().stream().collect(Collectors.toMap(
                Map.Entry::getKey, e -> ((jakarta.json.JsonNumber) e.getValue()).longValue(), (a, b) -> a, TreeMap::new)));
        assertEquals(expected.stream().filter(l -> l.get(4).isEmpty()).count(), tally.getInt("unanswered"));
    }

    @Test
    void aDnsLinesAnswersAndLatencyAreThoseOfItsResponse() throws Exception {
        String file = AnalysedCaptures.id(api, "dns-mixed-records.pcap");
        String server = "192.168.170.20";
        // the values of the response's records as tshark reads them, field by field in the order the log lists them
        List<String> values = List.of("dns.a", "dns.aaaa", "dns.cname", "dns.ptr.domain_name", "dns.mx.mail_exchange",
                "dns.ns", "dns.txt");
        List<String> args = new ArrayList<>(List.of("-2", "-Y", "dns.flags.response == 1 && ip.src == " + server
                + " && dns.a", "-T", "fields", "-E", "occurrence=a", "-E", "aggregator=;", "-e", "dns.response_to",
                "-e", "dns.time"));
        values.forEach(v -> args.addAll(List.of("-e", v)));
        String[] first = cells(TsharkOutput.of("dns-mixed-records.pcap", args.toArray(String[]::new)).split("\n")[0],
                2 + values.size());
        List<String> answers = new ArrayList<>();
        for (int i = 2; i < first.length; i++) {
            if (first[i] != null && !first[i].isEmpty()) {
                answers.addAll(List.of(first[i].split(";")));
            }
        }
        JsonObject line = api.all("api/v1/files/" + file + "/hosts/" + server + "/dns-log").stream()
                .filter(l -> l.getJsonNumber("frame").longValue() == Long.parseLong(first[0])).findFirst()
                .orElseThrow(() -> new AssertionError("no line of query frame " + first[0]));
        assertEquals(answers, line.getJsonArray("answers").getValuesAs(jakarta.json.JsonString.class)
                .stream().map(jakarta.json.JsonString::getString).toList());
        assertTrue(line.getBoolean("answered"));
        assertEquals(new BigDecimal(first[1]).movePointRight(3).doubleValue(), line.getJsonNumber("latencyMs").doubleValue(),
                0.0011, "tshark's dns.time of the response");
    }

    @Test
    void theDnsLogsFiltersKeepWhatTheyNameAndTheTallyStaysTheWholeLogs() throws Exception {
        String file = AnalysedCaptures.id(api, "dns-mixed-records.pcap");
        String server = "192.168.170.20";
        List<List<String>> expected = tsharkDnsLog(Captures.path("dns-mixed-records.pcap"), server);
        String path = "api/v1/files/" + file + "/hosts/" + server + "/dns-log";
        List<List<String>> nx = expected.stream().filter(l -> l.get(4).equals("NXDomain")).toList();
        assertFalse(nx.isEmpty(), "tshark: " + expected);
        assertEquals(nx, dnsLines(api.all(path + "?rcode=nxdomain")));
        String name = expected.get(0).get(2);
        String part = name.substring(0, Math.min(4, name.length())).toUpperCase(java.util.Locale.ROOT);
        assertEquals(expected.stream().filter(l -> l.get(2).toUpperCase(java.util.Locale.ROOT).contains(part)).toList(),
                dnsLines(api.all(path + "?search=" + part)));
        String client = expected.get(0).get(1);
        assertEquals(expected.stream().filter(l -> l.get(1).equals(client)).toList(),
                dnsLines(api.all(path + "?client=" + client)));
        JsonObject filtered = api.get(path + "?rcode=NXDomain").json();
        assertEquals(expected.size(), filtered.getJsonObject("tally").getInt("transactions"));
    }

    @Test
    void aWebServersLogIsEveryRequestWithTheStatusTsharkLinksToIt() throws Exception {
        String capture = "http-bro-org-browsing.pcap";
        String file = AnalysedCaptures.id(api, capture);
        String server = "192.150.187.43";
        Map<String, String[]> responses = new HashMap<>();
        for (String line : TsharkOutput.of(capture, "-2", "-Y", "http.response && ip.src == " + server, "-T", "fields",
                "-E", "occurrence=f", "-e", "frame.number", "-e", "http.response.code", "-e", "http.content_type")
                .split("\n")) {
            if (!line.isBlank()) {
                String[] c = cells(line, 3);
                responses.put(c[0], c);
            }
        }
        List<List<String>> expected = new ArrayList<>();
        for (String line : TsharkOutput.of(capture, "-2", "-Y", "http.request && ip.dst == " + server, "-T", "fields",
                "-E", "occurrence=f", "-e", "frame.number", "-e", "ip.src", "-e", "http.request.method", "-e",
                "http.host", "-e", "http.request.uri", "-e", "http.response_in").split("\n")) {
            if (!line.isBlank()) {
                String[] c = cells(line, 6);
                String[] r = c[5] == null || c[5].isEmpty() ? null : responses.get(c[5]);
                expected.add(List.of(c[0], c[1], c[2], c[3], c[4], r == null ? "" : r[1], r == null ? "" : r[2]));
            }
        }
        assertTrue(expected.size() >= 20, "tshark: " + expected);
        String path = "api/v1/files/" + file + "/hosts/" + server + "/http-log";
        List<JsonObject> log = api.all(path);
        assertEquals(expected, log.stream().map(l -> List.of(String.valueOf(l.getJsonNumber("frame").longValue()),
                l.getString("client"), l.getString("method", ""), l.getString("host", ""), l.getString("path", ""),
                !l.containsKey("status") || l.isNull("status") ? "" : String.valueOf(l.getInt("status")),
                l.getString("contentType", ""))).toList());
        JsonObject tally = api.get(path).json().getJsonObject("tally");
        assertEquals(expected.size(), tally.getInt("transactions"));
        assertFalse(tally.containsKey("suspicion") && !tally.isNull("suspicion"), "browsing is no probe: " + tally);
        long notFound = expected.stream().filter(l -> l.get(5).equals("404")).count();
        assertEquals(notFound, api.get(path + "?status=404").json().getInt("total"));
        assertEquals(expected.stream().filter(l -> l.get(5).startsWith("2")).count(),
                api.get(path + "?status=2xx").json().getInt("total"));
    }

    @Test
    void aResolverAnsweringOneClientManyNoSuchNamesIsFlaggedAmongNormalLookups() throws Exception {
        Path capture = new PlantedThreats(made).nxdomains();
        String file = api.uploadAfresh("server-log-nxdomain.pcapng", Files.readAllBytes(capture), Map.of());
        assertEquals("COMPLETED", api.awaitAnalysis(file, Captures.ANALYSIS).getString("status"));
        String resolver = PlantedThreats.GATEWAY.ip();
        // the clients tshark shows answered NXDOMAIN by the resolver, and how often: one, among normal lookups
        Map<String, Long> nxByClient = TsharkOutput.ofFile(capture, "-Y", "dns.flags.rcode == 3 && ip.src == "
                + resolver, "-T", "fields", "-e", "ip.dst").lines().filter(l -> !l.isBlank())
                .collect(Collectors.groupingBy(l -> l, TreeMap::new, Collectors.counting()));
        assertEquals(1, nxByClient.size(), "tshark: " + nxByClient);
        String client = nxByClient.keySet().iterator().next();
        long nx = nxByClient.get(client);
        long answers = TsharkOutput.ofFile(capture, "-Y", "dns.flags.response == 1 && ip.src == " + resolver, "-T",
                "fields", "-e", "frame.number").lines().filter(l -> !l.isBlank()).count();
        assertTrue(nx >= 20 && nx < 0.25 * answers, "a burst below a quarter of the answers: " + nx + " of " + answers);
        JsonObject tally = api.get("api/v1/files/" + file + "/hosts/" + resolver + "/dns-log").json()
                .getJsonObject("tally");
        assertEquals(nx, tally.getJsonObject("rcodes").getInt("NXDomain"));
        assertNotNull(tally.get("suspicion"), tally.toString());
        assertTrue(tally.get("suspicion").getValueType() == JsonValue.ValueType.STRING
                && tally.getString("suspicion").startsWith(client + " was answered NXDOMAIN " + nx + " times"),
                tally.toString());
    }

    @Test
    void aLogOfAMacAnUnknownHostOrAWrongStatusIsRefused() throws Exception {
        String file = AnalysedCaptures.id(api, "dns-mixed-records.pcap");
        String base = "api/v1/files/" + file + "/hosts/";
        assertEquals(400, api.get(base + "00:11:22:33:44:55/dns-log").status());
        assertEquals(404, api.get(base + "203.0.113.99/dns-log").status());
        assertEquals(404, api.get("api/v1/files/00000000-0000-0000-0000-000000000000/hosts/192.168.170.20/http-log")
                .status());
        Api.Reply wrong = api.get(base + "192.168.170.20/http-log?status=4x");
        assertEquals(400, wrong.status());
        assertTrue(wrong.text().contains("status must be"), wrong.text());
        JsonObject none = api.get(base + "192.168.170.20/http-log").json();
        assertEquals(0, none.getInt("total"), "the resolver serves no web pages");
    }

    /** Epoch seconds as tshark prints them, in nanoseconds. */
}
