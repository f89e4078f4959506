package io.pcaplens.webapp;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The HTTP edge under abuse: every parameter of every endpoint with a NUL, huge, foreign-script, traversing or
 * malformed value, wrong methods and content types, and (over a raw socket) lying lengths, oversized request lines
 * and header blocks. Whatever the service refuses, it refuses with an RFC 9457 problem whose status is the HTTP
 * status and which names no internals; nothing is a server error. Also: a zero byte is found by the hex payload
 * search where tshark sees one, file names keep their script, long id lists go in a body, and every answer carries
 * the security headers.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ApiAbuseIT extends DeployedService {

    /** HTTP browsing of bro.org: 21 conversations, text and binary payloads. */
    private static final String CAPTURE = "http-bro-org-browsing.pcap";
    private static final List<String> CONVERSATION_FILTERS = List.of("ip", "port", "payload", "risksOnly", "idsAlert",
            "protocol", "dissectorProtocol", "app", "category", "fileType", "risk", "rule", "severity", "country",
            "deviceType", "communityId", "sort", "page", "size");
    /** Values no client should send, URL-encoded as they go on the wire. */
    private static final List<String> ABUSIVE = List.of(
            "x".repeat(3000),                         // huge, yet within the request line limit
            "%E6%97%A5%E6%9C%AC%F0%9F%92%A9",         // another script and an emoji
            "%E2%80%AE%D8%B9%D8%B1%D8%A8%D9%8A",      // right-to-left override and Arabic
            "..%2F..%2F..%2Fetc%2Fpasswd",            // traversal
            "%27%20OR%201%3D1--",                     // SQL
            "%3Cscript%3Ealert(1)%3C%2Fscript%3E",    // markup
            "-1", "99999999999999999999", "1e9", "0x",
            "", "%20%09", "%C3%28");                  // blank, whitespace, malformed UTF-8
    private static final Duration WAIT = Duration.ofSeconds(20);

    private static String fileId;
    private static long conversationId;
    private static String networkId;
    private int cases;

    private void fixture() throws Exception {
        if (fileId == null) {
            fileId = api.analysed(CAPTURE);
            conversationId = api.all(list()).get(0).getJsonNumber("id").longValue();
            networkId = new MonitorClient(api).createNetwork("abuse");
        }
    }

    /** Two requests whose bodies stop arriving, and how many files the service held before them. */
    private record Stalled(long filesBefore, CompletableFuture<RawHttp.Answer> upload, CompletableFuture<RawHttp.Answer> json) {
    }

    private static Stalled stalled;

    /**
     * The stalled requests of {@link #requestsBeyondTheLimitsAreRefusedWithProblems}, sent as early as the second
     * test (the first looks at incoming/, where the stalled upload lies while it waits): each is answered only once
     * the listener's read timeout (30 s) ran out, time the tests before the one that checks the answers spend on
     * their own requests. None of those tests leaves a file record, so the count of files before the stalled upload
     * is still the one to compare with.
     */
    private Stalled stalled() throws Exception {
        if (stalled == null) {
            RawHttp raw = new RawHttp(base);
            long files = api.all("api/v1/files").size();
            byte[] capture = Captures.bytes("dhcp.pcap");
            stalled = new Stalled(files,
                    CompletableFuture.supplyAsync(() -> exchange(raw, lyingUpload(capture), Duration.ofSeconds(150)),
                            ApiAbuseIT::onItsOwnThread),
                    CompletableFuture.supplyAsync(() -> exchange(raw, RawHttp.concat(RawHttp.head(
                            "POST /api/v1/monitor/networks HTTP/1.1", "Host: pcaplens", "Content-Type: application/json",
                            "Content-Length: 100"), "{\"name\":".getBytes()), Duration.ofSeconds(150)),
                            ApiAbuseIT::onItsOwnThread));
        }
        return stalled;
    }

    /** A thread per stalled request, so that both wait out the timeout at once whatever else the JVM runs. */
    private static void onItsOwnThread(Runnable request) {
        Thread t = new Thread(request, "stalled request");
        t.setDaemon(true);
        t.start();
    }

    private static String list() {
        return "api/v1/files/" + fileId + "/conversations";
    }

    /**
     * An RFC 9457 problem of the given status (any 4xx when 0): its content type, a status member equal to the
     * HTTP status, a title, and nothing of the service's insides. Returns the problem.
     */
    private JsonObject problem(int expected, int status, String contentType, String body, String label) {
        cases++;
        if (expected == 0) {
            assertTrue(status >= 400 && status < 500, label + ": " + status + " " + body);
        } else {
            assertEquals(expected, status, label + ": " + body);
        }
        assertTrue(contentType != null && contentType.startsWith("application/problem+json"),
                label + ": content type " + contentType + ", body " + body);
        JsonObject p = Json.createReader(new StringReader(body)).readObject();
        assertEquals(status, p.getInt("status"), label + ": " + body);
        assertFalse(p.getString("title", "").isBlank(), label + ": " + body);
        for (String inside : List.of("java.", "/work", "Exception", "\tat ", "<html", "Payara")) {
            assertFalse(body.contains(inside), label + " shows '" + inside + "': " + body);
        }
        return p;
    }

    private JsonObject problem(int expected, Api.Reply r, String label) {
        return problem(expected, r.status(), r.contentType(), r.text(), label);
    }

    private JsonObject problem(int expected, RawHttp.Answer a, String label) {
        return problem(expected, a.status(), a.header("content-type"), a.text(), label);
    }

    /** An answer to abuse: served (2xx, nothing to refuse) or refused with a 4xx problem, never a server error. */
    private void servedOrRefused(Api.Reply r, String label) {
        if (r.status() < 300) {
            cases++;
            assertTrue(r.status() >= 200, label + ": " + r.status());
            return;
        }
        problem(0, r, label);
    }

    @Test
    @Order(1)
    void everyTextParameterWithANulIsRefusedByName() throws Exception {
        fixture();
        int before = cases;
        for (String endpoint : List.of(list(), list() + ".csv", list() + ".pcap", list() + "/facets")) {
            for (String name : CONVERSATION_FILTERS) {
                JsonObject p = problem(400, api.get(endpoint + "?protocol=TCP&" + name + "=x%00y"), endpoint + " " + name);
                assertEquals(name, p.getString("parameter"), p.toString());
                assertTrue(p.getString("detail").contains("'" + name + "'"), p.toString());
            }
        }
        Map<String, String> others = new LinkedHashMap<>();
        others.put("api/v1/files", "page,size,name,status");
        others.put("api/v1/files/" + fileId + "/extracted", "conversationId,name,type,minSize,maxSize,sha256,id");
        others.put("api/v1/conversations/" + conversationId + "/packets", "page,size");
        others.put("api/v1/conversations/" + conversationId + "/session", "maxBytes");
        others.put("api/v1/tracer/" + conversationId + "/steps", "offset,limit");
        others.put("api/v1/tracer/" + conversationId + "/explanations", "from,to");
        others.put("api/v1/monitor/networks", "page,size");
        others.put(MonitorClient.network(networkId) + "/changes", "snapshotId,type,severity,reviewed,page,size");
        others.forEach((endpoint, names) -> {
            for (String name : names.split(",")) {
                try {
                    assertEquals(name, problem(400, api.get(endpoint + "?" + name + "=%00"), endpoint + " " + name)
                            .getString("parameter"));
                } catch (IOException | InterruptedException e) {
                    throw new AssertionError(e);
                }
            }
        });
        assertEquals("%00", problem(400, api.get(list() + "?%00=1"), "a NUL in a parameter name").getString("parameter"));

        // members of JSON bodies and the name of an upload pass the same rule
        String longName = "{\"name\":\"" + "n".repeat(100_000) + "\"}";
        problem(400, api.json("POST", "api/v1/monitor/networks", longName), "a network named with 100,000 characters");
        problem(400, api.json("PATCH", "api/v1/monitor/networks/" + networkId, longName), "a rename to 100,000 characters");
        assertEquals("name", problem(400, api.json("POST", "api/v1/monitor/networks", "{\"name\":\"a\\u0000b\"}"),
                "network name").getString("parameter"));
        assertEquals("description", problem(400, api.json("PATCH", MonitorClient.network(networkId),
                "{\"description\":\"\\u0000\"}"), "network description").getString("parameter"));
        assertEquals("fileId", problem(400, api.json("POST", MonitorClient.network(networkId) + "/snapshots",
                "{\"fileId\":\"\\u0000\"}"), "snapshot file id").getString("parameter"));
        long files = api.all("api/v1/files").size();
        Api.Reply upload = multipart("filename*=UTF-8''evil%00.pcap", Captures.bytes("dhcp.pcap"));
        assertEquals("filename", problem(400, upload, "upload name").getString("parameter"));
        assertEquals(files, api.all("api/v1/files").size(), "a refused upload leaves no file record");
        assertNoPartialUploads();
        assertTrue(cases - before >= 90, (cases - before) + " NUL cases");
        System.out.println("ApiAbuseIT: " + (cases - before) + " NUL cases refused by name");
    }

    /**
     * Spec 10.2: payload search reads the stored 64 bytes. A zero byte cannot be written as text, so hex asks for
     * it, and it is found exactly in the flows where tshark's own payload bytes hold one in their first 64.
     */
    @Test
    @Order(2)
    void aZeroByteIsSearchedForInHexAndFoundWhereTsharkSeesIt() throws Exception {
        fixture();
        stalled();
        List<JsonObject> all = api.all(list());
        for (byte[] pattern : List.of(new byte[]{0}, new byte[]{0, 0})) {
            String hex = HexFormat.of().formatHex(pattern);
            Set<String> expected = tsharkFlowsWithPayload(pattern);
            Set<String> allFlows = all.stream().map(Flows::of).collect(Collectors.toCollection(TreeSet::new));
            assertFalse(expected.isEmpty(), "the capture must have payloads with " + hex + " for this test to mean anything");
            assertTrue(expected.size() < allFlows.size(), "and payloads without");
            List<JsonObject> found = api.all(list() + "?payload=0x" + hex);
            assertEquals(expected, found.stream().map(Flows::of).collect(Collectors.toCollection(TreeSet::new)), hex);
            if (pattern.length > 1) {
                // the space-separated form asks for the same bytes
                assertEquals(found.size(), api.all(list() + "?payload=00%2000").size());
            }
            // the exports select the same rows
            Api.Reply csv = api.get(list() + ".csv?payload=0x" + hex);
            assertEquals(200, csv.status(), csv.text());
            assertEquals(found.size() + 1, csv.text().lines().count(), "CSV header plus every matching row");
            Api.Reply pcap = api.get(list() + ".pcap?scope=row&payload=0x" + hex);
            assertEquals(200, pcap.status(), pcap.text());
            assertEquals(found.stream().mapToLong(c -> c.getJsonNumber("packetCount").longValue()).sum(), frames(pcap.body()));
        }
        JsonObject refused = problem(400, api.get(list() + "?payload=%00"), "a raw NUL in a payload search");
        assertTrue(refused.getString("detail").contains("0x00"), "the refusal says how to search for a zero byte: " + refused);
    }

    @Test
    @Order(3)
    void abusiveValuesInEveryParameterAndPathAreServedOrRefusedNeverFailed() throws Exception {
        fixture();
        int before = cases;
        Map<String, List<String>> parameters = new LinkedHashMap<>();
        parameters.put(list(), CONVERSATION_FILTERS);
        parameters.put(list() + ".csv", List.of("ip", "payload", "sort", "protocol", "rule"));
        parameters.put(list() + ".pcap", List.of("ids", "ip", "payload", "app"));
        parameters.put("api/v1/files", List.of("page", "size", "name", "status"));
        parameters.put("api/v1/files/" + fileId + "/extracted", List.of("conversationId", "name", "type", "minSize",
                "sha256", "page"));
        parameters.put("api/v1/files/" + fileId + "/extracted/zip", List.of("name", "type", "id"));
        parameters.put("api/v1/conversations/" + conversationId + "/packets", List.of("page", "size"));
        parameters.put("api/v1/conversations/" + conversationId + "/session", List.of("maxBytes"));
        parameters.put("api/v1/tracer/" + conversationId + "/steps", List.of("offset", "limit"));
        parameters.put("api/v1/tracer/" + conversationId + "/explanations", List.of("from", "to"));
        parameters.put(MonitorClient.network(networkId) + "/changes", List.of("snapshotId", "type", "severity", "reviewed",
                "muted"));
        for (var e : parameters.entrySet()) {
            for (String name : e.getValue()) {
                for (String value : ABUSIVE) {
                    servedOrRefused(api.get(e.getKey() + "?" + name + "=" + value), e.getKey() + " " + name + "=" + cut(value));
                }
            }
        }
        // the same values in the addresses' ids (a NUL or a malformed escape in a path is refused by the HTTP
        // listener before the application; see theListenersOwnRefusalsStayBareButHarmless)
        List<String> paths = List.of("api/v1/files/%s", "api/v1/files/%s/download", "api/v1/files/%s/conversations",
                "api/v1/files/%s/extracted", "api/v1/conversations/%s", "api/v1/conversations/%s/pcap",
                "api/v1/conversations/" + conversationId + "/hosts/%s", "api/v1/tracer/%s/peers",
                "api/v1/tracer/" + conversationId + "/steps/%s/explanation", "api/v1/monitor/networks/%s",
                MonitorClient.network(networkId) + "/snapshots/%s/facts");
        for (String path : paths) {
            for (String value : ABUSIVE) {
                if (value.isEmpty() || value.equals("%C3%28") || value.startsWith("%20") || value.contains("%2F")) {
                    continue;
                }
                servedOrRefused(api.get(String.format(path, value)), path + " " + cut(value));
            }
        }
        // JSON bodies: not JSON, not an object, wrong member types, huge and foreign members
        String huge = "x".repeat(200_000);
        List<String> created = new java.util.ArrayList<>();
        for (String body : List.of("", "{", "[]", "\"x\"", "null", "{\"name\":1}", "{\"name\":\"" + huge + "\"}",
                "{\"name\":\"\\u65e5\\u672c \\ud83d\\udca9\"}", "{\"name\":\"\\ud800\"}", "{\"name\":{\"$ne\":1}}")) {
            Api.Reply network = api.json("POST", "api/v1/monitor/networks", body);
            servedOrRefused(network, "POST network " + cut(body));
            if (network.status() == 201) {
                created.add(network.json().getString("id"));
            }
            servedOrRefused(api.json("PATCH", MonitorClient.network(networkId), body), "PATCH network " + cut(body));
            servedOrRefused(api.json("POST", MonitorClient.network(networkId) + "/snapshots", body), "POST snapshot " + cut(body));
        }
        for (String fileIdValue : List.of("\"../../etc/passwd\"", "123", "\"" + UUID.randomUUID() + "\"", "true")) {
            servedOrRefused(api.json("POST", MonitorClient.network(networkId) + "/snapshots", "{\"fileId\":" + fileIdValue + "}"),
                    "snapshot of " + fileIdValue);
        }
        for (String id : created) {
            new MonitorClient(api).deleteNetwork(id);
        }
        int count = cases - before;
        assertTrue(count >= 100, count + " cases");
        System.out.println("ApiAbuseIT: " + count + " abusive parameter, path and body cases served or refused");
    }

    @Test
    @Order(4)
    void wrongMethodsAndContentTypesAreProblems() throws Exception {
        fixture();
        Map<String, String> resources = new LinkedHashMap<>();
        resources.put("api/v1/files", "PUT,DELETE,PATCH");
        resources.put("api/v1/files/" + fileId, "PUT,POST,PATCH");
        resources.put(list(), "POST,PUT,DELETE");
        resources.put(list() + ".pcap", "PUT,DELETE");
        resources.put("api/v1/conversations/" + conversationId, "POST,DELETE");
        resources.put("api/v1/system", "POST,DELETE");
        resources.put("api/v1/rules", "PUT");
        resources.put("api/v1/tracer/" + conversationId + "/peers", "POST");
        resources.put("api/v1/monitor/networks", "PUT,DELETE");
        resources.put("api/v1/files/" + fileId + "/rules:apply", "GET");
        for (var e : resources.entrySet()) {
            for (String method : e.getValue().split(",")) {
                Api.Reply r = api.send(method, e.getKey(), "application/json", "{}".getBytes());
                problem(405, r, method + " " + e.getKey());
                assertNotNull(r.header("Allow"), method + " " + e.getKey() + " names the methods it allows");
            }
        }
        problem(405, api.send("FOO", "api/v1/files", null, null), "an unknown method");
        Api.Reply options = api.send("OPTIONS", "api/v1/files", null, null);
        assertTrue(options.status() < 300 && options.header("Allow") != null, "OPTIONS names the methods: " + options.status());
        assertFalse(options.contentType().contains("wadl") || options.text().contains("wadl"),
                "OPTIONS describes the API in the framework's own terms: " + options.contentType());
        for (String type : List.of("text/plain", "application/xml", "application/x-www-form-urlencoded", "garbage/x")) {
            problem(415, api.send("POST", "api/v1/monitor/networks", type, "{\"name\":\"x\"}".getBytes()), "network as " + type);
            problem(415, api.send("POST", "api/v1/files", type, "x".getBytes()), "upload as " + type);
            problem(415, api.send("POST", list() + ".pcap", type.equals("application/x-www-form-urlencoded") ? "application/json" : type,
                    "ids=1".getBytes()), "ids as " + type);
        }
        problem(415, api.send("POST", "api/v1/monitor/networks", "application/json; charset=ebcdic",
                "{\"name\":\"x\"}".getBytes()), "an unknown charset");
        problem(400, api.send("POST", "api/v1/files", "multipart/form-data", "x".getBytes()), "multipart without a boundary");
    }

    /** Lying lengths, oversized request lines and header blocks, refused methods: over a raw socket. */
    @Test
    @Order(5)
    void requestsBeyondTheLimitsAreRefusedWithProblems() throws Exception {
        fixture();
        RawHttp raw = new RawHttp(base);
        // bodies that promise more than they send and then stall: started first, they take the listener's read timeout
        Stalled stalls = stalled();

        for (int length : List.of(9_000, 100_000, 900_000)) {
            RawHttp.Answer a = raw.exchange(RawHttp.head("GET /api/v1/files?ip=" + "1".repeat(length) + " HTTP/1.1",
                    "Host: pcaplens", "Connection: close"), WAIT);
            JsonObject p = problem(414, a, "a request line of " + length + " bytes");
            assertTrue(p.getString("detail").contains("POST"), "the refusal says where long lists go: " + p);
        }
        problem(414, raw.exchange(RawHttp.head("GET /files/" + "a".repeat(20_000) + " HTTP/1.1", "Host: pcaplens",
                "Connection: close"), WAIT), "a long UI address");
        for (int length : List.of(20_000, 500_000)) {
            problem(431, raw.exchange(RawHttp.head("GET /api/v1/files HTTP/1.1", "Host: pcaplens",
                    "X-Padding: " + "p".repeat(length), "Connection: close"), WAIT), "a header of " + length + " bytes");
        }
        String[] many = Stream.concat(Stream.of("Host: pcaplens", "Connection: close"),
                Stream.iterate(0, i -> i + 1).limit(300).map(i -> "X-Field-" + i + ": v")).toArray(String[]::new);
        problem(431, raw.exchange(RawHttp.head("GET /api/v1/files HTTP/1.1", many), WAIT), "300 header fields");
        // a malformed escape, which no client library sends
        problem(400, raw.exchange(RawHttp.head("GET /api/v1/files?page=%zz HTTP/1.1", "Host: pcaplens",
                "Connection: close"), WAIT), "a malformed escape in a query");
        for (String target : List.of("/api/v1/files", "/", "/index.html")) {
            RawHttp.Answer trace = raw.exchange(RawHttp.head("TRACE " + target + " HTTP/1.1", "Host: pcaplens",
                    "X-Secret: echo-me", "Connection: close"), WAIT);
            problem(405, trace, "TRACE " + target);
            assertFalse(trace.text().contains("echo-me"), "TRACE echoes nothing");
        }
        RawHttp.Answer big = raw.exchange(RawHttp.head("POST /api/v1/monitor/networks HTTP/1.1", "Host: pcaplens",
                "Content-Type: application/json", "Content-Length: 50000000"), WAIT);
        problem(413, big, "a JSON body announced at 50 MB");
        assertEquals("close", big.header("connection"), "the connection of a refused body is not used again");
        ByteArrayOutputStream chunked = new ByteArrayOutputStream();
        chunked.writeBytes(RawHttp.head("POST /api/v1/monitor/networks HTTP/1.1", "Host: pcaplens",
                "Content-Type: application/json", "Transfer-Encoding: chunked"));
        for (int i = 0; i < 40; i++) {
            chunked.writeBytes(("8000\r\n" + "x".repeat(0x8000) + "\r\n").getBytes(StandardCharsets.US_ASCII));
        }
        chunked.writeBytes("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        problem(413, raw.exchange(chunked.toByteArray(), WAIT), "a chunked JSON body over 1 MiB");
        // a body longer than its Content-Length: the first answer is about the body the length announced
        problem(400, raw.exchange(RawHttp.concat(RawHttp.head("POST /api/v1/monitor/networks HTTP/1.1", "Host: pcaplens",
                "Content-Type: application/json", "Content-Length: 1"), "{\"name\":\"x\"}".getBytes()), WAIT),
                "a Content-Length shorter than the body");

        RawHttp.Answer upload = stalls.upload().join();
        problem(408, upload, "an upload that stops before its Content-Length");
        assertTrue(upload.text().contains("stopped arriving"), upload.text());
        assertEquals("close", upload.header("connection"), upload.toString());
        assertNoPartialUploads();
        assertEquals(stalls.filesBefore(), api.all("api/v1/files").size(), "the broken upload left no file record");
        problem(408, stalls.json().join(), "a JSON body that stops before its Content-Length");
    }

    /** What the container answers itself, for static paths and outside the API, is a problem too. */
    @Test
    @Order(6)
    void theContainersOwnErrorsAreProblems() throws Exception {
        for (String path : List.of("api", "api/", "api/v1", "api/v1/", "assets/missing.js", "WEB-INF/web.xml",
                "WEB-INF/glassfish-web.xml", "META-INF/MANIFEST.MF", "openapi/nothing", "missing.txt",
                "api/v1/files/..;/..;/WEB-INF/web.xml")) {
            problem(404, api.get(path), path);
        }
        for (String[] write : List.of(new String[] {"DELETE", "index.html"}, new String[] {"PUT", "index.html"},
                new String[] {"PUT", "assets/x.js"})) {
            Api.Reply refused = api.send(write[0], write[1], "text/plain", write[0].equals("PUT") ? "x".getBytes() : null);
            JsonObject p = problem(405, refused, write[0] + " of " + write[1]);
            assertEquals("Method Not Allowed", p.getString("title"), p.toString());
            assertEquals("GET, HEAD, OPTIONS", refused.headers().get("allow").get(0), write[0] + " " + write[1]);
        }
        RawHttp raw = new RawHttp(base);
        for (String target : List.of("/api/v1/../../WEB-INF/web.xml", "/./WEB-INF/./web.xml", "/assets/../WEB-INF/web.xml")) {
            RawHttp.Answer a = raw.exchange(RawHttp.head("GET " + target + " HTTP/1.1", "Host: pcaplens",
                    "Connection: close"), WAIT);
            problem(0, a, "traversal " + target);
            assertFalse(a.text().contains("<web-app"), "no deployment descriptor is served");
        }
    }

    /**
     * Requests that break HTTP itself (a NUL or malformed escape in the path, a path above the root, an invalid
     * Content-Length, broken chunks, a header block beyond the listener's 1 MiB) are refused by the HTTP listener
     * before any application code runs; its refusal has no body. What it must never do is serve them, echo them or
     * show a server page.
     */
    @Test
    @Order(7)
    void theListenersOwnRefusalsStayBareButHarmless() throws Exception {
        RawHttp raw = new RawHttp(base);
        Map<String, byte[]> requests = new LinkedHashMap<>();
        for (String target : List.of("/api/v1/files/%00", "/api/v1/conversations/1/hosts/10.0.0.1%00",
                "/api/v1/files/a%5Cb", "/api/v1/files/..%2F..%2FWEB-INF%2Fweb.xml", "/../../etc/passwd")) {
            requests.put("GET " + target, RawHttp.head("GET " + target + " HTTP/1.1", "Host: pcaplens", "Connection: close"));
        }
        requests.put("Content-Length: abc", RawHttp.concat(RawHttp.head("POST /api/v1/monitor/networks HTTP/1.1",
                "Host: pcaplens", "Content-Type: application/json", "Content-Length: abc"), "{}".getBytes()));
        requests.put("two Content-Lengths", RawHttp.concat(RawHttp.head("POST /api/v1/monitor/networks HTTP/1.1",
                "Host: pcaplens", "Content-Type: application/json", "Content-Length: 2", "Content-Length: 3"), "{}".getBytes()));
        requests.put("a broken chunk", RawHttp.concat(RawHttp.head("POST /api/v1/monitor/networks HTTP/1.1",
                "Host: pcaplens", "Content-Type: application/json", "Transfer-Encoding: chunked"), "zz\r\n{}\r\n0\r\n\r\n".getBytes()));
        requests.put("no Host", RawHttp.head("GET /api/v1/files HTTP/1.1", "Connection: close"));
        requests.put("a control character in a header", RawHttp.head("GET /api/v1/files HTTP/1.1", "Host: pcaplens",
                "X-Field: a\u0001b", "Connection: close"));
        for (var e : requests.entrySet()) {
            RawHttp.Answer a = raw.exchange(e.getValue(), WAIT);
            cases++;
            assertTrue(a.status() >= 400 && a.status() < 500, e.getKey() + ": " + a);
            assertTrue(a.body().length == 0 || a.header("content-type").startsWith("application/problem+json"), e.getKey() + ": " + a);
            assertFalse(a.text().contains("<web-app") || a.text().contains("root:"), e.getKey() + " served a file: " + a);
            assertNull(a.header("server"), e.getKey() + ": " + a);
            assertTrue(a.closed(), e.getKey() + ": the connection is closed");
        }
    }

    @Test
    @Order(8)
    void everyAnswerCarriesTheSecurityHeaders() throws Exception {
        fixture();
        Api.Reply page = api.get("");
        String index = page.text();
        // the built page loads its script and styles from files: nothing inline for the policy to allow
        assertFalse(index.matches("(?s).*<script(?![^>]*\\bsrc=)[^>]*>.*"), "an inline script in\n" + index);
        assertFalse(index.contains("<style") || index.contains(" style="), "inline styles in\n" + index);
        String script = index.replaceAll("(?s).*<script[^>]*src=\"/?([^\"]+)\".*", "$1");
        Map<String, Api.Reply> answers = new LinkedHashMap<>();
        answers.put("the UI page", page);
        answers.put("a UI route", api.get("files/" + fileId));
        answers.put("the UI script", api.get(script));
        answers.put("a list", api.get(list()));
        answers.put("a problem", api.get("api/v1/nothing"));
        answers.put("a container error", api.get("assets/missing.js"));
        answers.put("a download", api.get("api/v1/files/" + fileId + "/download"));
        answers.put("health", new Api(new java.net.URL(base.getProtocol(), base.getHost(), base.getPort(), "/")).get("health"));
        for (var e : answers.entrySet()) {
            Api.Reply r = e.getValue();
            assertEquals("nosniff", r.header("X-Content-Type-Options"), e.getKey());
            assertEquals("same-origin", r.header("Referrer-Policy"), e.getKey());
            assertEquals(List.of("DENY"), r.headers().entrySet().stream().filter(h -> h.getKey().equalsIgnoreCase("X-Frame-Options"))
                    .flatMap(h -> h.getValue().stream()).toList(), e.getKey() + ": one X-Frame-Options");
            assertNull(r.header("Server"), e.getKey() + " advertises the server");
            assertNull(r.header("X-Powered-By"), e.getKey() + " advertises the stack");
            String csp = r.header("Content-Security-Policy");
            assertNotNull(csp, e.getKey());
            assertTrue(csp.contains("frame-ancestors 'none'"), e.getKey() + ": " + csp);
            assertFalse(csp.contains("unsafe-inline") || csp.contains("unsafe-eval"), e.getKey() + ": " + csp);
        }
        for (String ui : List.of("the UI page", "a UI route")) {
            String csp = answers.get(ui).header("Content-Security-Policy");
            assertTrue(csp.contains("script-src 'self'") && csp.contains("default-src 'self'"), ui + ": " + csp);
        }
        for (String data : List.of("a list", "a problem", "a container error", "a download", "health")) {
            assertTrue(answers.get(data).header("Content-Security-Policy").startsWith("default-src 'none'"), data);
        }
        RawHttp.Answer refused = new RawHttp(base).exchange(RawHttp.head("GET /api/v1/files?x=" + "1".repeat(10_000)
                + " HTTP/1.1", "Host: pcaplens", "Connection: close"), WAIT);
        assertEquals("nosniff", refused.header("x-content-type-options"), "a refusal of the edge: " + refused);
        assertNull(refused.header("server"));
    }

    /** RFC 7578 and RFC 5987: a file name keeps its script, sent raw in UTF-8 or as filename*. */
    @Test
    @Order(9)
    void fileNamesKeepTheirScript() throws Exception {
        String name = "résumé-日本.pcap";
        String raw = api.uploadAfresh(name, Captures.bytes("icmp-pings.pcap"), Map.of());
        assertEquals(name, api.get("api/v1/files/" + raw).json().getString("name"));

        Api.Reply extended = multipart("filename=\"resume.pcap\"; filename*=UTF-8''r%C3%A9sum%C3%A9-%E6%97%A5%E6%9C%AC.pcap",
                Captures.bytes("dhcp.pcap"));
        if (extended.status() == 409) {
            assertEquals(204, api.delete("api/v1/files/" + extended.json().getString("existingFileId")).status());
            extended = multipart("filename=\"resume.pcap\"; filename*=UTF-8''r%C3%A9sum%C3%A9-%E6%97%A5%E6%9C%AC.pcap",
                    Captures.bytes("dhcp.pcap"));
        }
        assertEquals(201, extended.status(), extended.text());
        assertEquals(name, extended.json().getString("name"));

        Api.Reply download = api.get("api/v1/files/" + raw + "/download");
        String disposition = download.header("Content-Disposition");
        String encoded = disposition.replaceAll(".*filename\\*=UTF-8''([^;]+).*", "$1");
        assertEquals(name, URLDecoder.decode(encoded, StandardCharsets.UTF_8), disposition);
        for (String id : List.of(raw, extended.json().getString("id"))) {
            api.awaitAnalysis(id, Captures.ANALYSIS);
            assertEquals(204, api.delete("api/v1/files/" + id).status());
        }
    }

    /**
     * A request line holds about a thousand ids: the GET refuses a longer list with a problem that points to the
     * POST, which takes the same list as a form body and exports the same capture.
     */
    @Test
    @Order(10)
    void longIdListsGoInABody() throws Exception {
        // an nmap SYN scan: 1,994 one- or two-packet conversations
        String scan = api.analysed("synscan.pcap");
        List<JsonObject> conversations = api.all("api/v1/files/" + scan + "/conversations");
        assertTrue(conversations.size() > 1_500, conversations.size() + " conversations");
        String ids = conversations.stream().map(c -> c.getJsonNumber("id").toString()).collect(Collectors.joining(","));
        String path = "api/v1/files/" + scan + "/conversations.pcap";

        JsonObject refused = problem(414, api.get(path + "?ids=" + ids), "GET with " + conversations.size() + " ids");
        assertTrue(refused.getString("detail").contains("POST"), refused.toString());

        Api.Reply posted = api.post(path, "application/x-www-form-urlencoded", ("ids=" + ids).getBytes(StandardCharsets.US_ASCII));
        assertEquals(200, posted.status(), posted.text());
        long packets = conversations.stream().mapToLong(c -> c.getJsonNumber("packetCount").longValue()).sum();
        assertEquals(packets, frames(posted.body()), "every packet of the chosen conversations");
        assertEquals(tsharkFrames(Captures.path("synscan.pcap")), frames(posted.body()),
                "all conversations chosen: every frame of the capture");

        String few = ids.substring(0, ids.indexOf(',', ids.indexOf(',') + 1));
        Api.Reply byGet = api.get(path + "?ids=" + few);
        Api.Reply byPost = api.post(path, "application/x-www-form-urlencoded", ("ids=" + few).getBytes(StandardCharsets.US_ASCII));
        assertEquals(200, byGet.status());
        assertTrue(java.util.Arrays.equals(byGet.body(), byPost.body()), "GET and POST of the same ids give the same capture");
        problem(400, api.post(path, "application/x-www-form-urlencoded", "ids=".getBytes()), "POST without ids");
        problem(400, api.post(path, "application/x-www-form-urlencoded", "ids=1,two".getBytes()), "POST with a non-id");
        assertEquals(204, api.delete("api/v1/files/" + scan).status());
    }

    /**
     * Pages of another origin cannot make a browser write here: chromium submits a foreign form and a foreign
     * no-cors fetch with a capture (both 403, nothing stored), and the service's own page the same fetch (accepted).
     * Without a browser's headers (curl, scripts) the same upload goes through, and an Origin of another site
     * without Sec-Fetch-Site (an older browser) is refused.
     */
    @Test
    @Order(20)
    void pagesOfAnotherOriginCannotWrite() throws Exception {
        Path capture = Files.createTempFile("cross-site", ".pcap");
        try {
            Files.write(capture, Captures.dhcpAt(java.time.Instant.parse("2019-04-01T10:00:00Z")
                    .plusSeconds(java.util.concurrent.ThreadLocalRandom.current().nextInt(1_000_000))));
            int before = api.all("api/v1/files").size();
            String output = BrowserScript.run("csrf.e2e.mjs", "e2e-csrf.png", api.base(), capture.toString());
            assertTrue(output.contains("OK the service's own page uploads"), output);
            List<JsonObject> stored = api.all("api/v1/files").stream()
                    .filter(f -> f.getString("name").equals("same-origin.pcap")).toList();
            assertEquals(before + 1, api.all("api/v1/files").size(), "only the service's own page stored a capture");
            assertEquals(1, stored.size(), "the capture of the service's own page");
            String path = "api/v1/files/" + stored.get(0).getString("id");

            JsonObject foreign = problem(403, api.send(java.net.http.HttpRequest.newBuilder(
                    java.net.URI.create(api.base() + path)).header("Origin", "https://elsewhere.example").DELETE()),
                    "DELETE with another site's Origin");
            assertEquals("Forbidden", foreign.getString("title"), foreign.toString());
            problem(403, api.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(api.base() + path))
                    .header("Sec-Fetch-Site", "same-site").DELETE()), "DELETE from another port of the same host");
            assertEquals(204, api.delete(path).status(), "a client without a browser's headers deletes it");
            assertEquals(before, api.all("api/v1/files").size());
        } finally {
            Files.delete(capture);
        }
    }

    /**
     * Values that parse but cannot be served get a problem that says what is wrong: a page whose first row lies past
     * any possible end (its offset beyond 32 bits), a sort field that does not exist, a port out of range.
     */
    @Test
    @Order(11)
    void valuesOutOfTheirRangeAreRefusedForWhatTheyAre() throws Exception {
        fixture();
        List<String> lists = List.of("api/v1/files", list(), "api/v1/files/" + fileId + "/flows", "api/v1/monitor/networks",
                "api/v1/monitor/networks/" + networkId + "/changes");
        for (String path : lists) {
            JsonObject p = problem(400, api.get(path + "?size=100&page=21474838"), path + " far past its end");
            assertTrue(p.getString("detail").contains("past any possible end"), path + ": " + p);
            assertEquals(200, api.get(path + "?size=100&page=21474837").status(), path + ": the last page an offset reaches is served");
        }
        servedOrRefused(api.get("api/v1/admin/tokens?size=100&page=21474838"), "tokens far past their end");
        for (String path : List.of(list(), "api/v1/files/" + fileId + "/flows", list() + ".csv")) {
            JsonObject p = problem(400, api.get(path + "?sort=nonsense"), path + " sorted by nonsense");
            assertTrue(p.getString("detail").contains("cannot sort by 'nonsense'"), p.toString());
        }
        JsonObject port = problem(400, api.get(list() + "?port=99999"), "port 99999");
        assertTrue(port.getString("detail").contains("out of range") && !port.getString("detail").contains("digits only"), port.toString());
        assertTrue(problem(400, api.get(list() + "?port=80a"), "port 80a").getString("detail").contains("digits only"));
    }

    /** The ticked rows' CSV, by GET or as a form body, holds those rows only, in the order of the sort. */
    @Test
    @Order(12)
    void aCsvOfChosenRowsHoldsThoseRowsOnly() throws Exception {
        fixture();
        List<JsonObject> bySize = api.all(list() + "?sort=totalBytes:desc");
        List<String> chosen = List.of(bySize.get(4), bySize.get(0), bySize.get(2)).stream()
                .map(c -> c.getJsonNumber("id").toString()).toList();
        List<String> expected = List.of(bySize.get(0), bySize.get(2), bySize.get(4)).stream()
                .map(c -> c.getJsonNumber("id").toString()).toList();
        Api.Reply get = api.get(list() + ".csv?sort=totalBytes:desc&ids=" + String.join(",", chosen));
        assertEquals(200, get.status(), get.text());
        assertEquals(expected, get.text().lines().skip(1).map(l -> l.substring(0, l.indexOf(','))).toList());
        Api.Reply post = api.post(list() + ".csv?sort=totalBytes:desc", "application/x-www-form-urlencoded",
                ("ids=" + String.join(",", chosen)).getBytes(StandardCharsets.US_ASCII));
        assertEquals(get.text(), post.text(), "GET and POST of the same ids give the same CSV");
        assertEquals(bySize.size() + 1, api.get(list() + ".csv").text().lines().count(), "without ids: every row");
        problem(400, api.post(list() + ".csv", "application/x-www-form-urlencoded", "ids=".getBytes()), "CSV without ids");
        String other = api.analysed("dhcp.pcap");
        String foreign = api.all("api/v1/files/" + other + "/conversations").get(0).getJsonNumber("id").toString();
        problem(400, api.get(list() + ".csv?ids=" + foreign), "a row of another file");

        // the ticked flows' CSV: those flows only
        List<JsonObject> flows = api.all("api/v1/files/" + fileId + "/flows?sort=srcBytes:desc");
        String flowIds = flows.get(1).getJsonNumber("id") + "," + flows.get(0).getJsonNumber("id");
        List<String> flowLines = api.get("api/v1/files/" + fileId + "/flows.csv?sort=srcBytes:desc&ids=" + flowIds).text()
                .lines().skip(1).map(l -> l.substring(0, l.indexOf(','))).toList();
        assertEquals(List.of(flows.get(0).getJsonNumber("id").toString(), flows.get(1).getJsonNumber("id").toString()), flowLines);

        // a row's two downloads, its own packets and its whole connection, are saved under two names
        String row = bySize.get(0).getJsonNumber("id").toString();
        String own = api.get("api/v1/conversations/" + row + "/pcap").header("Content-Disposition");
        String whole = api.get("api/v1/conversations/" + row + "/pcap?scope=connection").header("Content-Disposition");
        assertTrue(own.contains("_" + bySize.get(0).getString("protocol") + ".pcap"), own);
        assertNotEquals(own, whole);
    }

    /** The system endpoint names the service's files, never where on the host they are. */
    @Test
    @Order(13)
    void theSystemEndpointShowsNoPathOfTheHost() throws Exception {
        Api.Reply system = api.get("api/v1/system");
        assertEquals(200, system.status());
        List<String> texts = new ArrayList<>();
        strings(Json.createReader(new StringReader(system.text())).readValue(), texts);
        for (String text : texts) {
            assertFalse(java.util.regex.Pattern.compile("(^|[\\s(=])/(?!/)[A-Za-z]").matcher(text).find(), "a path: " + text);
        }
        assertFalse(texts.isEmpty(), system.text());
    }

    private static void strings(jakarta.json.JsonValue value, List<String> out) {
        switch (value.getValueType()) {
            case STRING -> out.add(((jakarta.json.JsonString) value).getString());
            case OBJECT -> value.asJsonObject().values().forEach(v -> strings(v, out));
            case ARRAY -> value.asJsonArray().forEach(v -> strings(v, out));
            default -> { }
        }
    }

    @Test
    @Order(99)
    void leavesNoNetworkBehind() throws Exception {
        if (networkId != null) {
            new MonitorClient(api).deleteNetwork(networkId);
            networkId = null;
        }
    }

    // ---------------------------------------------------------------------------------------------------------

    private Api.Reply multipart(String dispositionTail, byte[] content) throws IOException, InterruptedException {
        String boundary = "----abuse" + UUID.randomUUID();
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; " + dispositionTail
                + "\r\nContent-Type: application/octet-stream\r\n\r\n").getBytes(StandardCharsets.UTF_8));
        body.writeBytes(content);
        body.writeBytes(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.US_ASCII));
        return api.post("api/v1/files", "multipart/form-data; boundary=" + boundary, body.toByteArray());
    }

    /** An upload whose Content-Length is 100,000 bytes more than it sends; the connection stays open. */
    private static byte[] lyingUpload(byte[] capture) {
        String boundary = "----lying" + UUID.randomUUID();
        ByteArrayOutputStream part = new ByteArrayOutputStream();
        part.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"lying.pcap\"\r\n"
                + "Content-Type: application/octet-stream\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        part.writeBytes(capture);
        return RawHttp.concat(RawHttp.head("POST /api/v1/files HTTP/1.1", "Host: pcaplens",
                "Content-Type: multipart/form-data; boundary=" + boundary,
                "Content-Length: " + (part.size() + 100_000)), part.toByteArray());
    }

    private static RawHttp.Answer exchange(RawHttp raw, byte[] request, Duration wait) {
        try {
            return raw.exchange(request, wait);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** Uploads land in incoming/ while they arrive; nothing may stay there once an upload was refused. */
    private static void assertNoPartialUploads() throws IOException {
        Path incoming = Path.of(System.getProperty("pcaplens.it.data", "target/it-data"), "incoming");
        if (Files.isDirectory(incoming)) {
            try (Stream<Path> left = Files.list(incoming)) {
                assertEquals(List.of(), left.toList(), "partial uploads left in " + incoming);
            }
        }
    }

    /** The flows whose packets carry {@code pattern} within their first 64 payload bytes, as tshark reads them. */
    private static Set<String> tsharkFlowsWithPayload(byte[] pattern) throws IOException, InterruptedException {
        Process tshark = new ProcessBuilder("tshark", "-n", "-r", Captures.path(CAPTURE).toString(), "-T", "fields",
                "-E", "separator=/t", "-e", "ip.src", "-e", "ipv6.src", "-e", "ip.dst", "-e", "ipv6.dst",
                "-e", "tcp.srcport", "-e", "tcp.dstport", "-e", "udp.srcport", "-e", "udp.dstport",
                "-e", "tcp.payload", "-e", "udp.payload").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        Set<String> flows = new TreeSet<>();
        for (String line : new String(tshark.getInputStream().readAllBytes(), StandardCharsets.US_ASCII).lines().toList()) {
            String[] f = line.split("\t", -1);
            boolean tcp = !f[4].isEmpty();
            String payload = (tcp ? f[8] : f[9]).replace(":", "");
            if (payload.isEmpty() || (!tcp && f[6].isEmpty())) {
                continue;
            }
            byte[] stored = HexFormat.of().parseHex(payload.substring(0, Math.min(payload.length(), 128)));
            // one char per byte: a match of the texts is a byte-aligned match of the bytes
            if (new String(stored, StandardCharsets.ISO_8859_1).contains(new String(pattern, StandardCharsets.ISO_8859_1))) {
                String src = f[0].isEmpty() ? f[1] : f[0];
                String dst = f[2].isEmpty() ? f[3] : f[2];
                flows.add(Flows.key(tcp ? "TCP" : "UDP", src, tcp ? f[4] : f[6], dst, tcp ? f[5] : f[7]));
            }
        }
        assertEquals(0, tshark.waitFor());
        return flows;
    }

    /** Frames of a pcap or pcapng file, as tshark counts them. */
    private static long frames(byte[] capture) throws IOException, InterruptedException {
        Path file = Files.createTempFile("abuse", ".pcap");
        try {
            Files.write(file, capture);
            return tsharkFrames(file);
        } finally {
            Files.delete(file);
        }
    }

    private static long tsharkFrames(Path file) throws IOException, InterruptedException {
        Process tshark = new ProcessBuilder("tshark", "-n", "-r", file.toString(), "-T", "fields", "-e", "frame.number")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        long frames = new String(tshark.getInputStream().readAllBytes(), StandardCharsets.US_ASCII).lines().count();
        if (tshark.waitFor() != 0) {
            fail("tshark could not read " + file);
        }
        return frames;
    }

    private static String cut(String value) {
        return value.length() > 40 ? value.substring(0, 40) + "…(" + value.length() + ")" : value;
    }
}
