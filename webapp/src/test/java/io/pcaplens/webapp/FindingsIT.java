package io.pcaplens.webapp;

import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Findings over the API (docs/findings.md) on real captures, the expected hosts read from the captures by tshark:
 * the scans are found as scans of their scanner, the expired certificate as one of its server, and ordinary
 * browsing leaves nothing high or critical.
 */
class FindingsIT extends DeployedService {

    private List<JsonObject> findings(String fileId) throws Exception {
        return api.all("api/v1/files/" + fileId + "/findings");
    }

    private static List<String> hosts(JsonObject finding) {
        return finding.getJsonArray("hosts").getValuesAs(JsonString.class).stream().map(JsonString::getString)
                .toList();
    }

    /** The address that sent the most SYNs without ACK to distinct destination ports and hosts: the scanner. */
    static String scanner(String capture) throws Exception {
        Map<String, Set<String>> probes = new HashMap<>();
        for (String line : TsharkOutput.of(capture, "-Y", "tcp.flags.syn == 1 && tcp.flags.ack == 0", "-T", "fields",
                "-e", "ip.src", "-e", "ip.dst", "-e", "tcp.dstport").split("\n")) {
            String[] f = line.split("\t", -1);
            if (f.length == 3 && !f[0].isEmpty()) {
                probes.computeIfAbsent(f[0], k -> new HashSet<>()).add(f[1] + ":" + f[2]);
            }
        }
        return probes.entrySet().stream().max(Map.Entry.comparingByValue(java.util.Comparator.comparingInt(Set::size)))
                .orElseThrow().getKey();
    }

    @Test
    void theScansAreFoundAsScansOfTheirScanner() throws Exception {
        for (String capture : List.of("tcp-scan.pcapng", "synscan.pcap")) {
            String id = AnalysedCaptures.id(api, capture);
            String scanner = scanner(capture);
            List<JsonObject> scans = findings(id).stream().filter(f -> f.getString("kind").endsWith("_scan")).toList();
            assertFalse(scans.isEmpty(), capture + ": no scan among " + findings(id));
            assertTrue(scans.stream().allMatch(f -> hosts(f).get(0).equals(scanner)), capture + ": scanner "
                    + scanner + ", found " + scans);

            // the finding's own address gives its evidence, and its q selects those conversations in the explorer
            JsonObject scan = scans.get(0);
            JsonObject detail = api.get("api/v1/findings/" + scan.getString("findingId") + "?size=1000").json();
            Set<Long> evidence = detail.getJsonObject("conversationIds").getJsonArray("items").stream()
                    .map(v -> ((jakarta.json.JsonNumber) v).longValue()).collect(Collectors.toSet());
            assertEquals(scan.getInt("conversationCount"), detail.getJsonObject("conversationIds").getInt("total"));
            Set<Long> selected = api.all("api/v1/files/" + id + "/conversations?q="
                    + URLEncoder.encode(scan.getString("q"), StandardCharsets.UTF_8)).stream()
                    .map(r -> r.getJsonNumber("id").longValue()).collect(Collectors.toSet());
            assertTrue(selected.containsAll(evidence), capture + ": " + scan.getString("q"));
            assertEquals("scans", scan.getString("detector"));
        }
    }

    @Test
    void theExpiredCertificateIsFoundWithItsServer() throws Exception {
        String capture = "tls12-expired-cert.pcap";
        // servers whose own certificate (the first in their Certificate message) had expired when they sent it
        Set<String> expired = new HashSet<>();
        for (String line : TsharkOutput.of(capture, "-Y", "tls.handshake.type == 11", "-T", "fields", "-e", "ip.src",
                "-e", "x509af.utcTime", "-e", "frame.time_epoch").split("\n")) {
            String[] f = line.split("\t", -1);
            if (f.length == 3 && !f[1].isEmpty()) {
                String notAfter = f[1].replace(" (UTC)", "").split(",")[1];
                long until = LocalDateTime.parse(notAfter.replace(' ', 'T')).toEpochSecond(ZoneOffset.UTC);
                if (until < Double.parseDouble(f[2])) {
                    expired.add(f[0]);
                }
            }
        }
        assertFalse(expired.isEmpty(), "tshark sees an expired certificate");
        String id = AnalysedCaptures.id(api, capture);
        List<JsonObject> found = api.all("api/v1/files/" + id + "/findings?kind=tls_expired_certificate");
        Set<String> servers = found.stream().flatMap(f -> hosts(f).stream()).collect(Collectors.toSet());
        assertTrue(servers.containsAll(expired), "expired at " + expired + ", found " + found);
        assertTrue(found.stream().allMatch(f -> f.getString("q").endsWith("&& tls.expired")), found.toString());
    }

    @Test
    void ordinaryBrowsingHasNothingHighOrCritical() throws Exception {
        for (String capture : List.of("http-bro-org-browsing.pcap", "tls13-curl.pcap")) {
            String id = AnalysedCaptures.id(api, capture);
            JsonObject page = api.get("api/v1/files/" + id + "/findings?severity=high").json();
            assertEquals(0, page.getInt("total"), capture + ": " + page);
            // every detector ran: nothing found is not nothing looked for
            assertTrue(page.getJsonArray("detectors").size() >= 7, page.toString());
            assertTrue(page.getJsonArray("detectors").stream().allMatch(d -> d.asJsonObject().getString("status")
                    .equals("ran")), page.toString());
        }
    }

    /**
     * The host asking tshark's query names under one domain (its last two labels) the most distinct names, and that
     * domain: the tunnel's client and the domain it tunnels through.
     */
    private static Map.Entry<String, String> busiestAsker(String capture) throws Exception {
        Map<Map.Entry<String, String>, Set<String>> names = new HashMap<>();
        for (String line : TsharkOutput.of(capture, "-Y", "dns.flags.response == 0", "-T", "fields", "-e", "ip.src",
                "-e", "dns.qry.name").split("\n")) {
            String[] f = line.split("\t", -1);
            if (f.length != 2 || f[1].isEmpty()) {
                continue;
            }
            for (String name : f[1].split(",")) {
                String[] labels = name.split("\\.");
                if (labels.length >= 3) {
                    String domain = labels[labels.length - 2] + "." + labels[labels.length - 1];
                    names.computeIfAbsent(Map.entry(f[0], domain), k -> new HashSet<>()).add(name);
                }
            }
        }
        return names.entrySet().stream().max(Map.Entry.comparingByValue(java.util.Comparator.comparingInt(Set::size)))
                .orElseThrow().getKey();
    }

