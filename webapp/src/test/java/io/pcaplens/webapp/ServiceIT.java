package io.pcaplens.webapp;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import java.net.URL;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The service as deployed: the WAR on Payara Micro, a real PostgreSQL, real tshark, the real captures.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ServiceIT extends DeployedService {

    private static final String DB_URL = "jdbc:postgresql://127.0.0.1:" + System.getProperty("pcaplens.db.port", "54339")
            + "/postgres";
    private static final Path GOLDEN = Path.of(System.getProperty("pcaplens.golden", "src/test/resources/golden"));

    /** Makes the bytes start like a little-endian pcap file, so that only what follows is wrong. */
    private static byte[] withPcapMagic(byte[] bytes) {
        bytes[0] = (byte) 0xd4;
        bytes[1] = (byte) 0xc3;
        bytes[2] = (byte) 0xb2;
        bytes[3] = (byte) 0xa1;
        return bytes;
    }

    /** Uploads (or finds the earlier upload of the same bytes) and waits for the analysis. */
    private String uploadAndWait(String name, byte[] content) throws Exception {
        Api.Reply r = api.upload(name, content, Map.of());
        assertTrue(r.status() == 201 || r.status() == 409, r.text());
        String id = r.status() == 201 ? r.json().getString("id") : r.json().getString("existingFileId");
        api.awaitAnalysis(id, Captures.ANALYSIS);
        return id;
    }

    @Test
    @Order(1)
    void healthListsTheDatabaseAndEveryToolWithItsVersion() throws Exception {
        URL root = new URL(base.getProtocol(), base.getHost(), base.getPort(), "/");
        Api.Reply r = new Api(root).get("health");
        assertEquals(200, r.status(), r.text());
        JsonObject health = r.json();
        assertEquals("UP", health.getString("status"), r.text());
        Map<String, JsonObject> checks = health.getJsonArray("checks").stream().map(v -> v.asJsonObject())
                .collect(Collectors.toMap(c -> c.getString("name"), c -> c));
        for (String tool : List.of("database", "tshark", "ndpiReader", "suricata")) {
            assertTrue(checks.containsKey(tool), tool + " missing in " + r.text());
            assertEquals("UP", checks.get(tool).getString("status"));
            assertFalse(checks.get(tool).getJsonObject("data").getString("version").isBlank());
        }
        assertTrue(checks.get("tshark").getJsonObject("data").getString("version").startsWith("4."));
        JsonObject storage = checks.get("storage");
        assertEquals("UP", storage.getString("status"), r.text());
        long free = java.nio.file.Files.getFileStore(java.nio.file.Path.of(System.getProperty("pcaplens.target",
                "target"))).getUsableSpace();
        // MicroProfile Health leaves the data's JSON type to the server: a number, or its digits as a string
        jakarta.json.JsonValue freeBytes = storage.getJsonObject("data").get("freeBytes");
        long reported = freeBytes instanceof jakarta.json.JsonNumber n ? n.longValueExact()
                : Long.parseLong(((jakarta.json.JsonString) freeBytes).getString());
        assertTrue(Math.abs(free - reported) < 1L << 30, "the data directory's free space: " + reported + " against "
                + free);
    }

    @Test
    @Order(2)
    void systemReportsVersionsAndFeatures() throws Exception {
        Api.Reply r = api.get("api/v1/system");
        assertEquals(200, r.status(), r.text());
        JsonObject system = r.json();
        assertEquals("pcaplens", system.getString("service"));
        List<String> tools = system.getJsonArray("tools").stream().map(v -> v.asJsonObject().getString("name")).toList();
        assertEquals(List.of("tshark", "ndpiReader", "suricata"), tools);
        system.getJsonArray("tools").forEach(t -> assertTrue(t.asJsonObject().getBoolean("available"), t.toString()));
        JsonObject features = system.getJsonObject("features");
        assertTrue(features.getString("geolocation").startsWith("offline database: bundled DB-IP"),
                features.getString("geolocation"));
        // every test deployment is configured with the tracer's chat-completions stand-in (webapp/pom.xml)
        String explanations = features.getString("explanations");
        assertTrue(explanations.startsWith("language model pcaplens-it at http://127.0.0.1:")
                && explanations.endsWith("builtin v2 for what it does not answer"), explanations);
        assertFalse(features.getBoolean("idsByDefault"));
    }

    @Test
    @Order(3)
    void unknownApiPathsAnswerAProblem() throws Exception {
        Api.Reply r = api.get("api/v1/no/such/thing");
        assertEquals(404, r.status());
        assertTrue(r.contentType().startsWith("application/problem+json"), r.contentType());
        assertEquals(404, r.json().getInt("status"));
        assertEquals("/api/v1/no/such/thing", r.json().getString("instance"));

        Api.Reply unknownFile = api.get("api/v1/files/00000000-0000-0000-0000-000000000000");
        assertEquals(404, unknownFile.status());
        assertTrue(unknownFile.contentType().startsWith("application/problem+json"));
        assertEquals(404, api.get("api/v1/conversations/not-a-number").status());
    }

    @Test
    @Order(4)
    void openApiDocumentIsTheLintedOneAndAClientGeneratedFromItUploadsPollsListsAndExports() throws Exception {
        URL root = new URL(base.getProtocol(), base.getHost(), base.getPort(), "/");
        Api.Reply r = new Api(root).get("openapi");
        assertEquals(200, r.status());
        assertTrue(r.contentType().startsWith("application/json"), r.contentType());
        byte[] built;
        try (var in = ApiDocumentServlet.class.getResourceAsStream(ApiDocumentServlet.DOCUMENT)) {
            built = in.readAllBytes();
        }
        assertArrayEquals(built, r.body(), "the served document is the one the build linted and typed the UI from");

        GeneratedTypeScriptClient client = GeneratedTypeScriptClient.generate(r.body());
        String capture = "ipv6-in-ipv4-6in4.pcap"; // 17 conversations: two pages of the smallest size
        JsonObject seen = Json.createReader(new java.io.StringReader(
                client.roundTrip(root.toString(), Captures.path(capture)).strip())).readObject();
        String id = seen.getString("fileId");
        assertEquals("COMPLETED", seen.getString("status"), seen.toString());

        // the oracle: the same questions asked without the generated client
        List<JsonObject> rows = api.all("api/v1/files/" + id + "/conversations?sort=startTime:asc");
        assertFalse(rows.isEmpty());
        assertEquals(rows.size(), seen.getInt("total"), seen.toString());
        assertEquals(rows.size(), seen.getInt("conversationCount"), seen.toString());
        assertEquals((rows.size() + 9) / 10, seen.getInt("pages"), "the client read every page of ten: " + seen);
        assertTrue(seen.getInt("pages") > 1, "the client paged: " + seen);
        List<JsonObject> clientRows = Json.createReader(Files.newBufferedReader(client.output()
                .resolve("conversations.json"))).readArray().stream().map(v -> v.asJsonObject()).toList();
        assertEquals(rows.stream().map(c -> c.get("id").toString()).toList(),
                clientRows.stream().map(c -> c.get("id").toString()).toList(), "the client's pages hold the same rows");
        assertEquals(rows.stream().map(c -> c.getString("srcIp") + ">" + c.getString("dstIp")).toList(),
                clientRows.stream().map(c -> c.getString("srcIp") + ">" + c.getString("dstIp")).toList());
        String csv = api.get("api/v1/files/" + id + "/conversations.csv?sort=startTime:asc").text();
        assertEquals(csv, Files.readString(client.output().resolve("conversations.csv")),
                "the client's CSV is the service's CSV");
        assertEquals(rows.size() + 1, csv.strip().split("\\r?\\n").length, "a header and one line per conversation");
    }

    @Test
    @Order(5)
    void theUiIsServedAtTheRootAndForItsRoutes() throws Exception {
        Api.Reply index = api.get("");
        assertEquals(200, index.status());
        assertTrue(index.contentType().startsWith("text/html"), index.contentType());
        Api.Reply route = api.get("files/some-id");
        assertEquals(200, route.status());
        assertEquals(index.text(), route.text());
    }

    @Test
    @Order(10)
    void badUploadsAreRejectedWithAPreciseStatusAndKeepNothing() throws Exception {
        // the capture of the refused uploads is new to the service, so that what follows them shows what they kept
        byte[] auth = Captures.bytes("http-basic-auth.pcap");
        api.deleteUploadsOf(auth);
        List<String> before = fileIds();
        Api.Reply noFile = api.upload(null, null, Api.options("enableDpi", "true"));
        assertEquals(400, noFile.status(), noFile.text());
        assertTrue(noFile.contentType().startsWith("application/problem+json"));

        Api.Reply empty = api.upload("empty.bin", new byte[0], Map.of());
        assertEquals(400, empty.status(), empty.text());

        Api.Reply text = api.upload("notes.txt", "this is not a capture\n".getBytes(), Map.of());
        assertEquals(415, text.status(), text.text());

        Api.Reply badFlag = api.upload("http-basic-auth.pcap", auth, Api.options("enableDpi", "yes"));
        assertEquals(400, badFlag.status(), badFlag.text());
        assertTrue(badFlag.json().getString("detail").contains("enableDpi"));

        Api.Reply notMultipart = api.post("api/v1/files", "application/json", "{}".getBytes());
        assertEquals(415, notMultipart.status(), notMultipart.text());

        assertEquals(before, fileIds(), "no rejected upload may leave a file record");
        Api.Reply accepted = api.upload("http-basic-auth.pcap", auth, Map.of());
        assertEquals(201, accepted.status(), "a previously rejected upload of the same bytes was not kept as a duplicate: "
                + accepted.text());
        String id = accepted.json().getString("id");
        assertEquals("COMPLETED", api.awaitAnalysis(id, Captures.ANALYSIS).getString("status"),
                "a previously rejected upload of the same bytes was not kept as a duplicate");
    }

    /** The ids of the files the service holds, in order. */
    private List<String> fileIds() throws Exception {
        return api.all("api/v1/files").stream().map(f -> f.getString("id")).sorted().toList();
    }

    @Test
    @Order(12)
    void anUploadAboveTheSizeLimitIsRefusedAndLeavesNothing() throws Exception {
        long limit = Long.parseLong(System.getProperty("pcaplens.upload.limit", "64000000"));
        byte[] big = withPcapMagic(new byte[(int) limit + 1]);
        long before = api.all("api/v1/files").size();
        Api.Reply r = api.upload("big.pcap", big, Map.of());
        assertEquals(413, r.status(), r.text());
        assertTrue(r.contentType().startsWith("application/problem+json"));
        assertEquals(before, api.all("api/v1/files").size());
    }

    @Test
    @Order(11)
    void optionsAreStoredAsSentEvenAfterTheFilePart() throws Exception {
        api.deleteUploadsOf(Captures.bytes("dhcp.pcap"));
        Api.Reply r = api.upload("dhcp.pcap", Captures.bytes("dhcp.pcap"),
                Api.options("enableDpi", "false", "enableFileExtraction", "FALSE", "enableIds", "true"));
        assertEquals(201, r.status(), r.text());
        JsonObject file = r.json();
        assertFalse(file.getBoolean("enableDpi"));
        assertFalse(file.getBoolean("enableFileExtraction"));
        assertTrue(file.getBoolean("enableIds"));
        assertEquals("dhcp.pcap", file.getString("name"));
        assertTrue(r.contentType().startsWith("application/json"));
    }

    @Test
    @Order(20)
    void duplicateUploadsAreRejectedWithTheExistingId() throws Exception {
        String first = AnalysedCaptures.id(api, "icmp-pings.pcap");
        Api.Reply again = api.upload("copy.pcap", Captures.bytes("icmp-pings.pcap"), Map.of());
        assertEquals(409, again.status(), again.text());
        assertEquals(first, again.json().getString("existingFileId"));
    }

    @Test
    @Order(21)
    void simultaneousUploadsOfTheSameBytesGiveOneFileAndOneConflict() throws Exception {
        byte[] bytes = Captures.bytes("dns-over-tcp.pcap");
        api.deleteUploadsOf(bytes);
        List<CompletableFuture<Api.Reply>> uploads = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            uploads.add(CompletableFuture.supplyAsync(() -> {
                try {
                    return new Api(base).upload("race.pcap", bytes, Map.of());
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }));
        }
        List<Integer> statuses = uploads.stream().map(CompletableFuture::join).map(Api.Reply::status).sorted().toList();
        assertEquals(List.of(201, 409, 409, 409), statuses);
        long stored = api.all("api/v1/files").stream().filter(f -> f.getString("name").equals("race.pcap")).count();
        assertEquals(1, stored);
    }

    @Test
    @Order(30)
    void aCaptureCutShortInAFrameCompletesWithItsReadablePartAndAWarning() throws Exception {
        byte[] whole = Captures.bytes("http-bro-org-browsing.pcap");
        byte[] cut = Arrays.copyOf(whole, whole.length / 2 + 7);
        api.deleteUploadsOf(cut);
        Api.Reply r = api.upload("cut.pcap", cut, Map.of());
        assertEquals(201, r.status(), r.text());
        JsonObject file = api.awaitAnalysis(r.json().getString("id"), Captures.ANALYSIS);
        assertEquals("COMPLETED", file.getString("status"));
        long packets = file.getJsonNumber("packetCount").longValue();
        assertTrue(packets > 0);
        assertEquals("[\"cut short in frame " + (packets + 1) + "; " + packets + " frames analysed\"]",
                file.getJsonArray("warnings").toString());
        assertFalse(api.all("api/v1/files/" + file.getString("id") + "/conversations").isEmpty());
    }

    @Test
    @Order(31)
    void aFileWithACaptureHeaderButGarbageInsideFails() throws Exception {
        byte[] garbage = new byte[4096];
        new java.util.Random(7).nextBytes(garbage);
        withPcapMagic(garbage);
        api.deleteUploadsOf(garbage);
        Api.Reply r = api.upload("garbage.pcap", garbage, Map.of());
        assertEquals(201, r.status(), r.text());
        JsonObject file = api.awaitAnalysis(r.json().getString("id"), Captures.ANALYSIS);
        assertEquals("FAILED", file.getString("status"));
        assertFalse(file.getString("statusReason").isBlank());
        assertEquals(200, api.get("api/v1/system").status(), "the service keeps answering");
    }

    /** Spec 2.1–2.3 on real captures: every conversation row equals the independently derived golden file. */
    @Test
    @Order(40)
    void conversationsEqualTheGoldenFiles() throws Exception {
        List<Path> goldens;
        try (Stream<Path> s = Files.list(GOLDEN)) {
            // one golden file per capture, named after it; the monitor's golden file is MonitorIT's
            goldens = s.filter(p -> p.getFileName().toString().matches(".*\\.pcap(ng)?\\.tsv")).sorted().toList();
        }
        assertTrue(goldens.size() >= 20, "golden files: " + goldens.size());
        Map<Path, String> captures = new LinkedHashMap<>();
        for (Path golden : goldens) {
            captures.put(golden, golden.getFileName().toString().replaceFirst("\\.tsv$", ""));
        }
        Map<String, String> ids = AnalysedCaptures.ids(api, captures.values());
        List<String> mismatches = new ArrayList<>();
        for (Map.Entry<Path, String> e : captures.entrySet()) {
            String id = ids.get(e.getValue());
            JsonObject file = api.get("api/v1/files/" + id).json();
            String name = e.getKey().getFileName().toString();
            List<String> expected = GoldenRows.expected(e.getKey());
            List<String> actual = GoldenRows.of(api, id);
            if (!expected.equals(actual)) {
                mismatches.add(name + "\n expected: " + expected + "\n actual:   " + actual);
            }
            assertEquals(expected.size(), file.getInt("conversationCount"), name);
        }
        assertEquals(List.of(), mismatches);
    }

    /**
     * Issue-level proof of the FlowKey join: for captures whose ndpiReader output is checked in, every
     * conversation row of a flow nDPI classified carries that flow's application, whatever the row's
     * protocol label. The expected values are read from ndpiReader's own text by this test, not by the
     * service's parser.
     */
    @Test
    @Order(45)
    void everyRowOfAFlowNdpiClassifiedCarriesItsApplication() throws Exception {
        Path ndpi = Path.of(System.getProperty("pcaplens.ndpi.golden", "../adapters-dissector/src/test/resources/ndpi"));
        java.util.regex.Pattern flowLine = java.util.regex.Pattern.compile(
                "^\\t\\d+\\t(TCP|UDP|ICMP|ICMPV6|\\d+) (\\S+):(\\d+) (?:<->|->) (\\S+):(\\d+) \\[proto: [^/\\]]*/([^\\]]+)\\]");
        List<Path> recorded;
        try (Stream<Path> s = Files.list(ndpi)) {
            recorded = s.filter(p -> Files.exists(Captures.path(p.getFileName().toString().replaceFirst("\\.txt$", ""))))
                    .sorted().toList();
        }
        assertTrue(recorded.size() >= 8, "recorded ndpiReader outputs: " + recorded);
        long classifiedRows = 0;
        List<String> mismatches = new ArrayList<>();
        for (Path text : recorded) {
            Map<String, String> appByFlow = new java.util.HashMap<>();
            for (String line : Files.readAllLines(text)) {
                java.util.regex.Matcher m = flowLine.matcher(line);
                if (!m.find()) {
                    continue;
                }
                String transport = m.group(1).matches("\\d+") ? "IP" : m.group(1);
                String name = m.group(6);
                String app = name.substring(name.lastIndexOf('.') + 1);
                appByFlow.putIfAbsent(Flows.key(transport, m.group(2), m.group(3), m.group(4), m.group(5)),
                        app.equals("Unknown") ? null : app);
            }
            String capture = text.getFileName().toString().replaceFirst("\\.txt$", "");
            String id = AnalysedCaptures.id(api, capture);
            JsonObject file = api.get("api/v1/files/" + id).json();
            assertEquals("COMPLETED", file.getJsonObject("tools").getJsonObject("ndpiReader").getString("status"), capture);
            for (JsonObject row : api.all("api/v1/files/" + id + "/conversations")) {
                String key = Flows.of(row);
                String expected = appByFlow.get(key);
                if (expected == null) {
                    continue;
                }
                classifiedRows++;
                if (!expected.equals(Api.string(row, "appName"))) {
                    mismatches.add(capture + " " + row.getString("key") + ": expected " + expected + ", got " + row);
                }
            }
        }
        assertEquals(List.of(), mismatches);
        assertTrue(classifiedRows >= 20, "rows of classified flows: " + classifiedRows);
    }

    /**
     * The TLS metadata of a conversation equals tshark's own fields for that flow's handshake: the SNI and
     * JA3 of its first ClientHello, the JA3S of its first ServerHello (TLS over TCP, and QUIC, whose Initial
     * tshark decrypts).
     */
    @Test
    @Order(46)
    void tlsMetadataEqualsTsharksOwnHandshakeFields() throws Exception {
        int checked = 0;
        java.util.Set<String> withJa4 = new java.util.TreeSet<>();
        for (String capture : List.of("tls12-basic.pcap", "quic-curl-http3.pcap", "tls13-curl.pcap", "tls-client-certificate.pcap")) {
            Map<String, String[]> expected = new java.util.HashMap<>();
            Process tshark = new ProcessBuilder("tshark", "-n", "-r", Captures.path(capture).toString(),
                    "-Y", "tls.handshake.type == 1 || tls.handshake.type == 2", "-T", "fields", "-E", "occurrence=f",
                    "-e", "ip.src", "-e", "tcp.srcport", "-e", "udp.srcport", "-e", "ip.dst", "-e", "tcp.dstport",
                    "-e", "udp.dstport", "-e", "tls.handshake.extensions_server_name", "-e", "tls.handshake.ja3",
                    "-e", "tls.handshake.ja3s").redirectError(ProcessBuilder.Redirect.DISCARD).start();
            for (String line : new String(tshark.getInputStream().readAllBytes()).split("\n")) {
                String[] f = line.split("\t", -1);
                if (f.length < 9) {
                    continue;
                }
                String transport = f[1].isEmpty() ? "UDP" : "TCP";
                String key = Flows.key(transport, f[0], f[1] + f[2], f[3], f[4] + f[5]);
                String[] e = expected.computeIfAbsent(key, k -> new String[3]);
                for (int i = 0; i < 3; i++) {
                    if (e[i] == null && !f[6 + i].isEmpty()) {
                        e[i] = f[6 + i];
                    }
                }
            }
            tshark.waitFor();
            assertFalse(expected.isEmpty(), capture);
            String id = AnalysedCaptures.id(api, capture);
            for (JsonObject row : api.all("api/v1/files/" + id + "/conversations")) {
                String[] e = expected.get(Flows.of(row));
                if (e == null) {
                    continue;
                }
                checked++;
                if (e[0] != null) {
                    assertEquals(e[0], Api.string(row, "hostname"), capture + " " + row);
                }
                assertEquals(e[1] == null ? "" : e[1], Api.string(row, "ja3Client"), capture + " " + row);
                assertEquals(e[2] == null ? "" : e[2], Api.string(row, "ja3Server"), capture + " " + row);
                if (e[1] != null) {
                    // where JA3 is known the hello's JA4 is served too, on the list and in the detail
                    String ja4 = Api.string(row, "ja4Client");
                    assertTrue(ja4.matches("[tq](13|12|11|10|s3)[di]\\d{4}[0-9a-z]{2}_[0-9a-f]{12}_[0-9a-f]{12}"),
                            capture + " " + row);
                    assertEquals(row.getString("transport").equals("UDP") ? "q" : "t", ja4.substring(0, 1), capture);
                    assertEquals(ja4, Api.string(api.get("api/v1/conversations/" + row.getJsonNumber("id")).json(),
                            "ja4Client"), capture);
                    withJa4.add(ja4);
                }
            }
            List<String> sorted = api.all("api/v1/files/" + id + "/conversations?sort=ja4Client:asc").stream()
                    .map(r -> Api.string(r, "ja4Client")).filter(v -> !v.isEmpty()).toList();
            assertEquals(sorted.stream().sorted().toList(), sorted, capture + ": sortable by ja4Client");
            // the ja4 filter keeps exactly the rows with that fingerprint
            String first = sorted.get(0);
            List<JsonObject> matching = api.all("api/v1/files/" + id + "/conversations?ja4=" + first);
            assertEquals(sorted.stream().filter(first::equals).count(), matching.size(), capture + ": ja4=" + first);
            matching.forEach(r -> assertEquals(first, Api.string(r, "ja4Client"), capture));
            Api.Reply csv = api.get("api/v1/files/" + id + "/conversations.csv?sort=ja4Client:asc");
            assertTrue(List.of(csv.text().lines().findFirst().orElseThrow().split(",")).contains("ja4Client"), capture);
            sorted.forEach(v -> assertTrue(csv.text().contains("," + v), capture + ": " + v + " in the CSV"));
        }
        assertTrue(checked >= 6, "rows of TLS flows checked: " + checked);
        assertTrue(withJa4.stream().anyMatch(v -> v.startsWith("q")) && withJa4.stream().anyMatch(v -> v.startsWith("t")),
                "JA4 of QUIC and of TLS over TCP: " + withJa4);

        // certificate validity: the first certificate the server sent (its own), from tshark's x509 fields
        int certificates = 0;
        java.util.Set<Boolean> validAtCapture = new java.util.HashSet<>();
        for (String capture : List.of("tls12-basic.pcap", "tls12-expired-cert.pcap", "tls-client-certificate.pcap")) {
            Map<String, String[]> validity = new java.util.HashMap<>();
            Process tshark = new ProcessBuilder("tshark", "-n", "-r", Captures.path(capture).toString(),
                    "-Y", "tls.handshake.type == 11 && tcp.srcport == 443", "-T", "fields", "-e", "ip.src", "-e",
                    "tcp.srcport", "-e", "ip.dst", "-e", "tcp.dstport", "-e", "x509af.utcTime", "-e", "frame.time_epoch")
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            for (String line : new String(tshark.getInputStream().readAllBytes()).split("\n")) {
                String[] f = line.split("\t", -1);
                if (f.length == 6 && !f[4].isEmpty()) {
                    String[] times = f[4].replace(" (UTC)", "").split(",");
                    validity.putIfAbsent(Flows.key("TCP", f[0], f[1], f[2], f[3]),
                            new String[]{times[0], times[1], f[5]});
                }
            }
            tshark.waitFor();
            String id = AnalysedCaptures.id(api, capture);
            for (JsonObject row : api.all("api/v1/files/" + id + "/conversations")) {
                String[] e = validity.get(Flows.of(row));
                if (e == null) {
                    continue;
                }
                certificates++;
                assertEquals(e[0], utc(row.getString("certNotBefore")), capture + " " + row);
                assertEquals(e[1], utc(row.getString("certNotAfter")), capture + " " + row);
                // valid when the certificate was presented: notBefore <= the Certificate message's time <= notAfter
                double presented = Double.parseDouble(e[2]);
                boolean valid = certEpoch(e[0]) <= presented && presented <= certEpoch(e[1]);
                assertEquals(valid, row.getBoolean("certValidAtCapture"), capture + " " + row);
                validAtCapture.add(valid);
                assertFalse(row.getString("tlsIssuer").isBlank());
                assertFalse(row.getString("tlsSubject").isBlank());
            }
        }
        assertTrue(certificates >= 4, "rows with a server certificate: " + certificates);
        assertEquals(java.util.Set.of(true, false), validAtCapture, "tls12-expired-cert.pcap has one of each");
    }

    private static double certEpoch(String utc) {
        return java.time.LocalDateTime.parse(utc.replace(' ', 'T')).toEpochSecond(java.time.ZoneOffset.UTC);
    }

    private static String utc(String iso) {
        return OffsetDateTime.parse(iso).atZoneSameInstant(java.time.ZoneOffset.UTC)
                .format(java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss"));
    }

    /**
     * IDS alerts appear only for files analysed with IDS, and then equal Suricata's own eve.json for the
     * capture (run here with the shipped rules), on every row of the alerted flow.
     */
    @Test
    @Order(47)
    void idsAlertsAppearOnlyWhenEnabledAndEqualSuricatasOwn() throws Exception {
        Path rules = Path.of(System.getProperty("pcaplens.ids.rules", "../adapters-dissector/src/main/resources/suricata/pcaplens.rules"));
        Map<String, java.util.Set<String>> expected = suricatasAlerts("pop3.pcap", rules);
        assertFalse(expected.isEmpty(), "the shipped rules raise an alert on pop3.pcap");

        api.deleteUploadsOf(Captures.bytes("pop3.pcap"));
        Api.Reply r = api.upload("pop3.pcap", Captures.bytes("pop3.pcap"), Api.options("enableIds", "true"));
        assertEquals(201, r.status(), r.text());
        JsonObject file = api.awaitAnalysis(r.json().getString("id"), Captures.ANALYSIS);
        assertEquals("COMPLETED", file.getJsonObject("tools").getJsonObject("suricata").getString("status"));
        int alerted = 0;
        for (JsonObject row : api.all("api/v1/files/" + file.getString("id") + "/conversations")) {
            assertTrue(row.containsKey("idsAlerts"), "IDS ran: every row says what it raised " + row);
            java.util.Set<String> want = expected.getOrDefault(Flows.of(row), java.util.Set.of());
            java.util.Set<String> got = new java.util.TreeSet<>();
            row.getJsonArray("idsAlerts").forEach(v -> got.add(((jakarta.json.JsonString) v).getString()));
            assertEquals(want, got, row.toString());
            alerted += got.isEmpty() ? 0 : 1;
        }
        assertTrue(alerted > 0);

        String withoutIds = AnalysedCaptures.id(api, "ftp-ipv4.pcap");
        assertTrue(api.all("api/v1/files/" + withoutIds + "/conversations").stream()
                        .anyMatch(c -> Api.array(c, "flowRisks").toString().contains("clear_text_credentials")),
                "the FTP login is flagged by DPI");
        assertEquals("SKIPPED", api.get("api/v1/files/" + withoutIds).json().getJsonObject("tools")
                .getJsonObject("suricata").getString("status"));
        for (JsonObject row : api.all("api/v1/files/" + withoutIds + "/conversations")) {
            assertFalse(row.containsKey("idsAlerts"), "no IDS: no idsAlerts at all " + row);
        }
    }

    /** Suricata's own eve.json alerts for a capture run with exactly these rules, as signature names by flow. */
    private static Map<String, java.util.Set<String>> suricatasAlerts(String capture, Path rules) throws Exception {
        Path log = Files.createTempDirectory("eve");
        Process suricata = new ProcessBuilder("suricata", "-r", Captures.path(capture).toString(), "-l", log.toString(),
                "-k", "none", "-S", rules.toString(), "--set", "stream.midstream=true")
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        assertEquals(0, suricata.waitFor());
        Map<String, java.util.Set<String>> alerts = new java.util.HashMap<>();
        for (String line : Files.readAllLines(log.resolve("eve.json"))) {
            JsonObject e = jakarta.json.Json.createReader(new java.io.StringReader(line)).readObject();
            if (e.getString("event_type").equals("alert")) {
                alerts.computeIfAbsent(Flows.key(e.getString("proto"), e.getString("src_ip"), String.valueOf(e.getInt("src_port")),
                        e.getString("dest_ip"), String.valueOf(e.getInt("dest_port"))), k -> new java.util.TreeSet<>())
                        .add(e.getJsonObject("alert").getString("signature"));
            }
        }
        return alerts;
    }

    /** "N rules successfully loaded", from Suricata's own log of a check of these rules. */
    private static int suricatasRuleCount(Path rules) throws Exception {
        Path log = Files.createTempDirectory("loaded");
        Process suricata = new ProcessBuilder("suricata", "-T", "-l", log.toString(), "-S", rules.toString())
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        assertEquals(0, suricata.waitFor());
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+) rules successfully loaded")
                .matcher(Files.readString(log.resolve("suricata.log")));
        assertTrue(m.find(), "Suricata says how many rules it loaded");
        return Integer.parseInt(m.group(1));
    }

    /**
     * {@code ./pcaplens rules update --local FILE} (no network) into the service's rules directory: the system
     * endpoint reports the new source at once, an analysis with IDS runs its rule beside the built-in ones and
     * raises exactly the alerts Suricata run directly with both raises, and the file record says which rules ran.
     * Without the file the built-in rules alone run again, with the warning.
     */
    @Test
    @Order(50)
    void rulesFromALocalSourceRunBesideTheBuiltInOnesAndAreReported() throws Exception {
        Path shipped = Path.of(System.getProperty("pcaplens.ids.rules", "../adapters-dissector/src/main/resources/suricata/pcaplens.rules"));
        JsonObject before = api.get("api/v1/system").json().getJsonObject("idsRuleset");
        assertTrue(before.getBoolean("builtInOnly"), before.toString());
        assertEquals(suricatasRuleCount(shipped), before.getInt("ruleCount"), before.toString());
        assertTrue(before.getString("warning").startsWith("only the " + before.getInt("ruleCount") + " built-in rules run"));
        String capture = "http-post-upload.pcap";
        assertTrue(suricatasAlerts(capture, shipped).isEmpty(), "the built-in rules alone raise nothing on " + capture);

        Path sources = Files.createTempDirectory("rule-sources");
        Path local = Files.writeString(sources.resolve("uploads.rules"), "alert http any any -> any any (msg:\"LOCAL HTTP"
                + " upload by POST\"; flow:to_server; http.method; content:\"POST\"; classtype:policy-violation; sid:1000001; rev:1;)\n");
        Path data = Path.of(System.getProperty("pcaplens.it.data", "target/it-data")).toAbsolutePath();
        Path rulesDir = data.resolve("rules");
        Path root = Path.of(System.getProperty("pcaplens.scripts", "../scripts")).toAbsolutePath().getParent();
        ProcessBuilder pb = new ProcessBuilder("./pcaplens", "rules", "update", "--local", local.toString())
                .directory(root.toFile()).redirectErrorStream(true);
        pb.environment().put("PCAPLENS_DATA_DIR", data.toString());
        pb.environment().remove("PCAPLENS_IDS_RULES_DIR");
        Process update = pb.start();
        String said = new String(update.getInputStream().readAllBytes());
        assertEquals(0, update.waitFor(), said);
        String id = null;
        try {
            assertTrue(Files.isRegularFile(rulesDir.resolve("suricata.rules")), said);
            Path both = sources.resolve("both.rules");
            Files.writeString(both, Files.readString(shipped) + "\n" + Files.readString(rulesDir.resolve("suricata.rules")));
            Map<String, java.util.Set<String>> expected = suricatasAlerts(capture, both);
            assertFalse(expected.isEmpty(), "Suricata alone raises the local rule's alert");

            JsonObject after = api.get("api/v1/system").json().getJsonObject("idsRuleset");
            assertFalse(after.getBoolean("builtInOnly"), after.toString());
            assertFalse(after.containsKey("warning"), after.toString());
            assertEquals(suricatasRuleCount(both), after.getInt("ruleCount"), after.toString());
            JsonObject added = after.getJsonArray("sources").getJsonObject(1);
            assertEquals("suricata.rules", added.getString("name"));
            assertEquals("local file uploads.rules", added.getString("origin"));
            assertEquals(1, added.getInt("ruleCount"));
            assertTrue(OffsetDateTime.parse(added.getString("updatedAt")).toInstant()
                    .isAfter(Instant.now().minus(Duration.ofMinutes(10))), added.toString());

            id = api.uploadAfresh(capture, Captures.bytes(capture), Api.options("enableIds", "true"));
            JsonObject file = api.awaitAnalysis(id, Captures.ANALYSIS);
            JsonObject suricata = file.getJsonObject("tools").getJsonObject("suricata");
            assertEquals("COMPLETED", suricata.getString("status"), file.toString());
            assertEquals(after, suricata.getJsonObject("ruleset"), "the record says which rules ran");
            int alerted = 0;
            for (JsonObject row : api.all("api/v1/files/" + id + "/conversations")) {
                java.util.Set<String> got = new java.util.TreeSet<>();
                row.getJsonArray("idsAlerts").forEach(v -> got.add(((jakarta.json.JsonString) v).getString()));
                assertEquals(expected.getOrDefault(Flows.of(row), java.util.Set.of()), got, row.toString());
                alerted += got.isEmpty() ? 0 : 1;
            }
            assertTrue(alerted > 0, "the local rule's alert reached its rows");
        } finally {
            Files.deleteIfExists(rulesDir.resolve("suricata.rules"));
            Files.deleteIfExists(rulesDir.resolve("suricata.rules.source"));
            if (id != null) {
                api.delete("api/v1/files/" + id);
            }
        }
        JsonObject again = api.get("api/v1/system").json().getJsonObject("idsRuleset");
        assertEquals(before, again, "without the file the built-in rules alone run again");
    }

    /**
     * A stored capture analysed again with IDS turned on: the list answers with the first run's rows (same ids,
     * no alerts) for as long as the re-analysis has not completed, and with the new rows (new ids, Suricata's
     * alerts) from then on; the extracted files come through with the same bytes.
     */
    @Test
    @Order(52)
    void aReanalysisKeepsTheOldResultsUntilTheNewOnesAreComplete() throws Exception {
        String id = api.uploadAfresh("pop3.pcap", Captures.bytes("pop3.pcap"), Api.options("enableIds", "false"));
        assertEquals("COMPLETED", api.awaitAnalysis(id, Captures.ANALYSIS).getString("status"));
        java.util.Set<Long> firstRun = rowIds(id);
        java.util.Set<String> files = extractedHashes(id);
        assertEquals(404, api.get("api/v1/files/" + id + "/reanalysis").status(), "never analysed again");
        assertEquals(404, api.json("POST", "api/v1/files/" + java.util.UUID.randomUUID() + "/reanalysis", "{}").status());

        Api.Reply asked = api.json("POST", "api/v1/files/" + id + "/reanalysis", "{\"enableIds\": true}");
        assertEquals(202, asked.status(), asked.text());
        assertTrue(asked.json().getBoolean("enableIds"));
        assertTrue(asked.json().getBoolean("enableDpi"), "an option left out keeps the capture's last value");
        assertEquals(409, api.json("POST", "api/v1/files/" + id + "/reanalysis", "{}").status(),
                "one analysis of a capture at a time");
        assertEquals(1, api.all("api/v1/files").stream().filter(f -> f.getString("name").equals("pop3.pcap")).count(),
                "the re-analysis is not a file of its own");

        int oldAnswers = 0;
        Instant end = Instant.now().plus(Captures.ANALYSIS);
        String status;
        do {
            List<JsonObject> rows = api.all("api/v1/files/" + id + "/conversations");
            status = api.get("api/v1/files/" + id + "/reanalysis").json().getString("status");
            if (!status.equals("COMPLETED")) {
                assertEquals(firstRun, ids(rows), "before completion the first run's rows are served");
                assertTrue(rows.stream().noneMatch(r -> r.containsKey("idsAlerts")), "no alerts before completion");
                assertEquals("COMPLETED", api.get("api/v1/files/" + id).json().getString("status"));
                oldAnswers++;
            }
            assertFalse(status.equals("FAILED"), status);
        } while (!status.equals("COMPLETED") && Instant.now().isBefore(end));
        assertEquals("COMPLETED", status);
        assertTrue(oldAnswers > 0, "the list answered at least once while the re-analysis ran");

        JsonObject file = api.get("api/v1/files/" + id).json();
        assertTrue(file.getBoolean("enableIds"), "the capture now says how it was analysed");
        assertEquals("COMPLETED", file.getJsonObject("tools").getJsonObject("suricata").getString("status"));
        List<JsonObject> rows = api.all("api/v1/files/" + id + "/conversations");
        assertTrue(java.util.Collections.disjoint(firstRun, ids(rows)), "the new run's rows replaced the old ones");
        assertEquals(firstRun.size(), rows.size(), "the same traffic gives as many rows");
        assertTrue(rows.stream().allMatch(r -> r.containsKey("idsAlerts")), "IDS ran: every row says what it raised");
        assertTrue(rows.stream().anyMatch(r -> !r.getJsonArray("idsAlerts").isEmpty()), "the alerts appeared");
        assertEquals(files, extractedHashes(id), "the extracted files came through with the same bytes");
        for (JsonObject row : rows) {
            assertEquals(row.getJsonNumber("packetCount").longValue(),
                    api.all("api/v1/conversations/" + row.getJsonNumber("id") + "/packets").size(),
                    "the packets moved with their rows");
        }
        assertEquals(204, api.delete("api/v1/files/" + id).status());
    }

    private java.util.Set<Long> rowIds(String fileId) throws Exception {
        return ids(api.all("api/v1/files/" + fileId + "/conversations"));
    }

    private static java.util.Set<Long> ids(List<JsonObject> rows) {
        return rows.stream().map(r -> r.getJsonNumber("id").longValue()).collect(java.util.stream.Collectors.toSet());
    }

    /** The SHA-256 of each extracted file, computed from the bytes the API serves. */
    private java.util.Set<String> extractedHashes(String fileId) throws Exception {
        java.util.Set<String> hashes = new java.util.TreeSet<>();
        for (jakarta.json.JsonValue v : api.get("api/v1/files/" + fileId + "/extracted").json().getJsonArray("items")) {
            Api.Reply content = api.get("api/v1/files/" + fileId + "/extracted/" + v.asJsonObject().getJsonNumber("id")
                    + "/content");
            assertEquals(200, content.status());
            hashes.add(java.util.HexFormat.of().formatHex(
                    java.security.MessageDigest.getInstance("SHA-256").digest(content.body())));
        }
        return hashes;
    }

    /**
     * What each side of a conversation sent (spec 10.6 item 4), against tshark's own counts: per flow and
     * sender, the frames of tshark's conversation tables ({@code -z conv,tcp}, {@code -z conv,udp}) and the
     * sum of frame.len over the packets tshark prints. A flow's rows (one per protocol label) share its
     * packets, so the rows' sides are added up per flow and sender.
     */
    @Test
    @Order(46)
    void eachSideSentWhatTsharkCountsForIt() throws Exception {
        for (String capture : List.of("http-bro-org-browsing.pcap", "dns-mixed-records.pcap", "ipv6-http-mixed.pcap")) {
            String id = AnalysedCaptures.id(api, capture);
            Map<String, Long> packets = new java.util.TreeMap<>();
            Map<String, Long> bytes = new java.util.TreeMap<>();
            for (JsonObject row : api.all("api/v1/files/" + id + "/conversations")) {
                long srcPackets = row.getJsonNumber("srcPackets").longValue();
                long dstPackets = row.getJsonNumber("dstPackets").longValue();
                long srcBytes = row.getJsonNumber("srcBytes").longValue();
                long dstBytes = row.getJsonNumber("dstBytes").longValue();
                assertEquals(row.getJsonNumber("packetCount").longValue(), srcPackets + dstPackets, row.toString());
                assertEquals(row.getJsonNumber("totalBytes").longValue(), srcBytes + dstBytes, row.toString());
                if (row.getString("transport").equals("TCP") || row.getString("transport").equals("UDP")) {
                    String src = Flows.of(row) + " from " + row.getString("srcIp") + " " + Api.string(row, "srcPort");
                    String dst = Flows.of(row) + " from " + row.getString("dstIp") + " " + Api.string(row, "dstPort");
                    packets.merge(src, srcPackets, Long::sum);
                    packets.merge(dst, dstPackets, Long::sum);
                    bytes.merge(src, srcBytes, Long::sum);
                    bytes.merge(dst, dstBytes, Long::sum);
                }
            }
            packets.values().removeIf(n -> n == 0);
            bytes.values().removeIf(n -> n == 0);
            assertFalse(packets.isEmpty(), capture);
            assertEquals(tsharkConversationFrames(capture), packets, capture);
            assertEquals(tsharkFrameBytes(capture), bytes, capture);

            List<JsonObject> bySrcBytes = api.all("api/v1/files/" + id + "/conversations?sort=srcBytes:desc");
            for (int i = 1; i < bySrcBytes.size(); i++) {
                assertTrue(bySrcBytes.get(i - 1).getJsonNumber("srcBytes").longValue()
                        >= bySrcBytes.get(i).getJsonNumber("srcBytes").longValue(), capture);
            }
        }
    }

    /** Frames per flow and sender from tshark's TCP and UDP conversation tables; "<-" counts B → A. */
    private static Map<String, Long> tsharkConversationFrames(String capture) throws Exception {
        java.util.regex.Pattern line = java.util.regex.Pattern.compile(
                "^(\\S+):(\\d+)\\s+<->\\s+(\\S+):(\\d+)\\s+(\\d+) \\S+ \\S+\\s+(\\d+) \\S+ \\S+");
        Map<String, Long> frames = new java.util.TreeMap<>();
        String transport = null;
        for (String l : tshark("-r", Captures.path(capture).toString(), "-q", "-z", "conv,tcp", "-z", "conv,udp")) {
            if (l.startsWith("TCP Conversations") || l.startsWith("UDP Conversations")) {
                transport = l.substring(0, 3);
            }
            java.util.regex.Matcher m = line.matcher(l);
            if (m.find()) {
                String flow = Flows.key(transport, m.group(1), m.group(2), m.group(3), m.group(4));
                frames.merge(flow + " from " + m.group(3) + " " + m.group(4), Long.parseLong(m.group(5)), Long::sum);
                frames.merge(flow + " from " + m.group(1) + " " + m.group(2), Long.parseLong(m.group(6)), Long::sum);
            }
        }
        frames.values().removeIf(n -> n == 0);
        return frames;
    }

    /** The sum of frame.len per flow and sender over the TCP and UDP packets tshark prints (not ICMP quotes). */
    private static Map<String, Long> tsharkFrameBytes(String capture) throws Exception {
        Map<String, Long> bytes = new java.util.TreeMap<>();
        for (String l : tshark("-r", Captures.path(capture).toString(), "-Y", "(tcp or udp) and not icmp and not icmpv6",
                "-T", "fields", "-E", "separator=/t", "-e", "frame.len", "-e", "ip.src", "-e", "ipv6.src", "-e", "ip.dst",
                "-e", "ipv6.dst", "-e", "tcp.srcport", "-e", "tcp.dstport", "-e", "udp.srcport", "-e", "udp.dstport")) {
            String[] f = Arrays.stream(l.split("\t", -1)).map(v -> v.split(",")[0]).toArray(String[]::new);
            boolean tcp = !f[5].isEmpty();
            String src = f[1].isEmpty() ? f[2] : f[1];
            String dst = f[3].isEmpty() ? f[4] : f[3];
            String srcPort = tcp ? f[5] : f[7];
            String flow = Flows.key(tcp ? "TCP" : "UDP", src, srcPort, dst, tcp ? f[6] : f[8]);
            bytes.merge(flow + " from " + src + " " + srcPort, Long.parseLong(f[0]), Long::sum);
        }
        return bytes;
    }

    private static List<String> tshark(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("tshark", "-n"));
        command.addAll(List.of(args));
        Process tshark = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        List<String> lines = new String(tshark.getInputStream().readAllBytes()).lines().toList();
        assertEquals(0, tshark.waitFor(), String.join(" ", command));
        return lines;
    }

    /** Spec 10.2/10.3 on a real capture: filters AND across, OR within; multi-column sort; facets. */
    @Test
    @Order(48)
    void filtersSortAndFacetsFollowTheSpec() throws Exception {
        String id = AnalysedCaptures.id(api, "http-bro-org-browsing.pcap");
        String list = "api/v1/files/" + id + "/conversations";
        List<JsonObject> all = api.all(list);
        long http = all.stream().filter(c -> c.getString("protocol").equals("HTTP")).count();
        long tcp = all.stream().filter(c -> c.getString("protocol").equals("TCP")).count();
        assertTrue(http > 0 && tcp > 0);
        assertEquals(http, api.all(list + "?protocol=HTTP").size());
        assertEquals(http + tcp, api.all(list + "?protocol=HTTP,TCP").size());
        assertEquals(http + tcp, api.all(list + "?protocol=HTTP&protocol=TCP").size());
        String client = all.get(0).getString("srcIp");
        long fromClientPort = all.stream().filter(c -> c.getString("protocol").equals("HTTP")
                && (Api.string(c, "srcPort").equals(Api.string(all.get(0), "srcPort"))
                || Api.string(c, "dstPort").equals(Api.string(all.get(0), "srcPort")))).count();
        assertEquals(fromClientPort, api.all(list + "?protocol=HTTP&port=" + Api.string(all.get(0), "srcPort")).size());
        assertEquals(all.size(), api.all(list + "?ip=" + client.substring(0, client.lastIndexOf('.') + 1)).size());
        assertEquals(400, api.get(list + "?port=80a").status());
        assertEquals(400, api.get(list + "?port=70000").status());
        assertEquals(400, api.get(list + "?payload=0x4").status());

        // payload search, byte-aligned: expected sets computed from the stored payloads themselves
        Map<Long, List<String>> payloads = new java.util.HashMap<>();
        for (JsonObject c : all) {
            long cid = c.getJsonNumber("id").longValue();
            payloads.put(cid, api.all("api/v1/conversations/" + cid + "/packets").stream()
                    .map(p -> Api.string(p, "payloadHex")).toList());
        }
        String aligned = "474554202f";   // "GET /"
        String shifted = "745542";       // the same bytes' hex from its second nibble on
        assertTrue(payloads.values().stream().flatMap(List::stream).anyMatch(h -> occursAt(h, shifted, false)),
                "the shifted pattern must occur at an odd nibble for this test to mean anything");
        for (String pattern : List.of(aligned, shifted)) {
            java.util.Set<Long> expected = new java.util.TreeSet<>();
            payloads.forEach((cid, hexes) -> {
                if (hexes.stream().anyMatch(h -> occursAt(h, pattern, true))) {
                    expected.add(cid);
                }
            });
            java.util.Set<Long> got = new java.util.TreeSet<>();
            api.all(list + "?payload=0x" + pattern).forEach(c -> got.add(c.getJsonNumber("id").longValue()));
            assertEquals(expected, got, pattern);
        }
        assertEquals(api.all(list + "?payload=0x" + aligned).size(), api.all(list + "?payload=GET%20%2F").size());
        assertEquals(api.all(list + "?payload=0x" + aligned).size(), api.all(list + "?payload=47%2045%2054%2020%202f").size());

        // multi-column sort: protocol ascending, then total bytes descending
        List<JsonObject> sorted = api.all(list + "?sort=protocol:asc,totalBytes:desc");
        for (int i = 1; i < sorted.size(); i++) {
            int byProtocol = sorted.get(i - 1).getString("protocol").compareTo(sorted.get(i).getString("protocol"));
            assertTrue(byProtocol < 0 || (byProtocol == 0 && sorted.get(i - 1).getJsonNumber("totalBytes").longValue()
                    >= sorted.get(i).getJsonNumber("totalBytes").longValue()), sorted.get(i - 1) + " / " + sorted.get(i));
        }
        assertEquals(400, api.get(list + "?sort=nosuchfield:asc").status());
        assertEquals(400, api.get(list + "?sort=protocol:up").status());

        Api.Reply csv = api.get("api/v1/files/" + id + "/conversations.csv?protocol=HTTP&sort=totalBytes:desc");
        assertEquals(200, csv.status());
        assertTrue(csv.contentType().startsWith("text/csv"), csv.contentType());
        List<String> lines = csv.text().lines().toList();
        assertTrue(lines.get(0).startsWith("id,srcIp,srcPort,dstIp,dstPort,protocol,"), lines.get(0));
        assertEquals(http + 1, lines.size(), "header plus every HTTP row, all pages");
        List<JsonObject> httpByBytes = api.all(list + "?protocol=HTTP&sort=totalBytes:desc");
        assertTrue(lines.get(1).startsWith(httpByBytes.get(0).getJsonNumber("id") + ","), lines.get(1));

        JsonObject facets = api.get(list + "/facets").json();
        long counted = facets.getJsonObject("protocols").values().stream()
                .mapToLong(v -> ((jakarta.json.JsonNumber) v).longValue()).sum();
        assertEquals(all.size(), counted);
        assertEquals(http, facets.getJsonObject("protocols").getJsonNumber("HTTP").longValue());
    }

    /**
     * Facets follow the filters: on real captures, every facet's values count the list total with that value
     * added, for rows and flows, without filters, with other filters, with a selection in the same group and
     * with an exclusion; an excluded value ("!") leaves its rows out of the list, the flows, the CSV and the
     * bulk export alike.
     */
    @Test
    @Order(48)
    void facetCountsAreTheListTotalWithThatValueAddedAndExclusionsLeaveRowsOut() throws Exception {
        String browsing = AnalysedCaptures.id(api, "http-bro-org-browsing.pcap");
        Api.Reply pop = api.upload("pop3.pcap", Captures.bytes("pop3.pcap"), Api.options("enableIds", "true"));
        assertTrue(pop.status() == 201 || pop.status() == 409, pop.text());
        String alerted = pop.status() == 201 ? pop.json().getString("id") : pop.json().getString("existingFileId");
        api.awaitAnalysis(alerted, Captures.ANALYSIS);
        FacetCounts facets = new FacetCounts(api);
        int checked = 0;
        for (String id : List.of(browsing, alerted)) {
            for (String list : List.of("api/v1/files/" + id + "/conversations", "api/v1/files/" + id + "/flows")) {
                JsonObject all = facets.answer(list + "/facets", List.of());
                String top = all.getJsonObject("protocols").keySet().iterator().next();
                String port = Api.string(api.get(list + "?size=10").json().getJsonArray("items").getJsonObject(0), "dstPort");
                List<List<String[]>> queries = List.of(List.of(),
                        List.<String[]>of(new String[]{"port", port}),
                        List.<String[]>of(new String[]{"protocol", top}),
                        List.<String[]>of(new String[]{"protocol", "!" + top}),
                        List.<String[]>of(new String[]{"protocol", "!" + top}, new String[]{"port", port}));
                for (List<String[]> q : queries) {
                    checked += facets.check(list, q, 4);
                }
            }
        }
        assertTrue(checked > 100, checked + " values checked");

        // an exclusion selects what the other values of its group select together
        String list = "api/v1/files/" + browsing + "/conversations";
        List<JsonObject> rows = api.all(list);
        List<String> others = rows.stream().map(c -> c.getString("protocol")).filter(p -> !p.equals("TCP"))
                .distinct().toList();
        List<String[]> notTcp = List.<String[]>of(new String[]{"protocol", "!TCP"});
        List<String[]> rest = List.<String[]>of(new String[]{"protocol", String.join(",", others)});
        List<JsonObject> kept = api.all(list + "?protocol=!TCP");
        assertEquals(rows.stream().filter(c -> !c.getString("protocol").equals("TCP")).count(), kept.size());
        assertTrue(kept.size() < rows.size());
        assertEquals(facets.total("api/v1/files/" + browsing + "/flows", rest),
                facets.total("api/v1/files/" + browsing + "/flows", notTcp));
        assertEquals(kept.size() + 1L, api.get("api/v1/files/" + browsing + "/conversations.csv?protocol=!TCP").text()
                .lines().count());
        assertArrayEquals(api.get(list + ".pcap?" + FacetCounts.query(rest)).body(),
                api.get(list + ".pcap?protocol=!TCP").body());
        assertEquals(400, api.get(list + "?protocol=!").status());
        assertEquals(400, api.get(list + "?severity=!urgent").status());
        assertEquals(List.of("!protocol"), api.get("api/v1/files/" + browsing + "/conversations/wireshark-filter?protocol=!TCP").json()
                .getJsonArray("inexpressible").getValuesAs(jakarta.json.JsonString.class).stream()
                .map(jakarta.json.JsonString::getString).toList());
    }

    /** A conversation's PCAP holds exactly its packets and reads back in tshark, from pcap and pcapng captures. */
    @Test
    @Order(49)
    void aConversationsPcapHoldsExactlyItsPackets() throws Exception {
        for (String capture : List.of("http-bro-org-browsing.pcap", "http-png-image-port1080.pcapng")) {
            String id = AnalysedCaptures.id(api, capture);
            JsonObject biggest = api.all("api/v1/files/" + id + "/conversations?sort=packetCount:desc").get(0);
            Api.Reply pcap = api.get("api/v1/conversations/" + biggest.getJsonNumber("id") + "/pcap");
            assertEquals(200, pcap.status(), capture);
            Path file = Files.createTempFile("conversation", capture.endsWith("ng") ? ".pcapng" : ".pcap");
            Files.write(file, pcap.body());
            Process tshark = new ProcessBuilder("tshark", "-n", "-r", file.toString(), "-T", "fields", "-e", "frame.len")
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            List<String> lengths = new String(tshark.getInputStream().readAllBytes()).lines().toList();
            assertEquals(0, tshark.waitFor(), capture);
            assertEquals(biggest.getInt("packetCount"), lengths.size(), capture);
            assertEquals(biggest.getJsonNumber("totalBytes").longValue(),
                    lengths.stream().mapToLong(Long::parseLong).sum(), capture);
            // saved under its endpoints and the minute it started, in UTC;
            // the row's own packets are named after the flow and the row's Protocol label (the whole connection: the flow)
            String rowName = pcapName(biggest).replaceFirst("\\.pcap$", "_" + biggest.getString("protocol") + ".pcap");
            assertTrue(pcap.header("Content-Disposition").startsWith("attachment; filename=\"" + rowName + "\";"),
                    pcap.header("Content-Disposition"));
            // its Wireshark filter, run by tshark on the download, selects every packet of it
            assertEquals(lengths.size(), tsharkSelects(file, biggest.getString("wiresharkFilter")), capture);
            // its Community ID finds it, and only rows of that flow
            String communityId = biggest.getString("communityId");
            assertTrue(communityId.matches("1:[A-Za-z0-9+/]{27}="), communityId);
            List<JsonObject> sameFlow = api.all("api/v1/files/" + id + "/conversations?communityId="
                    + java.net.URLEncoder.encode(communityId, java.nio.charset.StandardCharsets.UTF_8));
            assertTrue(sameFlow.stream().anyMatch(c -> c.getJsonNumber("id").equals(biggest.getJsonNumber("id"))));
            sameFlow.forEach(c -> assertEquals(communityId, c.getString("communityId")));
            Files.delete(file);
        }
    }

    /** The list filters as a Wireshark filter: an address and a port are expressed, a Protocol label is not. */
    @Test
    @Order(49)
    void theListFiltersAsAWiresharkFilterWhereWiresharkCanExpressThem() throws Exception {
        String id = AnalysedCaptures.id(api, "http-bro-org-browsing.pcap");
        String path = "api/v1/files/" + id + "/conversations/wireshark-filter";
        JsonObject portAndAddress = api.get(path + "?port=80&ip=192.150.187.43").json();
        assertEquals("ip.addr==192.150.187.43 && (tcp.port==80 || udp.port==80)", portAndAddress.getString("filter"));
        assertEquals(List.of(), portAndAddress.getJsonArray("inexpressible").getValuesAs(jakarta.json.JsonString.class));
        JsonObject label = api.get(path + "?port=80&protocol=HTTP").json();
        assertFalse(label.containsKey("filter"), label.toString());
        assertEquals("protocol", label.getJsonArray("inexpressible").getString(0));
        assertEquals(400, api.get(path + "?communityId=nonsense").status());
    }

    /** The name spec'd for a conversation's download: src_port-dst_port_yyyy-MM-ddTHH-mm.pcap, ':' written '.'. */
    /** The download name the API gives a conversation or a flow: endpoints, then the minute it started in UTC. */
    static String pcapName(JsonObject c) {
        String start = java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH-mm")
                .format(OffsetDateTime.parse(c.getString("startTime")).atZoneSameInstant(java.time.ZoneOffset.UTC));
        return side(c.getString("srcIp"), c.get("srcPort")) + "-" + side(c.getString("dstIp"), c.get("dstPort")) + "_"
                + start + ".pcap";
    }

    private static String side(String ip, jakarta.json.JsonValue port) {
        return ip.replace(':', '.') + (port == null || port == jakarta.json.JsonValue.NULL ? "" : "_" + port);
    }

    private static int tsharkSelects(Path capture, String filter) throws Exception {
        Process tshark = new ProcessBuilder("tshark", "-n", "-r", capture.toString(), "-Y", filter, "-T", "fields",
                "-e", "frame.number").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        int frames = (int) new String(tshark.getInputStream().readAllBytes()).lines().count();
        assertEquals(0, tshark.waitFor(), filter);
        return frames;
    }

    /** Whether the hex text holds the pattern at an even (byte-aligned) or odd (mid-byte) nibble offset. */
    private static boolean occursAt(String hex, String pattern, boolean aligned) {
        for (int i = hex.indexOf(pattern); i >= 0; i = hex.indexOf(pattern, i + 1)) {
            if ((i % 2 == 0) == aligned) {
                return true;
            }
        }
        return false;
    }

    @Test
    @Order(50)
    void packetsOfAConversationComeInCaptureOrderWithDirectionPayloadAndFileType() throws Exception {
        String id = AnalysedCaptures.id(api, "http-pdf-download.pcap");
        List<JsonObject> conversations = api.all("api/v1/files/" + id + "/conversations");
        // The response's first segment, headers and the start of the PDF, is a TCP-labelled packet: the row
        // keyed ...-TCP carries the file type, the HTTP row holds the request and the reassembled response.
        JsonObject http = conversations.stream().filter(c -> Api.array(c, "fileTypes").toString().contains("PDF"))
                .findFirst().orElseThrow(() -> new AssertionError("no conversation with a PDF: " + conversations));
        assertEquals("TCP", http.getString("protocol"));

        JsonObject detail = api.get("api/v1/conversations/" + http.getJsonNumber("id")).json();
        assertEquals(http, detail);

        List<JsonObject> packets = api.all("api/v1/conversations/" + http.getJsonNumber("id") + "/packets");
        assertEquals(http.getInt("packetCount"), packets.size());
        for (int i = 0; i < packets.size(); i++) {
            JsonObject p = packets.get(i);
            assertEquals(i + 1, p.getInt("index"));
            String expected = p.getString("srcIp").equals(http.getString("srcIp")) ? "CLIENT_TO_SERVER" : "SERVER_TO_CLIENT";
            assertEquals(expected, p.getString("direction"));
            if (p.containsKey("payloadHex")) {
                String hex = p.getString("payloadHex");
                assertTrue(hex.length() <= 128 && hex.equals(hex.toLowerCase()), hex);
            }
            if (i > 0) {
                assertTrue(p.getJsonNumber("frameNumber").longValue() > packets.get(i - 1).getJsonNumber("frameNumber").longValue());
            }
        }
        assertTrue(packets.stream().anyMatch(p -> "PDF".equals(Api.string(p, "fileType"))));
        assertTrue(packets.stream().anyMatch(p -> p.getBoolean("ascii")));

        Api.Reply badSize = api.get("api/v1/files/" + id + "/conversations?size=5");
        assertEquals(400, badSize.status());
        assertEquals(400, api.get("api/v1/files/" + id + "/conversations?size=101").status());
        assertEquals(400, api.get("api/v1/files/" + id + "/conversations?page=0").status());
    }

    @Test
    @Order(51)
    void nanosecondCapturesKeepTheirNanoseconds() throws Exception {
        String id = AnalysedCaptures.id(api, "nanosecond-tcp-handshake.pcap");
        JsonObject c = api.all("api/v1/files/" + id + "/conversations").get(0);
        String fraction = c.getString("startTime").replaceAll(".*\\.(\\d+).*", "$1");
        assertEquals(9, fraction.length(), c.getString("startTime"));
        JsonObject file = api.get("api/v1/files/" + id).json();
        assertEquals(c.getString("startTime"), file.getString("captureStart"));
    }

    @Test
    @Order(60)
    void downloadGivesTheOriginalBytesAndDeleteRemovesEverything() throws Exception {
        byte[] bytes = Captures.bytes("ssh.pcap");
        // a file of its own to delete: the shared analysis of ssh.pcap, if any, goes first
        api.deleteUploadsOf(bytes);
        String id = uploadAndWait("ssh.pcap", bytes);
        Api.Reply download = api.get("api/v1/files/" + id + "/download");
        assertEquals(200, download.status());
        assertArrayEquals(bytes, download.body());

        String conversation = api.all("api/v1/files/" + id + "/conversations").get(0).getJsonNumber("id").toString();
        assertEquals(204, api.delete("api/v1/files/" + id).status());
        assertEquals(404, api.get("api/v1/files/" + id).status());
        assertEquals(404, api.get("api/v1/conversations/" + conversation).status());
        assertEquals(404, api.delete("api/v1/files/" + id).status());
        String again = uploadAndWait("ssh.pcap", bytes);
        assertEquals("COMPLETED", api.get("api/v1/files/" + again).json().getString("status"),
                "a deleted capture can be uploaded again");
    }

    @Test
    @Order(61)
    void aCaptureDeletedDuringItsAnalysisLeavesNothingBehindAndCanComeAgain() throws Exception {
        // 138,000 packets, 13.9 MB: an analysis of several heartbeats even on a warm, fast service
        byte[] bytes = Captures.repeated("telnet-login.pcap", 1500);
        String id = api.uploadAfresh("telnet-login-1500.pcap", bytes, Map.of());
        api.awaitReading(id);
        assertEquals(204, api.delete("api/v1/files/" + id).status());
        assertEquals(404, api.get("api/v1/files/" + id).status());

        // the analysis notices at its next heartbeat, stops, and clears what it had stored
        Instant end = Instant.now().plus(Duration.ofSeconds(60));
        List<String> left = leftovers(id);
        while (!left.isEmpty() && Instant.now().isBefore(end)) {
            Thread.sleep(250);
            left = leftovers(id);
        }
        assertEquals(List.of(), left);

        String again = api.uploadAfresh("telnet-login-1500.pcap", bytes, Map.of());
        JsonObject file = api.awaitAnalysis(again, Captures.ANALYSIS);
        assertEquals("COMPLETED", file.getString("status"), file.toString());
        assertEquals(List.of(), leftovers(id));
    }


    /** What the database and the data directory still hold of a capture. */
    private static List<String> leftovers(String id) throws Exception {
        List<String> left = new ArrayList<>();
        try (Connection con = DriverManager.getConnection(DB_URL, "postgres", "postgres");
             Statement st = con.createStatement()) {
            String uuid = "'" + UUID.fromString(id) + "'";
            for (String query : List.of(
                    "SELECT 'packet table' FROM pg_class WHERE relname = 'packet_" + id.replace("-", "") + "'",
                    "SELECT 'conversations' FROM conversation WHERE capture_id = " + uuid + " LIMIT 1",
                    "SELECT 'hosts' FROM host WHERE capture_id = " + uuid + " LIMIT 1",
                    "SELECT 'extracted files' FROM extracted_file WHERE capture_id = " + uuid + " LIMIT 1")) {
                try (ResultSet rs = st.executeQuery(query)) {
                    if (rs.next()) {
                        left.add(rs.getString(1));
                    }
                }
            }
        }
        Path data = Path.of(System.getProperty("pcaplens.it.data", "target/it-data"));
        for (Path dir : List.of(data.resolve("extracted").resolve(id), data.resolve("work").resolve(id),
                data.resolve("captures").resolve(id + ".cap"))) {
            if (Files.exists(dir)) {
                left.add(data.relativize(dir).toString());
            }
        }
        return left;
    }

    @Test
    @Order(70)
    void theBrowserUploadsACaptureAndBrowsesItsConversations() throws Exception {
        Path e2e = Path.of(System.getProperty("pcaplens.e2e", "src/test/e2e"));
        Path screenshot = Path.of(System.getProperty("pcaplens.target", "target"), "e2e-ui.png");
        // the browser uploads a capture new to the service and watches its analysis
        api.deleteUploadsOf(Captures.bytes("http-multi-objects.pcap"));
        ProcessBuilder pb = new ProcessBuilder("node", "ui.e2e.mjs", api.base(),
                Captures.path("http-multi-objects.pcap").toAbsolutePath().toString())
                .directory(e2e.toFile()).redirectErrorStream(true);
        pb.environment().put("E2E_SCREENSHOT", screenshot.toAbsolutePath().toString());
        Process node = pb.start();
        String output = new String(node.getInputStream().readAllBytes());
        assertEquals(0, node.waitFor(), output);
    }
}
