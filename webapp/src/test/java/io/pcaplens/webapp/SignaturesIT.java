package io.pcaplens.webapp;

import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Custom rules (signatures.yml) on the deployed service: the shipped starter rules fire on exactly the
 * conversations of real captures that the reference tools point at, and an edited rules file counts at the
 * next analysis and on {@code rules:apply}, while an invalid edit is reported and leaves the last valid
 * rules in force. The service reads a copy of the shipped file in target/ (see webapp/pom.xml), which this
 * test edits and restores.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class SignaturesIT extends DeployedService {

    private static final Path RULES = Path.of(System.getProperty("pcaplens.it.signatures",
            "target/it-rules/signatures.yml"));
    private static final Map<String, String> FILES = new HashMap<>();
    private static String shipped;

    @BeforeAll
    static void keepShippedRules() throws Exception {
        shipped = Files.readString(RULES);
    }

    @AfterAll
    static void restoreShippedRules() throws Exception {
        writeRules(shipped);
    }

    /** Writes the rules file with a modification time no earlier edit had, so the service sees the change. */
    private static void writeRules(String text) throws Exception {
        Files.writeString(RULES, text);
        Files.setLastModifiedTime(RULES, FileTime.from(Instant.now().plusSeconds(FILES.size() + text.length() % 97)));
    }

    /** Uploads a capture (again, if another test class uploaded the same bytes) and waits for its analysis. */
    private String analysed(String name) throws Exception {
        String known = FILES.get(name);
        if (known != null) {
            return known;
        }
        String id = api.analysed(name);
        FILES.put(name, id);
        return id;
    }

    private List<JsonObject> rows(String fileId) throws Exception {
        return api.all("api/v1/files/" + fileId + "/conversations");
    }

    private static List<String> rules(JsonObject row) {
        return row.getJsonArray("customRules").stream().map(v -> v.asJsonObject().getString("name")).toList();
    }

    /** The `rule` and `severity` filters select the rows a rule fired on, and the facets count them. */
    private void listFiltersAndFacetsSelectByRule(String fileId, List<JsonObject> rows, String rule)
            throws Exception {
        String list = "api/v1/files/" + fileId + "/conversations";
        Set<String> fired = firing(rows, rule);
        String severity = rows.stream().flatMap(r -> r.getJsonArray("customRules").stream())
                .map(v -> v.asJsonObject()).filter(m -> m.getString("name").equals(rule))
                .map(m -> m.getString("severity")).findFirst().orElseThrow();
        assertEquals(fired, keys(api.all(list + "?rule=" + rule)));
        assertTrue(keys(api.all(list + "?severity=" + severity.toUpperCase())).containsAll(fired));
        assertEquals(Set.of(), keys(api.all(list + "?rule=" + rule + "&protocol=NO-SUCH-PROTOCOL")), "AND across filters");
        assertEquals(fired, keys(api.all(list + "?rule=" + rule + "&rule=no-such-rule")), "OR within a filter");
        assertEquals(400, api.get(list + "?severity=urgent").status());
        JsonObject facets = api.get(list + "/facets").json();
        assertEquals(fired.size(), facets.getJsonObject("customRules").getInt(rule));
        assertEquals(severity, facets.getJsonObject("customRuleSeverities").getString(rule));
        assertTrue(facets.getJsonObject("severities").getInt(severity) >= fired.size());
    }

    private static Set<String> keys(List<JsonObject> rows) {
        return rows.stream().map(r -> r.getString("key")).collect(Collectors.toCollection(TreeSet::new));
    }

    /** Keys of the rows the rule fired on. */
    private static Set<String> firing(List<JsonObject> rows, String rule) {
        return rows.stream().filter(r -> rules(r).contains(rule)).map(r -> r.getString("key"))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static String flowOf(JsonObject row) {
        return flow(row.getString("transport"), row.getString("srcIp"), port(row, "srcPort"), row.getString("dstIp"),
                port(row, "dstPort"));
    }

    private static String port(JsonObject row, String field) {
        return row.containsKey(field) ? String.valueOf(row.getInt(field)) : "0";
    }

    /** A transport flow as ndpiReader prints it, endpoints in either order. */
    private static String flow(String transport, String ip1, String port1, String ip2, String port2) {
        String a = ip1 + ":" + port1;
        String b = ip2 + ":" + port2;
        return transport + " " + (a.compareTo(b) <= 0 ? a + " " + b : b + " " + a);
    }

    private static String flow(String ndpiLine) {
        String[] p = ndpiLine.split(" ");
        String[] a = p[1].split(":");
        String[] b = p[2].split(":");
        return flow(p[0], a[0], a[1], b[0], b[1]);
    }

    /** Keys of every row of the capture that belongs to one of the flows. */
    private static Set<String> rowsOfFlows(List<JsonObject> rows, String... ndpiFlows) {
        Set<String> flows = Arrays.stream(ndpiFlows).map(SignaturesIT::flow).collect(Collectors.toSet());
        Set<String> keys = rows.stream().filter(r -> flows.contains(flowOf(r))).map(r -> r.getString("key"))
                .collect(Collectors.toCollection(TreeSet::new));
        assertFalse(keys.isEmpty(), "no row of " + flows);
        return keys;
    }

    /**
     * The conversation keys (spec 2.3) of the capture whose packets' first 64 payload bytes, as tshark
     * gives them, satisfy the test; an oracle that shares no code with the service.
     */
    private static Set<String> keysWithPayload(String capture, Predicate<List<byte[]>> test) throws Exception {
        Process tshark = new ProcessBuilder("tshark", "-n", "-r", Captures.path(capture).toString(), "-T", "fields",
                "-E", "separator=/t", "-E", "occurrence=f", "-e", "ip.src", "-e", "ip.dst", "-e", "tcp.srcport",
                "-e", "tcp.dstport", "-e", "udp.srcport", "-e", "udp.dstport", "-e", "_ws.col.Protocol",
                "-e", "tcp.payload", "-e", "udp.payload").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        Map<String, List<byte[]>> payloads = new HashMap<>();
        for (String line : new String(tshark.getInputStream().readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
            String[] f = line.split("\t", -1);
            if (f.length < 9 || f[0].isEmpty()) {
                continue;
            }
            String sp = !f[2].isEmpty() ? f[2] : !f[4].isEmpty() ? f[4] : "0";
            String dp = !f[3].isEmpty() ? f[3] : !f[5].isEmpty() ? f[5] : "0";
            String proto = f[6].toUpperCase(Locale.ROOT);
            proto = proto.substring(0, Math.min(20, proto.length()));
            boolean srcFirst = f[0].compareTo(f[1]) < 0
                    || f[0].equals(f[1]) && Integer.parseInt(sp) <= Integer.parseInt(dp);
            String key = srcFirst ? f[0] + ":" + sp + "-" + f[1] + ":" + dp + "-" + proto
                    : f[1] + ":" + dp + "-" + f[0] + ":" + sp + "-" + proto;
            String hex = (!f[7].isEmpty() ? f[7] : f[8]).replace(":", "");
            byte[] stored = HexFormat.of().parseHex(hex.substring(0, Math.min(128, hex.length())));
            payloads.computeIfAbsent(key, k -> new java.util.ArrayList<>()).add(stored);
        }
        assertEquals(0, tshark.waitFor());
        return payloads.entrySet().stream().filter(e -> test.test(e.getValue())).map(Map.Entry::getKey)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static String latin1(byte[] b) {
        return new String(b, StandardCharsets.ISO_8859_1);
    }

    private static Predicate<List<byte[]>> anyPacket(Predicate<String> test) {
        return packets -> packets.stream().anyMatch(p -> test.test(latin1(p)));
    }

    @Test
    @Order(1)
    void theShippedRulesAreInForce() throws Exception {
        JsonObject rules = api.get("api/v1/rules").json();
        assertTrue(rules.getBoolean("valid"), rules.toString());
        assertEquals(RULES.toAbsolutePath().normalize().toString(), rules.getString("path"));
        assertEquals(List.of(), rules.getJsonArray("errors"));
        Matcher names = Pattern.compile("(?m)^  - name: (\\S+)$").matcher(shipped);
        List<String> expected = new java.util.ArrayList<>();
        while (names.find()) {
            expected.add(names.group(1));
        }
        assertEquals(expected, rules.getJsonArray("rules").stream().map(v -> v.asJsonObject().getString("name")).toList());
        JsonObject tor = rules.getJsonArray("rules").stream().map(JsonValue::asJsonObject)
                .filter(r -> r.getString("name").equals("tor")).findFirst().orElseThrow();
        assertEquals("high", tor.getString("severity"));
        assertEquals("Connection to the Tor anonymity network", tor.getString("description"));
        JsonObject system = api.get("api/v1/system").json().getJsonObject("rules");
        assertTrue(system.getBoolean("valid"));
        assertEquals(expected.size(), system.getInt("ruleCount"));
    }

    /** Flows from `ndpiReader -q -t -i FILE -v 2` (nDPI 4.2) on the capture, as the service runs it. */
    @Test
    @Order(2)
    void dpiBasedRulesFireOnEveryRowOfTheFlowsNdpiFlags() throws Exception {
        List<JsonObject> telnet = rows(analysed("telnet-login.pcap"));
        assertEquals(rowsOfFlows(telnet, "TCP 192.168.0.2:1550 192.168.0.1:23"), firing(telnet, "cleartext-telnet"));

        String ftpId = analysed("ftp-ipv4.pcap");
        List<JsonObject> ftp = rows(ftpId);
        assertEquals(rowsOfFlows(ftp, "TCP 141.142.220.235:50003 199.233.217.249:21",
                        "TCP 141.142.220.235:59378 199.233.217.249:56667", "TCP 199.233.217.249:61918 141.142.220.235:37835"),
                firing(ftp, "cleartext-credentials"));
        listFiltersAndFacetsSelectByRule(ftpId, ftp, "cleartext-credentials");
        List<JsonObject> pop = rows(analysed("pop3.pcap"));
        assertEquals(rowsOfFlows(pop, "TCP 143.225.229.181:35287 74.208.5.28:110"), firing(pop, "cleartext-credentials"));
        List<JsonObject> basic = rows(analysed("http-basic-auth.pcap"));
        assertEquals(rowsOfFlows(basic, "TCP 10.0.0.2:1087 10.0.0.1:2082"), firing(basic, "cleartext-credentials"));

        List<JsonObject> tor = rows(analysed("tor.pcap"));
        assertEquals(rowsOfFlows(tor, "TCP 192.168.1.252:51112 38.229.70.53:443", "TCP 192.168.1.252:51175 91.143.93.242:443",
                "TCP 192.168.1.252:51111 46.59.52.31:443"), firing(tor, "tor"));

        List<JsonObject> dns = rows(analysed("dns-tunnel-iodine.pcap"));
        assertEquals(rowsOfFlows(dns, "UDP 10.0.2.30:44639 10.0.2.20:53"), firing(dns, "dns-tunnel"));

        List<JsonObject> selfSigned = rows(analysed("tls12-selfsigned-expired-loopback.pcap"));
        Set<String> loopback = rowsOfFlows(selfSigned, "TCP 127.0.0.1:51607 127.0.0.1:3001");
        assertEquals(loopback, firing(selfSigned, "tls-self-signed-certificate"));
        assertEquals(loopback, firing(selfSigned, "tls-expired-certificate"));
        List<JsonObject> expired = rows(analysed("tls12-expired-cert.pcap"));
        assertEquals(rowsOfFlows(expired, "TCP 192.168.4.149:60539 87.98.220.10:443"), firing(expired, "tls-expired-certificate"));
        assertEquals(Set.of(), firing(expired, "tls-self-signed-certificate"));

        List<JsonObject> ssh = rows(analysed("ssh.pcap"));
        assertEquals(rowsOfFlows(ssh, "TCP 172.16.238.1:58395 172.16.238.168:22", "TCP 127.0.0.1:58496 127.0.0.1:8000"),
                firing(ssh, "ssh-obsolete-version"));

        List<JsonObject> bt = rows(analysed("bittorrent.pcap"));
        assertEquals(rowsOfFlows(bt, "TCP 192.168.1.3:52915 198.100.146.9:60163", "TCP 192.168.1.3:52895 83.216.184.241:51413",
                "TCP 192.168.1.3:52914 190.103.195.56:46633", "TCP 192.168.1.3:52907 82.58.216.115:38305",
                "TCP 192.168.1.3:52927 83.216.184.241:51413", "TCP 192.168.1.3:52897 151.26.95.30:22673",
                "TCP 192.168.1.3:52903 198.100.146.9:60163", "TCP 192.168.1.3:52917 151.15.48.189:47001",
                "TCP 192.168.1.3:52911 151.26.95.30:22673", "TCP 192.168.1.3:52921 95.234.159.16:41205",
                "TCP 192.168.1.3:52906 82.57.97.83:53137", "TCP 192.168.1.3:52922 95.237.193.34:11321",
                "TCP 192.168.1.3:52887 82.57.97.83:53137", "TCP 192.168.1.3:52896 79.53.228.2:14627",
                "TCP 192.168.1.3:52926 93.65.249.100:31336", "TCP 192.168.1.3:52888 82.58.216.115:38305",
                "TCP 192.168.1.3:52902 190.103.195.56:46633", "TCP 192.168.1.3:52912 151.72.255.163:59928",
                "TCP 192.168.1.3:52893 79.55.129.22:12097", "TCP 192.168.1.3:52894 120.62.33.241:39332",
                "TCP 192.168.1.3:52908 79.55.129.22:12097", "TCP 192.168.1.3:52909 79.53.228.2:14627",
                "TCP 192.168.1.3:52910 120.62.33.241:39332", "TCP 192.168.1.3:52925 93.65.227.100:19116"),
                firing(bt, "bittorrent"));

        // none of these fires where nothing asks for it
        for (List<JsonObject> rows : List.of(telnet, tor, dns, bt)) {
            assertEquals(Set.of(), firing(rows, "cleartext-credentials"));
        }
        assertEquals(Set.of(), firing(ftp, "cleartext-telnet"));
        assertEquals(Set.of(), firing(pop, "tor"));
        telnet.forEach(r -> assertTrue(r.containsKey("customRules"), r.toString()));
    }

    @Test
    @Order(3)
    void payloadRulesFireOnTheConversationsWhosePacketsHoldThePatterns() throws Exception {
        // USER and PASS commands anywhere in the conversation, at the start of a packet, any letter case
        Predicate<List<byte[]>> userAndPass = anyPacket(s -> s.regionMatches(true, 0, "USER ", 0, 5))
                .and(anyPacket(s -> s.regionMatches(true, 0, "PASS ", 0, 5)));
        for (String capture : List.of("ftp-ipv4.pcap", "ftp-anonymous-download.pcap", "pop3.pcap", "telnet-login.pcap")) {
            Set<String> expected = keysWithPayload(capture, userAndPass);
            assertEquals(!capture.startsWith("telnet"), !expected.isEmpty(), capture);
            assertEquals(expected, firing(rows(analysed(capture)), "cleartext-user-pass-login"), capture);
        }
        assertEquals(Set.of("143.225.229.181:35287-74.208.5.28:110-POP"), firing(rows(analysed("pop3.pcap")),
                "cleartext-user-pass-login"));

        List<JsonObject> attacks = rows(analysed("http-webattack-rce.pcap"));
        Set<String> nikto = keysWithPayload("http-webattack-rce.pcap", anyPacket(s -> s.contains("(Nikto/")));
        assertEquals(115, nikto.size());
        assertEquals(nikto, firing(attacks, "web-scanner-nikto"));
        Pattern attack = Pattern.compile("^[A-Z]+ [^ ]*(\\.\\./|%2e%2e|/etc/(passwd|shadow)|cmd\\.exe|\\|(dir|id|ls|cat)\\b"
                + "|%3b\\s*(id|ls|cat|uname)\\b|;(id|ls|cat|uname)\\b|<script|%3cscript|\\$\\{jndi)", Pattern.CASE_INSENSITIVE);
        Set<String> injected = keysWithPayload("http-webattack-rce.pcap", anyPacket(s -> attack.matcher(s).find()));
        assertEquals(39, injected.size());
        assertEquals(injected, firing(attacks, "web-attack-request"));
        assertEquals("critical", attacks.stream().flatMap(r -> r.getJsonArray("customRules").stream())
                .map(JsonValue::asJsonObject).filter(m -> m.getString("name").equals("web-attack-request"))
                .map(m -> m.getString("severity")).distinct().collect(Collectors.joining()));

        Set<String> handshakes = keysWithPayload("bittorrent.pcap",
                anyPacket(s -> s.contains("\u0013BitTorrent protocol")));
        assertFalse(handshakes.isEmpty());
        assertEquals(handshakes, firing(rows(analysed("bittorrent.pcap")), "bittorrent-handshake"));
        assertEquals(Set.of(), firing(rows(analysed("tor.pcap")), "bittorrent-handshake"));
    }

    @Test
    @Order(4)
    void anEditedRulesFileCountsForRulesApplyAndTheNextAnalysis() throws Exception {
        String telnetId = analysed("telnet-login.pcap");
        String popId = analysed("pop3.pcap");
        String before = api.get("api/v1/rules").json().getString("version");
        writeRules("""
                rules:
                  - name: telnet-server-is-a-router
                    description: the lab's router answers telnet
                    severity: critical
                    ip: 192.168.0.1
                    port: 23
                    device_type: router
                  - name: pop-pass-lowercase
                    severity: low
                    payload_contains:
                      - ascii: "pass "
                """);
        JsonObject rules = api.get("api/v1/rules").json();
        assertTrue(rules.getBoolean("valid"), rules.toString());
        assertNotEquals(before, rules.getString("version"));
        assertEquals("Router", rules.getJsonArray("rules").getJsonObject(0).getString("deviceType"));
        assertFalse(rules.getJsonArray("rules").getJsonObject(1).containsKey("deviceType"));

        // stored results stay as they were until the rules are applied again
        assertFalse(firing(rows(telnetId), "cleartext-telnet").isEmpty());
        Api.Reply applied = api.post("api/v1/files/" + telnetId + "/rules:apply", "application/json", new byte[0]);
        assertEquals(200, applied.status(), applied.text());
        JsonObject outcome = applied.json();
        assertEquals(telnetId, outcome.getString("fileId"));
        assertEquals(rules.getString("version"), outcome.getString("rulesVersion"));
        assertEquals(2, outcome.getInt("ruleCount"));
        List<JsonObject> telnet = rows(telnetId);
        Set<String> port23 = rowsOfFlows(telnet, "TCP 192.168.0.2:1550 192.168.0.1:23");
        assertEquals(port23.size(), outcome.getInt("matchedConversations"));
        assertEquals(port23, firing(telnet, "telnet-server-is-a-router"));
        assertEquals(Set.of(), firing(telnet, "cleartext-telnet"));
        List<JsonObject> filtered = api.all("api/v1/files/" + telnetId + "/conversations?severity=critical");
        assertEquals(port23.size(), filtered.size());

        Api.Reply popApplied = api.post("api/v1/files/" + popId + "/rules:apply", "application/json", new byte[0]);
        assertEquals(200, popApplied.status(), popApplied.text());
        assertEquals(keysWithPayload("pop3.pcap", anyPacket(s -> s.contains("pass "))),
                firing(rows(popId), "pop-pass-lowercase"));
        assertEquals(Set.of(), firing(rows(popId), "cleartext-credentials"));

        // a new analysis uses the edited rules without a restart
        String fresh = api.uploadAfresh("telnet-again.pcap", Arrays.copyOf(Captures.bytes("telnet-login.pcap"),
                (int) Files.size(Captures.path("telnet-login.pcap"))), Map.of());
        FILES.remove("telnet-login.pcap"); // same bytes: the upload above replaced it
        api.awaitAnalysis(fresh, Captures.ANALYSIS);
        assertEquals(port23, firing(rows(fresh), "telnet-server-is-a-router"));
    }

    @Test
    @Order(5)
    void anInvalidEditIsReportedWithRuleAndLineAndTheLastValidRulesStay() throws Exception {
        JsonObject valid = api.get("api/v1/rules").json();
        writeRules("""
                rules:
                  - name: fine
                    severity: low
                    port: 23
                  - name: broken
                    severity: urgent
                    port: 21
                  - name: fine
                    severity: low
                    payload_regex: '(unclosed'
                """);
        JsonObject rules = api.get("api/v1/rules").json();
        assertFalse(rules.getBoolean("valid"));
        assertEquals(valid.getString("version"), rules.getString("version"));
        assertEquals(valid.getJsonArray("rules"), rules.getJsonArray("rules"));
        Map<String, Integer> lines = rules.getJsonArray("errors").stream().map(JsonValue::asJsonObject)
                .collect(Collectors.toMap(e -> e.getString("message").split(" ")[0] + " " + e.getString("rule"),
                        e -> e.getInt("line")));
        assertEquals(Map.of("severity broken", 6, "payload_regex fine", 10), lines, rules.toString());
        JsonObject system = api.get("api/v1/system").json().getJsonObject("rules");
        assertFalse(system.getBoolean("valid"));
        assertEquals(2, system.getInt("ruleCount"));

        Api.Reply applied = api.post("api/v1/files/" + analysed("pop3.pcap") + "/rules:apply", "application/json", new byte[0]);
        assertEquals(200, applied.status(), applied.text());
        assertEquals(valid.getString("version"), applied.json().getString("rulesVersion"));
    }

    @Test
    @Order(6)
    void rulesApplyAnswersProblemsForUnknownAndUnfinishedFiles() throws Exception {
        Api.Reply unknown = api.post("api/v1/files/00000000-0000-0000-0000-000000000000/rules:apply", "application/json", new byte[0]);
        assertEquals(404, unknown.status());
        assertTrue(unknown.contentType().startsWith("application/problem+json"), unknown.contentType());
        assertEquals(404, api.post("api/v1/files/nonsense/rules:apply", "application/json", new byte[0]).status());

        // cut short in its first frame: nothing could be read, the analysis failed
        byte[] whole = Captures.bytes("telnet-login.pcap");
        String cut = api.uploadAfresh("telnet-cut.pcap", Arrays.copyOf(whole, 24 + 16 + 5), Map.of());
        assertEquals("FAILED", api.awaitAnalysis(cut, Captures.ANALYSIS).getString("status"));
        Api.Reply conflict = api.post("api/v1/files/" + cut + "/rules:apply", "application/json", new byte[0]);
        assertEquals(409, conflict.status(), conflict.text());
        assertTrue(conflict.json().getString("detail").contains("COMPLETED"), conflict.text());
    }

    @Test
    @Order(7)
    void restoringTheShippedFileBringsBackItsRules() throws Exception {
        writeRules(shipped);
        JsonObject rules = api.get("api/v1/rules").json();
        assertTrue(rules.getBoolean("valid"));
        String id = analysed("pop3.pcap");
        assertEquals(200, api.post("api/v1/files/" + id + "/rules:apply", "application/json", new byte[0]).status());
        assertEquals(Set.of("143.225.229.181:35287-74.208.5.28:110-POP"), firing(rows(id), "cleartext-user-pass-login"));
    }
}