    @Test
    void theIodineTunnelIsFoundAsADnsTunnelOfItsClient() throws Exception {
        String capture = "dns-tunnel-iodine.pcap";
        Map.Entry<String, String> asker = busiestAsker(capture);
        String id = AnalysedCaptures.id(api, capture);
        List<JsonObject> tunnels = api.all("api/v1/files/" + id + "/findings?kind=dns_tunnel");
        assertFalse(tunnels.isEmpty(), capture + ": no DNS tunnel among " + findings(id));
        JsonObject tunnel = tunnels.get(0);
        assertEquals(asker.getKey(), hosts(tunnel).get(0), tunnel.toString());
        assertTrue(tunnel.getString("title").endsWith(" " + asker.getValue()), tunnel.toString());
        assertEquals("high", tunnel.getString("severity"));
        // its q selects its evidence
        Set<Long> selected = api.all("api/v1/files/" + id + "/conversations?q="
                + URLEncoder.encode(tunnel.getString("q"), StandardCharsets.UTF_8)).stream()
                .map(r -> r.getJsonNumber("id").longValue()).collect(Collectors.toSet());
        assertEquals(tunnel.getInt("conversationCount"), selected.size(), tunnel.getString("q"));
    }

    /** A login tshark shows in a capture: who sent it to whom, the user, and the passwords sent with it. */
    private record ShownLogin(String client, String server, String user, Set<String> passwords) {
    }

    /** The rows of tshark's field output for these fields, each split into its fields. */
    private static List<String[]> fields(String capture, String... fields) throws Exception {
        List<String> args = new java.util.ArrayList<>(List.of("-T", "fields"));
        for (String f : fields) {
            args.add("-e");
            args.add(f);
        }
        return java.util.Arrays.stream(TsharkOutput.of(capture, args.toArray(String[]::new)).split("\n"))
                .map(l -> l.split("\t", -1)).filter(f -> f.length == fields.length).toList();
    }

    /** The first USER of a command-and-argument protocol (FTP, POP3) and every PASS argument, as tshark reads them. */
    private static ShownLogin userThenPass(String capture, String protocol) throws Exception {
        List<String[]> rows = fields(capture, "ip.src", "ip.dst", protocol + ".request.command",
                protocol + (protocol.equals("ftp") ? ".request.arg" : ".request.parameter"));
        String[] user = rows.stream().filter(f -> f[2].equalsIgnoreCase("USER")).findFirst().orElseThrow();
        Set<String> passwords = rows.stream().filter(f -> f[2].equalsIgnoreCase("PASS")).map(f -> f[3])
                .collect(Collectors.toSet());
        return new ShownLogin(user[0], user[1], user[3], passwords);
    }

    /**
     * The capture's cleartext_credentials finding of the login's client and server names its user, its q selects
     * its evidence, the conversation list shows the user on a row of the client, and no string any of these
     * answers holds is a password tshark shows, or holds one as a word.
     */
    private void credentialsFound(String capture, ShownLogin login) throws Exception {
        assertFalse(login.passwords().isEmpty(), capture + ": tshark shows a password");
        String id = AnalysedCaptures.id(api, capture);
        List<JsonObject> found = api.all("api/v1/files/" + id + "/findings?kind=cleartext_credentials");
        JsonObject finding = found.stream().filter(f -> hosts(f).equals(List.of(login.client(), login.server())))
                .findFirst().orElseThrow(() -> new AssertionError(capture + ": no finding of " + login + " among "
                        + found));
        assertEquals("high", finding.getString("severity"));
        assertEquals("credentials", finding.getString("detector"));
        assertTrue(finding.getString("title").contains(login.user()), finding.toString());
        assertTrue(finding.getString("explanation").contains(login.user()), finding.toString());
        JsonObject detail = api.get("api/v1/findings/" + finding.getString("findingId") + "?size=1000").json();
        Set<Long> evidence = detail.getJsonObject("conversationIds").getJsonArray("items").stream()
                .map(v -> ((jakarta.json.JsonNumber) v).longValue()).collect(Collectors.toSet());
        Set<Long> selected = api.all("api/v1/files/" + id + "/conversations?q="
                + URLEncoder.encode(finding.getString("q"), StandardCharsets.UTF_8)).stream()
                .map(r -> r.getJsonNumber("id").longValue()).collect(Collectors.toSet());
        assertFalse(evidence.isEmpty());
        assertEquals(evidence, selected, finding.getString("q"));
        List<JsonObject> rows = api.all("api/v1/files/" + id + "/conversations");
        assertTrue(rows.stream().anyMatch(r -> r.containsKey("logins") && r.getJsonArray("logins").stream()
                .map(jakarta.json.JsonValue::asJsonObject).anyMatch(l -> l.getString("user").equals(login.user())
                        && l.getString("client").equals(login.client()))), capture + ": no row shows " + login);
        List<jakarta.json.JsonValue> answers = new java.util.ArrayList<>(rows);
        answers.addAll(found);
        answers.add(detail);
        answers.add(api.get("api/v1/files/" + id + "/findings").json());
        for (String password : login.passwords()) {
            Pattern word = Pattern.compile("(?<![A-Za-z0-9_])" + Pattern.quote(password) + "(?![A-Za-z0-9_])");
            for (jakarta.json.JsonValue answer : answers) {
                strings(answer).forEach(s -> assertFalse(word.matcher(s).find(), capture + ": a password in " + s));
            }
        }
    }

    /**
     * Every string value in the JSON, however deep; of a hunt expression ({@code q}) its quoted values, since its
     * field names (login.user) are the language's, not the capture's.
     */
    private static List<String> strings(jakarta.json.JsonValue v) {
        List<String> out = new java.util.ArrayList<>();
        if (v instanceof JsonString s) {
            out.add(s.getString());
        } else if (v instanceof JsonObject o) {
            o.forEach((k, x) -> {
                if (k.equals("q") && x instanceof JsonString q) {
                    Matcher quoted = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"").matcher(q.getString());
                    while (quoted.find()) {
                        out.add(quoted.group(1));
                    }
                } else {
                    out.addAll(strings(x));
                }
            });
        } else if (v instanceof jakarta.json.JsonArray a) {
            a.forEach(x -> out.addAll(strings(x)));
        }
        return out;
    }

    @Test
    void theTelnetLoginIsFoundWithWhatTheClientTypedAfterTheLoginPrompt() throws Exception {
        String capture = "telnet-login.pcap";
        // telnet.data as tshark prints it: a line's end as the two characters \r, \n
        String prompt = "";
        String[] typedUser = null;
        String password = null;
        for (String[] f : fields(capture, "ip.src", "ip.dst", "tcp.srcport", "telnet.data")) {
            if (f[3].isEmpty()) {
                continue;
            }
            if (f[2].equals("23")) {
                prompt = f[3].replace("\\r", "").replace("\\n", "").strip().toLowerCase();
            } else if (prompt.endsWith("login:") && typedUser == null) {
                typedUser = new String[] {f[0], f[1], f[3].split("\\\\r|\\\\n")[0]};
            } else if (prompt.endsWith("password:") && password == null) {
                password = f[3].split("\\\\r|\\\\n")[0];
            }
        }
        assertTrue(typedUser != null && password != null, "tshark shows the login and the password typed");
        credentialsFound(capture, new ShownLogin(typedUser[0], typedUser[1], typedUser[2], Set.of(password)));
    }

    @Test
    void theFtpLoginIsFoundWithTheUserOfItsUserCommand() throws Exception {
        credentialsFound("ftp-ipv4.pcap", userThenPass("ftp-ipv4.pcap", "ftp"));
    }

    @Test
    void theHttpBasicLoginIsFoundWithTheUserBeforeTheColon() throws Exception {
        String capture = "http-basic-auth.pcap";
        String[] basic = fields(capture, "ip.src", "ip.dst", "http.authbasic").stream()
                .filter(f -> f[2].contains(":")).findFirst().orElseThrow();
        int colon = basic[2].indexOf(':');
        credentialsFound(capture, new ShownLogin(basic[0], basic[1], basic[2].substring(0, colon),
                Set.of(basic[2].substring(colon + 1))));
    }

    @Test
    void thePop3LoginIsFoundWithTheUserOfItsUserCommand() throws Exception {
        String capture = "pop3.pcap";
        ShownLogin login = userThenPass(capture, "pop");
        // the SASL PLAIN answers after AUTH PLAIN carry passwords too (RFC 4616: authzid NUL user NUL password)
        Set<String> passwords = new HashSet<>(login.passwords());
        Set<String> afterAuthPlain = new HashSet<>();
        for (String[] f : fields(capture, "tcp.stream", "pop.request.command", "pop.request.parameter")) {
            if (afterAuthPlain.remove(f[0]) && !f[1].isEmpty()) {
                String[] parts = new String(java.util.Base64.getDecoder().decode(f[1]), StandardCharsets.UTF_8)
                        .split("\0", -1);
                passwords.add(parts[2]);
            } else if (f[1].equalsIgnoreCase("AUTH") && f[2].equalsIgnoreCase("PLAIN")) {
                afterAuthPlain.add(f[0]);
            }
        }
        credentialsFound(capture, new ShownLogin(login.client(), login.server(), login.user(), passwords));
    }

    @Test
    void theFileRecordCountsTheCapturesFindingsBySeverityInTheListAndAlone() throws Exception {
        List<String> captures = List.of("tcp-scan.pcapng", "synscan.pcap", "http-bro-org-browsing.pcap");
        Map<String, String> ids = AnalysedCaptures.ids(api, captures);
        // the whole file list, a page of 100 at a time: each page's counts come from one grouped read
        Map<String, JsonObject> listed = api.all("api/v1/files").stream()
                .collect(Collectors.toMap(f -> f.getString("id"), f -> f, (a, b) -> a));
        for (String capture : captures) {
            String id = ids.get(capture);
            List<JsonObject> all = findings(id);
            Map<String, Long> bySeverity = all.stream().collect(Collectors.groupingBy(f -> f.getString("severity"),
                    Collectors.counting()));
            JsonObject alone = api.get("api/v1/files/" + id).json().getJsonObject("findings");
            JsonObject inList = listed.get(id).getJsonObject("findings");
            for (JsonObject counts : List.of(alone, inList)) {
                assertEquals(all.size(), counts.getInt("total"), capture + ": " + counts);
                for (String severity : List.of("critical", "high", "medium", "low", "info")) {
                    assertEquals(bySeverity.getOrDefault(severity, 0L).longValue(), counts.getJsonNumber(severity)
                            .longValue(), capture + " " + severity + ": " + counts);
                }
                String mostSevere = all.isEmpty() ? null : all.get(0).getString("severity");
                assertEquals(mostSevere, !counts.containsKey("mostSevere") || counts.isNull("mostSevere") ? null
                        : counts.getString("mostSevere"),
                        capture + ": " + counts);
            }
        }
    }

    @Test
    void badFiltersAreBadRequestsAndUnknownIdsNotFound() throws Exception {
        String id = AnalysedCaptures.id(api, "tcp-scan.pcapng");
        Api.Reply bad = api.get("api/v1/files/" + id + "/findings?severity=urgent");
        assertEquals(400, bad.status());
        assertTrue(bad.contentType().startsWith("application/problem+json"), bad.contentType());
        assertEquals(404, api.get("api/v1/files/00000000-0000-0000-0000-000000000000/findings").status());
        assertEquals(404, api.get("api/v1/findings/00000000-0000-0000-0000-000000000000").status());
        assertEquals(404, api.get("api/v1/findings/not-an-id").status());
        // across captures, the kind filter holds
        assertTrue(api.all("api/v1/findings?kind=vertical_scan").stream()
                .allMatch(f -> f.getString("kind").equals("vertical_scan")));
    }

    /** The planted captures of {@link PlantedThreats}, written and analysed once for the class, by name. */
    private static final Map<String, String> PLANTED = new HashMap<>();

    @TempDir
    static Path plantedDir;

    /** The planted captures' files by name, written with them. */
    private static final Map<String, Path> PLANTED_FILES = new HashMap<>();

    private synchronized String planted(String name) throws Exception {
        if (PLANTED.isEmpty()) {
            PlantedThreats threats = new PlantedThreats(plantedDir);
            Map<String, Path> files = Map.of("noise", threats.noise(), "beacon", threats.beacon(), "scans",
                    threats.scans(), "upload", threats.upload(), "long", threats.longConnection(), "nxdomain",
                    threats.nxdomains(), "dns-beacon", threats.dnsBeacon());
            PLANTED_FILES.putAll(files);
            Map<String, String> uploaded = new HashMap<>();
            for (Map.Entry<String, Path> f : files.entrySet()) {
                uploaded.put(f.getKey(), api.uploadAfresh(f.getValue().getFileName().toString(),
                        Files.readAllBytes(f.getValue()), Map.of()));
            }
            for (Map.Entry<String, String> u : uploaded.entrySet()) {
                JsonObject file = api.awaitAnalysis(u.getValue(), Duration.ofSeconds(300));
                assertEquals("COMPLETED", file.getString("status"), u.getKey() + ": " + file);
                PLANTED.put(u.getKey(), u.getValue());
            }
        }
        return PLANTED.get(name);
    }

    private List<JsonObject> plantedFindings(String name, String kind) throws Exception {
        return api.all("api/v1/files/" + planted(name) + "/findings?kind=" + kind);
    }

    private static double number(String text, String pattern) {
        Matcher m = Pattern.compile(pattern).matcher(text);
        assertTrue(m.find(), pattern + " in " + text);
        return Double.parseDouble(m.group(1));
    }

    @Test
    void thePlantedBeaconIsFoundWithItsPeriodAndCount() throws Exception {
        List<JsonObject> beacons = plantedFindings("beacon", "beaconing");
        String client = PlantedThreats.BEACON_CLIENT.ip();
        String server = PlantedThreats.BEACON_SERVER.ip();
        int port = PlantedThreats.BEACON_SERVER.port();
        List<JsonObject> ours = beacons.stream().filter(f -> hosts(f).get(0).equals(client)).toList();
        assertEquals(1, ours.size(), beacons.toString());
        assertEquals(1, beacons.size(), "the noise beacons too: " + beacons);
        JsonObject beacon = ours.get(0);
        assertTrue(hosts(beacon).contains(server), beacon.toString());
        String explanation = beacon.getString("explanation");
        assertEquals(PlantedThreats.BEACON_COUNT, (int) number(explanation, "opened (\\d+) connections"), explanation);
        assertTrue(explanation.contains(server + " port " + port), explanation);
        // the mean gap, as shown (0.1 min), within the planted jitter and the rounding
        Matcher gap = Pattern.compile("mean gap of ([0-9.]+) (s|min)").matcher(explanation);
        assertTrue(gap.find(), explanation);
        double period = Double.parseDouble(gap.group(1)) * (gap.group(2).equals("min") ? 60 : 1);
        assertEquals(PlantedThreats.BEACON_PERIOD_S, period,
                PlantedThreats.BEACON_PERIOD_S * PlantedThreats.BEACON_JITTER + 3, explanation);
        assertEquals(PlantedThreats.BEACON_COUNT, beacon.getInt("conversationCount"), beacon.toString());
    }

    @Test
    void thePlantedScansNameTheirScannerTargetsAndAnsweredShare() throws Exception {
        String scanner = PlantedThreats.SCANNER.ip();
        List<JsonObject> vertical = plantedFindings("scans", "vertical_scan");
        assertEquals(1, vertical.size(), vertical.toString());
        assertEquals(List.of(scanner, PlantedThreats.SCANNED.ip()), hosts(vertical.get(0)));
        String v = vertical.get(0).getString("title");
        assertEquals(PlantedThreats.SCANNED_PORTS.size(), (int) number(v, "scanned (\\d+) ports"), v);
        // an open port only sent its SYN-ACK: a lone SYN-ACK is no answer (docs/findings.md)
        assertEquals(0, (int) number(vertical.get(0).getString("explanation"), "; (\\d+)% of them were answered"));

        List<JsonObject> horizontal = plantedFindings("scans", "horizontal_scan");
        assertEquals(1, horizontal.size(), horizontal.toString());
        JsonObject sweep = horizontal.get(0);
        assertEquals(scanner, hosts(sweep).get(0));
        // the vertical scan probed the swept port of its host too, so that host is one more the port was tried on
        Set<String> swept = new HashSet<>(PlantedThreats.SWEPT);
        if (PlantedThreats.SCANNED_PORTS.contains(PlantedThreats.SWEPT_PORT)) {
            swept.add(PlantedThreats.SCANNED.ip());
        }
        assertEquals(swept, Set.copyOf(hosts(sweep).subList(1, hosts(sweep).size())));
        String h = sweep.getString("title");
        assertEquals(PlantedThreats.SWEPT_PORT, (int) number(h, "swept port (\\d+)"), h);
        assertEquals(swept.size(), (int) number(h, "on (\\d+) hosts"), h);
        assertEquals(0, (int) number(sweep.getString("explanation"), "; (\\d+)% of them were answered"));
    }

    @Test
    void thePlantedUploadIsExfiltrationOfItsBytes() throws Exception {
        List<JsonObject> found = plantedFindings("upload", "exfiltration");
        assertEquals(1, found.size(), found.toString());
        JsonObject upload = found.get(0);
        assertEquals(List.of(PlantedThreats.UPLOADER.ip(), PlantedThreats.UPLOAD_SERVER.ip()), hosts(upload));
        // the score is the bytes sent, payload and headers: at least what was planted
        assertTrue(upload.getJsonNumber("score").doubleValue() >= PlantedThreats.UPLOAD_BYTES, upload.toString());
        assertEquals("high", upload.getString("severity"));
    }

    @Test
    void thePlantedTwoHourSessionIsALongConnection() throws Exception {
        List<JsonObject> found = plantedFindings("long", "long_connection");
        assertEquals(1, found.size(), found.toString());
        JsonObject session = found.get(0);
        assertEquals(PlantedThreats.LONG_CLIENT.ip(), hosts(session).get(0));
        assertTrue(hosts(session).contains(PlantedThreats.LONG_SERVER.ip()), session.toString());
        String title = session.getString("title");
        assertEquals(PlantedThreats.LONG_SECONDS / 3600.0, number(title, "open for ([0-9.]+) h"), 0.1, title);
    }

    @Test
    void theNoiseAloneHasNoneOfThePlantedKinds() throws Exception {
        for (String kind : List.of("beaconing", "vertical_scan", "horizontal_scan", "exfiltration", "long_connection")) {
            assertEquals(List.of(), plantedFindings("noise", kind), kind);
        }
        // and each planted capture has only its own threat among these kinds
        for (String kind : List.of("vertical_scan", "horizontal_scan", "exfiltration", "long_connection")) {
            assertEquals(List.of(), plantedFindings("beacon", kind), "beacon capture: " + kind);
        }
    }

    /** The ids of the conversations a finding's q selects in its capture. */
    private Set<Long> selectedBy(String fileId, JsonObject finding) throws Exception {
        return api.all("api/v1/files/" + fileId + "/conversations?q="
                + URLEncoder.encode(finding.getString("q"), StandardCharsets.UTF_8)).stream()
                .map(r -> r.getJsonNumber("id").longValue()).collect(Collectors.toSet());
    }

    @Test
    void theIcmpTunnelIsFoundWithItsTwoHosts() throws Exception {
        String capture = "icmp-tunnel.pcap";
        // tshark's echo requests and replies per pair of hosts: their count and ICMP data bytes
        Map<Set<String>, long[]> echoes = new HashMap<>();
        for (String line : TsharkOutput.of(capture, "-Y", "icmp.type == 0 || icmp.type == 8", "-T", "fields", "-e",
                "ip.src", "-e", "ip.dst", "-e", "data.len").split("\n")) {
            String[] f = line.split("\t", -1);
            if (f.length == 3 && !f[0].isEmpty()) {
                long[] sum = echoes.computeIfAbsent(Set.of(f[0], f[1]), k -> new long[2]);
                sum[0]++;
                sum[1] += f[2].isEmpty() ? 0 : Long.parseLong(f[2]);
            }
        }
        Map.Entry<Set<String>, long[]> busiest = echoes.entrySet().stream()
                .max(java.util.Comparator.comparingLong(e -> e.getValue()[0])).orElseThrow();
        long packets = busiest.getValue()[0];
        double meanPayload = (double) busiest.getValue()[1] / packets;
        // above the documented defaults (min-icmp-packets 50, min-icmp-payload-bytes 128), far above a ping's 64
        assertTrue(packets >= 50 && meanPayload >= 128, "tshark: " + packets + " echoes of " + meanPayload + " B");

        String id = AnalysedCaptures.id(api, capture);
        List<JsonObject> tunnels = api.all("api/v1/files/" + id + "/findings?kind=icmp_tunnel");
        assertEquals(1, tunnels.size(), capture + ": " + findings(id));
        JsonObject tunnel = tunnels.get(0);
        assertEquals(busiest.getKey(), Set.copyOf(hosts(tunnel)), tunnel.toString());
        assertEquals("high", tunnel.getString("severity"));
        assertEquals("tunnels", tunnel.getString("detector"));
        assertEquals(tunnel.getInt("conversationCount"), selectedBy(id, tunnel).size(), tunnel.getString("q"));
    }

    @Test
    void torIsFoundWithItsClient() throws Exception {
        String capture = "tor.pcap";
        // Tor's link handshake: client hellos naming a random www.<base32>.com or .net, without ALPN
        Pattern torName = Pattern.compile("www\\.[a-z2-7]{4,}\\.(com|net)");
        Map<String, Set<String>> relaysByClient = new HashMap<>();
        for (String line : TsharkOutput.of(capture, "-Y",
                "tls.handshake.type == 1 && !tls.handshake.extensions_alpn_str", "-T", "fields", "-e", "ip.src", "-e",
                "ip.dst", "-e", "tls.handshake.extensions_server_name").split("\n")) {
            String[] f = line.split("\t", -1);
            if (f.length == 3 && torName.matcher(f[2]).matches()) {
                relaysByClient.computeIfAbsent(f[0], k -> new HashSet<>()).add(f[1]);
            }
        }
        Map.Entry<String, Set<String>> client = relaysByClient.entrySet().stream()
                .max(Map.Entry.comparingByValue(java.util.Comparator.comparingInt(Set::size))).orElseThrow();

        String id = AnalysedCaptures.id(api, capture);
        List<JsonObject> tor = api.all("api/v1/files/" + id + "/findings?kind=tor");
        assertEquals(1, tor.size(), capture + ": " + findings(id));
        JsonObject finding = tor.get(0);
        List<String> hosts = hosts(finding);
        assertEquals(client.getKey(), hosts.get(0), finding.toString());
        // the relays DPI recognised are among those the client's Tor hellos went to
        assertTrue(hosts.size() > 1 && client.getValue().containsAll(hosts.subList(1, hosts.size())),
                client + " vs " + finding);
        assertEquals("medium", finding.getString("severity"));
        assertEquals(finding.getInt("conversationCount"), selectedBy(id, finding).size(), finding.getString("q"));
    }

    /** The endpoint (address and port) that sent each Server Hello, by its conversation's stream. */
    private static Map<String, String> servers(String capture) throws Exception {
        Map<String, String> servers = new HashMap<>();
        for (String line : TsharkOutput.of(capture, "-Y", "tls.handshake.type == 2", "-T", "fields", "-e",
                "tcp.stream", "-e", "ip.src", "-e", "tcp.srcport").split("\n")) {
            String[] f = line.split("\t", -1);
            if (f.length == 3 && !f[0].isEmpty()) {
                servers.put(f[0], f[1] + ":" + f[2]);
            }
        }
        return servers;
    }

    @Test
    void theSelfSignedCertificateIsFoundWithItsServer() throws Exception {
        String capture = "tls-selfsigned-loopback.pcap";
        Map<String, String> servers = servers(capture);
        // servers whose own certificate (the first their Certificate message carries) names its subject as issuer
        Set<String> selfSigned = new HashSet<>();
        java.security.cert.CertificateFactory x509 = java.security.cert.CertificateFactory.getInstance("X.509");
        for (String line : TsharkOutput.of(capture, "-Y", "tls.handshake.type == 11", "-T", "fields", "-e",
                "tcp.stream", "-e", "ip.src", "-e", "tcp.srcport", "-e", "tls.handshake.certificate").split("\n")) {
            String[] f = line.split("\t", -1);
            if (f.length != 4 || !(f[1] + ":" + f[2]).equals(servers.get(f[0])) || f[3].isEmpty()) {
                continue;
            }
            byte[] der = java.util.HexFormat.of().parseHex(f[3].split(",")[0].replace(":", ""));
            java.security.cert.X509Certificate c = (java.security.cert.X509Certificate) x509
                    .generateCertificate(new java.io.ByteArrayInputStream(der));
            if (c.getIssuerX500Principal().equals(c.getSubjectX500Principal())) {
                selfSigned.add(f[1] + ":" + f[2]);
            }
        }
        assertFalse(selfSigned.isEmpty(), "tshark sees a self-signed server certificate");

        String id = AnalysedCaptures.id(api, capture);
        List<JsonObject> found = api.all("api/v1/files/" + id + "/findings?kind=tls_self_signed");
        for (String server : selfSigned) {
            String ip = server.substring(0, server.lastIndexOf(':'));
            assertTrue(found.stream().anyMatch(f -> hosts(f).contains(ip)
                    && f.getString("title").startsWith(server + " ")), server + " among " + found);
        }
        for (JsonObject f : found) {
            assertEquals(f.getInt("conversationCount"), selectedBy(id, f).size(), f.getString("q"));
        }
    }

    @Test
    void serversThatSettledOnTlsOlderThan12AreOldVersionsAndTls13IsNot() throws Exception {
        for (String capture : List.of("tls-selfsigned-loopback.pcap", "tor.pcap", "tls13-curl.pcap")) {
            // the version each Server Hello chose: its supported_versions extension, else its own field
            Set<String> old = new HashSet<>();
            for (String line : TsharkOutput.of(capture, "-Y", "tls.handshake.type == 2", "-T", "fields", "-e",
                    "ip.src", "-e", "tcp.srcport", "-e", "tls.handshake.version", "-e",
                    "tls.handshake.extensions.supported_version").split("\n")) {
                String[] f = line.split("\t", -1);
                if (f.length == 4 && !f[2].isEmpty()) {
                    String chosen = f[3].isEmpty() ? f[2] : f[3].split(",")[0];
                    if (Integer.decode(chosen) < 0x0303) {
                        old.add(f[0] + ":" + f[1]);
                    }
                }
            }
            String id = AnalysedCaptures.id(api, capture);
            List<JsonObject> found = api.all("api/v1/files/" + id + "/findings?kind=tls_old_version");
            Set<String> servers = found.stream().map(f -> f.getString("title").split(" ")[0])
                    .collect(Collectors.toSet());
            assertEquals(old, servers, capture + ": " + found);
        }
    }

    @Test
    void theVncScannersOneAnsweredProbeIsNoScan() throws Exception {
        String capture = "vnc-scanner.pcap";
        String scanner = scanner(capture);
        // tshark: the scanner's SYNs reach one port of one host, and that host answered with a whole VNC session
        Set<String> probed = new HashSet<>();
        for (String line : TsharkOutput.of(capture, "-Y", "tcp.flags.syn == 1 && tcp.flags.ack == 0", "-T", "fields",
                "-e", "ip.src", "-e", "ip.dst", "-e", "tcp.dstport").split("\n")) {
            String[] f = line.split("\t", -1);
            if (f.length == 3 && f[0].equals(scanner)) {
                probed.add(f[1] + ":" + f[2]);
            }
        }
        // below both documented thresholds (min-ports 5 of one host, min-hosts 10 on one port)
        assertTrue(probed.size() < 5, probed.toString());
        String id = AnalysedCaptures.id(api, capture);
        JsonObject page = api.get("api/v1/files/" + id + "/findings").json();
        assertTrue(page.getJsonArray("detectors").stream().anyMatch(d -> d.asJsonObject().getString("detector")
                .equals("scans") && d.asJsonObject().getString("status").equals("ran")), page.toString());
        assertEquals(List.of(), findings(id).stream().filter(f -> f.getString("kind").endsWith("_scan")).toList());
    }

    /** Whether a certificate's DNS name covers a host name: equal, or a leading wildcard for exactly one label. */
    private static boolean covers(String certificateName, String host) {
        String c = certificateName.toLowerCase(java.util.Locale.ROOT);
        String h = host.toLowerCase(java.util.Locale.ROOT);
        int dot = h.indexOf('.');
        return c.equals(h) || (c.startsWith("*.") && dot > 0 && h.substring(dot).equals(c.substring(1)));
    }

    @Test
    void aServerNameTheCertificateDoesNotCoverIsANameMismatch() throws Exception {
        String capture = "ipv6-http-mixed.pcap";
        // per connection: the name the client hello asked for, and the DNS names of the server's certificates
        Map<String, String> asked = new HashMap<>();
        for (String line : TsharkOutput.of(capture, "-Y", "tls.handshake.type == 1", "-T", "fields", "-e", "tcp.stream",
                "-e", "tls.handshake.extensions_server_name").split("\n")) {
            String[] f = line.split("\t", -1);
            if (f.length == 2 && !f[1].isEmpty()) {
                asked.put(f[0], f[1]);
            }
        }
        Set<String> mismatches = new HashSet<>();
        for (String line : TsharkOutput.of(capture, "-Y", "tls.handshake.type == 11", "-T", "fields", "-e",
                "tcp.stream", "-e", "ipv6.src", "-e", "ip.src", "-e", "tcp.srcport", "-e", "x509ce.dNSName")
                .split("\n")) {
            String[] f = line.split("\t", -1);
            String host = f.length == 5 ? asked.get(f[0]) : null;
            if (host == null || f[4].isEmpty()) {
                continue;
            }
            if (java.util.Arrays.stream(f[4].split(",")).noneMatch(n -> covers(n, host))) {
                mismatches.add((f[1].isEmpty() ? f[2] : f[1]) + ":" + f[3] + " " + host);
            }
        }
        assertFalse(mismatches.isEmpty(), "tshark sees a certificate that does not name the host asked for");

        String id = AnalysedCaptures.id(api, capture);
        List<JsonObject> found = api.all("api/v1/files/" + id + "/findings?kind=tls_name_mismatch");
        Set<String> named = found.stream().map(f -> f.getString("title").split(" "))
                .map(w -> w[0] + " " + w[2]).collect(Collectors.toSet());
        assertEquals(mismatches, named, found.toString());
        for (JsonObject f : found) {
            assertEquals("medium", f.getString("severity"));
            assertEquals(f.getInt("conversationCount"), selectedBy(id, f).size(), f.getString("q"));
        }
    }

    /** tshark's field output for a capture outside the shared corpus, each line split into its fields. */
    private static List<String[]> tsharkFields(Path capture, String... fields) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of("tshark", "-n", "-r", capture.toString(), "-T",
                "fields"));
        for (String f : fields) {
            command.add("-e");
            command.add(f);
        }
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), String.join(" ", command));
        return out.lines().map(l -> l.split("\t", -1)).toList();
    }

    /**
     * The hosts tshark shows answered NXDOMAIN (reply code 3) at least 20 times for at least 15 distinct names (the
     * defaults of docs/findings.md), with their answers' count.
     */
    private static Map<String, Integer> nxdomainBursts(Path capture) throws Exception {
        Map<String, Integer> answers = new HashMap<>();
        Map<String, Set<String>> names = new HashMap<>();
        for (String[] f : tsharkFields(capture, "ip.dst", "dns.flags.rcode", "dns.qry.name")) {
            if (f.length == 3 && f[1].equals("3")) {
                answers.merge(f[0], 1, Integer::sum);
                names.computeIfAbsent(f[0], k -> new HashSet<>()).add(f[2].toLowerCase(java.util.Locale.ROOT));
            }
        }
        Map<String, Integer> bursts = new HashMap<>();
        answers.forEach((host, n) -> {
            if (n >= 20 && names.get(host).size() >= 15) {
                bursts.put(host, n);
            }
        });
        return bursts;
    }

    @Test
    void thePlantedNxdomainBurstIsFoundForItsHostAndTheNoiseHasNone() throws Exception {
        String fileId = planted("nxdomain");
        Map<String, Integer> expected = nxdomainBursts(PLANTED_FILES.get("nxdomain"));
        assertEquals(Set.of(PlantedThreats.NXDOMAIN_CLIENT.ip()), expected.keySet(), "tshark: " + expected);
        List<JsonObject> bursts = plantedFindings("nxdomain", "dns_nxdomain_burst");
        assertEquals(expected.keySet(), bursts.stream().map(f -> hosts(f).get(0)).collect(Collectors.toSet()),
                bursts.toString());
        JsonObject burst = bursts.get(0);
        assertEquals("medium", burst.getString("severity"));
        assertEquals("dns", burst.getString("detector"));
        String host = PlantedThreats.NXDOMAIN_CLIENT.ip();
        assertEquals(expected.get(host), (int) number(burst.getString("title"), "got (\\d+) NXDOMAIN"),
                burst.toString());
        // each planted query is a conversation of its own, and the finding's q selects them all
        assertEquals(expected.get(host), burst.getInt("conversationCount"), burst.toString());
        assertTrue(selectedBy(fileId, burst).size() >= burst.getInt("conversationCount"),
                burst.getString("q"));
        // the rows say so over the API: the host's NXDOMAIN answers add up to tshark's
        int stored = api.all("api/v1/files/" + fileId + "/conversations?q="
                + URLEncoder.encode("ip == " + host, StandardCharsets.UTF_8)).stream()
                .filter(r -> r.containsKey("dns") && !r.isNull("dns"))
                .mapToInt(r -> r.getJsonObject("dns").getInt("nxdomain")).sum();
        assertEquals((int) expected.get(host), stored);

        assertEquals(Map.of(), nxdomainBursts(PLANTED_FILES.get("noise")));
        assertEquals(List.of(), plantedFindings("noise", "dns_nxdomain_burst"));
    }

    /** The iodine tunnel's explanation counts its questions for TXT and NULL records as tshark does. */
    @Test
    void theIodineTunnelsTxtAndNullQuestionsAreCountedInItsExplanation() throws Exception {
        String capture = "dns-tunnel-iodine.pcap";
        String id = AnalysedCaptures.id(api, capture);
        JsonObject tunnel = api.all("api/v1/files/" + id + "/findings?kind=dns_tunnel").get(0);
        String asker = hosts(tunnel).get(0);
        int dataQuestions = 0;
        int nullQuestions = 0;
        for (String[] f : fields(capture, "ip.src", "dns.flags.rcode", "dns.qry.type")) {
            if (f.length == 3 && f[0].equals(asker) && f[1].isEmpty() && !f[2].isEmpty()) {
                for (String type : f[2].split(",")) {
                    if (type.equals("16") || type.equals("10")) {
                        dataQuestions++;
                    }
                    if (type.equals("10")) {
                        nullQuestions++;
                    }
                }
            }
        }
        assertTrue(dataQuestions >= 20, "tshark sees iodine ask for NULL or TXT records: " + dataQuestions);
        assertTrue(tunnel.getString("explanation").contains(" " + dataQuestions + " question(s) for TXT or NULL"),
                tunnel.toString());
        int stored = api.all("api/v1/files/" + id + "/conversations?q="
                + URLEncoder.encode("ip.src == " + asker, StandardCharsets.UTF_8)).stream()
                .filter(r -> r.containsKey("dns") && !r.isNull("dns")
                        && r.getJsonObject("dns").getJsonObject("queryTypes").containsKey("NULL"))
                .mapToInt(r -> r.getJsonObject("dns").getJsonObject("queryTypes").getInt("NULL")).sum();
        assertEquals(nullQuestions, stored);
    }

    /**
     * The planted lookups of one name at the beacon's plan are a beacon to the name, by tshark's count of the
     * host's queries for it (a query has no reply code); the noise, whose browsers look names up at irregular
     * times, gives no beacon to a name.
     */
    @Test
    void thePlantedLookupsOfOneNameAreABeaconToTheName() throws Exception {
        String fileId = planted("dns-beacon");
        String client = PlantedThreats.DNS_BEACON_CLIENT.ip();
        String name = PlantedThreats.DNS_BEACON_NAME;
        long queries = tsharkFields(PLANTED_FILES.get("dns-beacon"), "ip.src", "dns.flags.rcode", "dns.qry.name")
                .stream().filter(f -> f.length == 3 && f[0].equals(client) && f[1].isEmpty() && f[2].equals(name))
                .count();
        assertEquals(PlantedThreats.BEACON_COUNT, queries, "tshark's queries");
        List<JsonObject> beacons = plantedFindings("dns-beacon", "beaconing").stream()
                .filter(f -> hosts(f).contains(name)).toList();
        assertEquals(1, beacons.size(), plantedFindings("dns-beacon", "beaconing").toString());
        JsonObject beacon = beacons.get(0);
        assertEquals(client, hosts(beacon).get(0), beacon.toString());
        assertEquals(queries, beacon.getInt("conversationCount"), beacon.toString());
        String explanation = beacon.getString("explanation");
        assertEquals(queries, (long) number(explanation, "looked up \\S+ (\\d+) times"), explanation);
        double period = beacon.getString("title").contains(" min") ? number(beacon.getString("title"),
                "every ([0-9.]+) min") * 60 : number(beacon.getString("title"), "every ([0-9.]+) s");
        assertEquals(PlantedThreats.BEACON_PERIOD_S, period,
                PlantedThreats.BEACON_PERIOD_S * PlantedThreats.BEACON_JITTER + 3, beacon.toString());
        assertEquals(beacon.getInt("conversationCount"), selectedBy(fileId, beacon).size(), beacon.getString("q"));
        // the resolver is no beacon target of its own: the lookups count once, by their name
        assertTrue(plantedFindings("dns-beacon", "beaconing").stream()
                .noneMatch(f -> f.getString("title").contains(PlantedThreats.GATEWAY.ip() + ":53")));

        List<JsonObject> noise = plantedFindings("noise", "beaconing");
        assertTrue(noise.stream().noneMatch(f -> f.getString("q").contains("name ==")), noise.toString());
    }

    /**
     * The planted two-hour session carries a small exchange every five minutes: by tshark's frame lengths and times
     * it is under the quiet rate of docs/findings.md (1024 bytes a minute), so it is a quiet always-on connection,
     * medium, with tshark's rate in its explanation.
     */
    @Test
    void thePlantedLongSessionIsQuietAtTsharksRate() throws Exception {
        String fileId = planted("long");
        String client = PlantedThreats.LONG_CLIENT.ip();
        long bytes = 0;
        double first = Double.MAX_VALUE;
        double last = 0;
        for (String[] f : tsharkFields(PLANTED_FILES.get("long"), "ip.src", "ip.dst", "tcp.dstport", "tcp.srcport",
                "frame.len", "frame.time_epoch")) {
            boolean session = f.length == 6 && ((f[0].equals(client) && f[2].equals("22"))
                    || (f[1].equals(client) && f[3].equals("22")));
            if (session) {
                bytes += Long.parseLong(f[4]);
                first = Math.min(first, Double.parseDouble(f[5]));
                last = Math.max(last, Double.parseDouble(f[5]));
            }
        }
        double perMinute = bytes / ((last - first) / 60);
        assertTrue(perMinute <= 1024, "tshark: " + perMinute + " bytes a minute");
        List<JsonObject> found = api.all("api/v1/files/" + fileId + "/findings?kind=long_connection");
        assertEquals(1, found.size(), found.toString());
        JsonObject session = found.get(0);
        assertEquals("medium", session.getString("severity"), session.toString());
        assertTrue(session.getString("title").contains("quiet always-on"), session.toString());
        assertEquals(perMinute, number(session.getString("explanation"), "connection carried (\\d+) B a minute"), 1,
                session.getString("explanation"));
    }

    /**
     * A real capture with a few NXDOMAIN answers: each host's stored answers over the API are tshark's count of
     * reply code 3 sent to it, and its bursts are tshark's (none at the defaults).
     */
    @Test
    void theMixedRecordsNxdomainAnswersAreTsharksAndMakeNoBurst() throws Exception {
        String capture = "dns-mixed-records.pcap";
        Map<String, Integer> shown = new HashMap<>();
        for (String[] f : fields(capture, "ip.dst", "dns.flags.rcode")) {
            if (f[1].equals("3")) {
                shown.merge(f[0], 1, Integer::sum);
            }
        }
        assertFalse(shown.isEmpty(), "tshark sees NXDOMAIN answers");
        String id = AnalysedCaptures.id(api, capture);
        Map<String, Integer> stored = new HashMap<>();
        for (JsonObject r : api.all("api/v1/files/" + id + "/conversations")) {
            if (r.containsKey("dns") && !r.isNull("dns") && r.getJsonObject("dns").getInt("nxdomain") > 0) {
                stored.merge(r.getString("srcIp"), r.getJsonObject("dns").getInt("nxdomain"), Integer::sum);
            }
        }
        assertEquals(shown, stored);
        Set<String> bursts = api.all("api/v1/files/" + id + "/findings?kind=dns_nxdomain_burst").stream()
                .map(f -> hosts(f).get(0)).collect(Collectors.toSet());
        assertEquals(nxdomainBursts(Captures.path(capture)).keySet(), bursts);
    }
}
