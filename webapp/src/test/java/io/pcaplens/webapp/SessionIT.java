package io.pcaplens.webapp;

import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Session reconstruction and bulk PCAP export on the deployed service, checked against what tshark itself
 * makes of the same captures.
 */
class SessionIT extends DeployedService {

    private List<JsonObject> rows(String fileId) throws Exception {
        return api.all("api/v1/files/" + fileId + "/conversations");
    }

    private JsonObject session(long conversationId, String query) throws Exception {
        Api.Reply r = api.get("api/v1/conversations/" + conversationId + "/session" + query);
        assertEquals(200, r.status(), r.text());
        return r.json();
    }

    private static String endpoint(JsonObject row, String side) {
        String ip = row.getString(side + "Ip");
        return (ip.contains(":") ? "[" + ip + "]" : ip) + ":" + row.getInt(side + "Port");
    }

    /**
     * Every decoded HTTP body of the session (chunked + gzip responses, form posts, error pages) is byte for
     * byte one of the objects tshark exports from the capture; directions follow the row's srcIp.
     */
    @Test
    void httpBodiesAreDecodedAsTsharkDecodesThem() throws Exception {
        String fileId = AnalysedCaptures.id(api, "wifi-radiotap-http.pcap");
        JsonObject http = rows(fileId).stream().filter(c -> c.getString("protocol").equals("HTTP")).findFirst().orElseThrow();
        JsonObject s = session(http.getJsonNumber("id").longValue(), "");
        assertEquals("TCP", s.getString("transport"));
        assertEquals(endpoint(http, "src"), s.getString("client"));
        assertEquals(endpoint(http, "dst"), s.getString("server"));
        assertFalse(s.getBoolean("truncated"));
        assertEquals(1048576, s.getInt("maxBytes"));

        boolean srcIsBrowser = http.getString("srcIp").equals("172.5.5.113");
        String requests = srcIsBrowser ? "CLIENT_TO_SERVER" : "SERVER_TO_CLIENT";
        List<String> bodies = new ArrayList<>();
        int gzipped = 0;
        for (JsonValue v : s.getJsonArray("http")) {
            JsonObject m = v.asJsonObject();
            assertEquals(m.getString("kind").equals("request") ? requests : other(requests), m.getString("direction"));
            if (m.containsKey("body") && m.get("body").getValueType() == JsonValue.ValueType.OBJECT) {
                JsonObject b = m.getJsonObject("body");
                byte[] decoded = b.containsKey("text") && b.get("text").getValueType() == JsonValue.ValueType.STRING
                        ? b.getString("text").getBytes(StandardCharsets.UTF_8) : HexFormat.of().parseHex(b.getString("hex"));
                assertEquals(b.getInt("decodedLength"), decoded.length);
                bodies.add(sha256(decoded));
                if (b.getJsonArray("encodings").toString().equals("[\"chunked\",\"gzip\"]")) {
                    gzipped++;
                    assertTrue(b.getInt("length") < b.getInt("decodedLength"));
                    assertEquals("text/html", b.getString("contentType"));
                }
            }
        }
        // tshark -Y http: 7 requests and 7 responses, 2 of them chunked and gzipped
        assertEquals(14, s.getJsonArray("http").size());
        assertEquals(2, gzipped);
        List<String> theirs = exportedObjects(Captures.path("wifi-radiotap-http.pcap"));
        bodies.sort(null);
        theirs.sort(null);
        assertEquals(theirs, bodies);

        // every row of the connection shows the same session: its bytes span TCP- and HTTP-labelled frames
        JsonObject tcp = rows(fileId).stream().filter(c -> c.getString("protocol").equals("TCP")).findFirst().orElseThrow();
        JsonObject same = session(tcp.getJsonNumber("id").longValue(), "");
        assertEquals(s.getJsonArray("chunks").size(), same.getJsonArray("chunks").size());
        long c2s = s.getJsonNumber("bytesClientToServer").longValue();
        long s2c = s.getJsonNumber("bytesServerToClient").longValue();
        boolean sameSide = tcp.getString("srcIp").equals(http.getString("srcIp"));
        assertEquals(sameSide ? c2s : s2c, same.getJsonNumber("bytesClientToServer").longValue());
    }

    /**
     * Each chunk names the frames its bytes came from, numbered as in the uploaded capture (not as in the
     * small capture the session is followed in): bro.org's connection from port 55081 is one of many, so
     * the two numberings differ. tshark's account: the connection's frames with new payload.
     */
    @Test
    void eachChunkNamesTheCapturesFramesItsBytesCameFrom() throws Exception {
        String fileId = AnalysedCaptures.id(api, "http-bro-org-browsing.pcap");
        JsonObject row = rows(fileId).stream().filter(c -> c.getString("transport").equals("TCP")
                && (c.getInt("srcPort") == 55081 || c.getInt("dstPort") == 55081)).findFirst().orElseThrow();
        JsonObject s = session(row.getJsonNumber("id").longValue(), "");
        List<Long> ours = new ArrayList<>();
        for (JsonValue v : s.getJsonArray("chunks")) {
            v.asJsonObject().getJsonArray("frames").forEach(f -> ours.add(((jakarta.json.JsonNumber) f).longValue()));
        }
        List<Long> theirs = tsharkLines(Captures.path("http-bro-org-browsing.pcap"),
                "tcp.port == 55081 && tcp.len > 0 && !tcp.analysis.retransmission", "frame.number")
                .stream().map(Long::parseLong).toList();
        assertFalse(theirs.isEmpty());
        assertEquals(theirs, ours.stream().sorted().toList());
        // the first chunk is the first request, from the connection's first frame with payload
        assertEquals(theirs.get(0), ours.get(0));
    }

    @Test
    void aTelnetLoginReadsInBothDirectionsAndTheCapCutsIt() throws Exception {
        String fileId = AnalysedCaptures.id(api, "telnet-login.pcap");
        JsonObject row = rows(fileId).stream().filter(c -> c.getString("transport").equals("TCP")).findFirst().orElseThrow();
        JsonObject s = session(row.getJsonNumber("id").longValue(), "");
        boolean srcIsClient = row.getString("srcIp").equals("192.168.0.2");
        // tcp.len per ip.src: the client 289 bytes less a 26-byte retransmission, the server 1371
        long client = srcIsClient ? s.getJsonNumber("bytesClientToServer").longValue() : s.getJsonNumber("bytesServerToClient").longValue();
        long server = srcIsClient ? s.getJsonNumber("bytesServerToClient").longValue() : s.getJsonNumber("bytesClientToServer").longValue();
        assertEquals(263, client);
        assertEquals(1371, server);
        String fromClient = text(s, srcIsClient ? "CLIENT_TO_SERVER" : "SERVER_TO_CLIENT");
        String fromServer = text(s, srcIsClient ? "SERVER_TO_CLIENT" : "CLIENT_TO_SERVER");
        assertTrue(fromClient.contains("fake") && fromClient.contains("user"), fromClient);
        assertTrue(fromServer.contains("login:") && fromServer.contains("Password:"), fromServer);
        assertEquals(0, s.getJsonArray("http").size());
        JsonObject first = s.getJsonArray("chunks").getJsonObject(0);
        assertEquals(first.getInt("length") * 2, first.getString("hex").length());
        // consecutive segments of one direction are one chunk: the next chunk is the other side's, or follows a gap
        java.util.Set<String> gapStarts = new java.util.HashSet<>();
        // (offsets count captured bytes only: the bytes after a gap start at the gap's offset)
        s.getJsonArray("gaps").forEach(g -> gapStarts.add(g.asJsonObject().getString("direction") + " "
                + g.asJsonObject().getJsonNumber("offset").longValue()));
        for (int i = 1; i < s.getJsonArray("chunks").size(); i++) {
            JsonObject before = s.getJsonArray("chunks").getJsonObject(i - 1);
            JsonObject chunk = s.getJsonArray("chunks").getJsonObject(i);
            assertTrue(!chunk.getString("direction").equals(before.getString("direction"))
                    || gapStarts.contains(chunk.getString("direction") + " " + chunk.getJsonNumber("offset").longValue()),
                    "chunk " + i + " continues chunk " + (i - 1));
        }
        assertEquals(0, first.getInt("offset"));

        JsonObject cut = session(row.getJsonNumber("id").longValue(), "?maxBytes=1024");
        assertTrue(cut.getBoolean("truncated"));
        assertEquals(1024, cut.getJsonNumber("bytesClientToServer").longValue() + cut.getJsonNumber("bytesServerToClient").longValue());
        int held = cut.getJsonArray("chunks").stream().mapToInt(c -> c.asJsonObject().getInt("length")).sum();
        assertEquals(1024, held);

        for (String bad : List.of("?maxBytes=1023", "?maxBytes=16777217", "?maxBytes=lots")) {
            Api.Reply r = api.get("api/v1/conversations/" + row.getJsonNumber("id") + "/session" + bad);
            assertEquals(400, r.status(), bad);
            assertTrue(r.contentType().startsWith("application/problem+json"));
        }
    }

    @Test
    void udpDatagramsAreChunksAndIcmpHasNoSession() throws Exception {
        String dns = AnalysedCaptures.id(api, "dns-mixed-records.pcap");
        JsonObject row = rows(dns).stream().filter(c -> c.getString("transport").equals("UDP")
                && c.getInt("srcPort", 0) == 32795 || c.getInt("dstPort", 0) == 32795).findFirst().orElseThrow();
        JsonObject s = session(row.getJsonNumber("id").longValue(), "");
        assertEquals("UDP", s.getString("transport"));
        boolean srcIsClient = row.getString("srcIp").equals("192.168.170.8");
        // sums of udp.length - 8 per ip.src of udp.stream 0: 12 queries, 12 answers
        assertEquals(srcIsClient ? 388 : 824, s.getJsonNumber("bytesClientToServer").longValue());
        assertEquals(srcIsClient ? 824 : 388, s.getJsonNumber("bytesServerToClient").longValue());
        assertEquals(24, s.getJsonArray("chunks").size());

        String icmp = AnalysedCaptures.id(api, "icmp-pings.pcap");
        JsonObject ping = rows(icmp).get(0);
        Api.Reply r = api.get("api/v1/conversations/" + ping.getJsonNumber("id") + "/session");
        assertEquals(422, r.status(), r.text());
        assertTrue(r.contentType().startsWith("application/problem+json"));
        assertEquals(422, r.json().getInt("status"));
        assertEquals(404, api.get("api/v1/conversations/999999999999/session").status());
    }

    /** A download of 187 kB: a small limit cuts the session early, inside the response body. */
    @Test
    void aLargeFlowIsCutAtTheLimit() throws Exception {
        String fileId = AnalysedCaptures.id(api, "http-bro-org-browsing.pcap");
        JsonObject biggest = api.all("api/v1/files/" + fileId + "/conversations?sort=totalBytes:desc").get(0);
        JsonObject s = session(biggest.getJsonNumber("id").longValue(), "?maxBytes=4096");
        assertTrue(s.getBoolean("truncated"));
        assertEquals(4096, s.getInt("maxBytes"));
        assertEquals(4096, s.getJsonNumber("bytesClientToServer").longValue() + s.getJsonNumber("bytesServerToClient").longValue());
        JsonObject whole = session(biggest.getJsonNumber("id").longValue(), "?maxBytes=16777216");
        assertFalse(whole.getBoolean("truncated"));
        assertTrue(whole.getJsonNumber("bytesServerToClient").longValue() > 186_859, "the JPEG of 186,859 bytes");
        assertTrue(whole.getJsonArray("http").stream().map(JsonValue::asJsonObject).anyMatch(m -> m.containsKey("body")
                && m.get("body").getValueType() == JsonValue.ValueType.OBJECT
                && m.getJsonObject("body").getInt("decodedLength") == 186_859
                && !m.getJsonObject("body").getBoolean("truncated")));
    }

    @Test
    void bulkExportOfChosenIdsHoldsExactlyTheirPackets() throws Exception {
        String fileId = AnalysedCaptures.id(api, "http-bro-org-browsing.pcap");
        List<JsonObject> all = rows(fileId);
        List<JsonObject> chosen = all.subList(0, 3);
        long expected = chosen.stream().mapToLong(c -> c.getJsonNumber("packetCount").longValue()).sum();
        String ids = chosen.stream().map(c -> c.getJsonNumber("id").toString()).collect(Collectors.joining(","));
        HttpResponse<byte[]> r = export(fileId, "ids=" + ids);
        assertEquals(200, r.statusCode());
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("application/vnd.tcpdump.pcap"));
        assertTrue(r.headers().firstValue("Content-Disposition").orElse("").startsWith("attachment"));
        List<String> times = tshark(r.body(), "frame.time_epoch");
        assertEquals(expected, times.size());
        assertInCaptureOrder(times);
        // the same frames tshark shows of the original for those conversations' rows
        String repeated = chosen.stream().map(c -> "ids=" + c.getJsonNumber("id")).collect(Collectors.joining("&"));
        assertEquals(times, tshark(export(fileId, repeated).body(), "frame.time_epoch"));

        // without ids: the list filters choose
        List<JsonObject> httpRows = api.all("api/v1/files/" + fileId + "/conversations?protocol=HTTP");
        long httpPackets = httpRows.stream().mapToLong(c -> c.getJsonNumber("packetCount").longValue()).sum();
        assertEquals(httpPackets, tshark(export(fileId, "protocol=HTTP").body(), "frame.number").size());
        assertEquals(751, tshark(export(fileId, "").body(), "frame.number").size());
        List<JsonObject> withGet = api.all("api/v1/files/" + fileId + "/conversations?payload=GET%20/images&port=80");
        assertFalse(withGet.isEmpty());
        assertEquals(withGet.stream().mapToLong(c -> c.getJsonNumber("packetCount").longValue()).sum(),
                tshark(export(fileId, "payload=GET%20/images&port=80").body(), "frame.number").size());

        assertEquals(400, export(fileId, "ids=1,x").statusCode());
        assertEquals(400, export(fileId, "ids=999999999999").statusCode());
        assertEquals(404, export("00000000-0000-0000-0000-000000000000", "ids=1").statusCode());
    }

    @Test
    void bulkExportOfAPcapngStaysPcapng() throws Exception {
        String fileId = AnalysedCaptures.id(api, "http-png-image-port1080.pcapng");
        List<JsonObject> all = rows(fileId);
        List<JsonObject> chosen = all.subList(0, Math.min(2, all.size()));
        long expected = chosen.stream().mapToLong(c -> c.getJsonNumber("packetCount").longValue()).sum();
        String ids = chosen.stream().map(c -> c.getJsonNumber("id").toString()).collect(Collectors.joining(","));
        HttpResponse<byte[]> r = export(fileId, "ids=" + ids);
        assertEquals(200, r.statusCode());
        assertTrue(r.headers().firstValue("Content-Disposition").orElse("").contains(".pcapng"),
                r.headers().firstValue("Content-Disposition").orElse(""));
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("application/x-pcapng"));
        byte[] head = {r.body()[0], r.body()[1], r.body()[2], r.body()[3]};
        assertEquals("0a0d0d0a", HexFormat.of().formatHex(head), "a pcapng section header block");
        List<String> times = tshark(r.body(), "frame.time_epoch");
        assertEquals(expected, times.size());
        assertInCaptureOrder(times);
        // capinfos: 17 packets in the capture
        assertEquals(17, tshark(export(fileId, "").body(), "frame.number").size());

        // several interfaces: every frame keeps its interface (the interface blocks are copied)
        String multi = AnalysedCaptures.id(api, "pcapng-multi-interface.pcapng");
        byte[] whole = export(multi, "").body();
        byte[] original = Captures.bytes("pcapng-multi-interface.pcapng");
        assertEquals(tshark(original, "frame.interface_name"), tshark(whole, "frame.interface_name"));
        assertEquals(6, tshark(whole, "frame.number").size());
    }

    /** The chosen rows' own packets (spec 10.7 rule 3): scope=row, beside the default of whole connections. */
    private HttpResponse<byte[]> export(String fileId, String query) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(api.base() + "api/v1/files/" + fileId
                + "/conversations.pcap?" + (query.isEmpty() ? "" : query + "&") + "scope=row")).GET().build();
        return HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofByteArray());
    }

    /** The row holding a frame, among the capture's rows. */
    private long rowOf(String fileId, long frame) throws Exception {
        for (JsonObject c : rows(fileId)) {
            long id = c.getJsonNumber("id").longValue();
            for (JsonObject p : api.all("api/v1/conversations/" + id + "/packets")) {
                if (p.getJsonNumber("frameNumber").longValue() == frame) {
                    return id;
                }
            }
        }
        throw new AssertionError("no row holds frame " + frame);
    }

    private JsonObject detail(long conversationId, long frame) throws Exception {
        Api.Reply r = api.get("api/v1/conversations/" + conversationId + "/packets/" + frame + "/detail");
        assertEquals(200, r.status(), r.text());
        return r.json();
    }

    /**
     * A packet's tree holds the fields tshark's own JSON gives the frame read from the whole capture, its bytes are
     * the frame's, and a selected field's position and length point at its bytes.
     */
    @Test
    void aPacketsTreeHoldsTsharksFieldsForTheFrame() throws Exception {
        String fileId = AnalysedCaptures.id(api, "http-bro-org-browsing.pcap");
        Path capture = Captures.path("http-bro-org-browsing.pcap");
        JsonObject tshark = tsharkJson(capture, 4);
        JsonObject d = detail(rowOf(fileId, 4), 4);

        assertEquals(4, d.getInt("frameNumber"));
        for (String field : List.of("http.request.method", "http.host", "http.request.uri", "http.user_agent",
                "ip.src", "ip.dst", "tcp.srcport", "tcp.dstport", "tcp.seq", "frame.number")) {
            assertEquals(value(tshark, field), treeValues(d, field).get(0), field);
        }
        String frameHex = d.getJsonArray("sources").getJsonObject(0).getString("hex");
        assertEquals(value(tshark, "frame.len"), String.valueOf(frameHex.length() / 2));
        JsonObject host = treeNodes(d.getJsonArray("tree"), "http.host").get(0);
        assertEquals(0, host.getInt("source"));
        // the bytes the pane marks for the Host field are its header line (RFC 9112: name, colon, value, CRLF)
        String bytes = frameHex.substring(2 * host.getInt("position"), 2 * (host.getInt("position") + host.getInt("length")));
        assertEquals("Host: " + value(tshark, "http.host") + "\r\n",
                new String(HexFormat.of().parseHex(bytes), StandardCharsets.ISO_8859_1));
        assertTrue(d.getInt("earlierFrames") >= 3, "the handshake was dissected first: " + d.getInt("earlierFrames"));
        assertFalse(d.getBoolean("contextCut"));

        assertEquals(404, api.get("api/v1/conversations/" + rowOf(fileId, 4) + "/packets/31/detail").status(),
                "frame 31 opens another connection");
        assertEquals(400, api.get("api/v1/conversations/" + rowOf(fileId, 4) + "/packets/x/detail").status());
    }

    /**
     * An HTTP response sent in 16 segments is dissected at its last one with the reassembled fields tshark gives
     * it in the whole capture, in the reassembled bytes, and the segments listed under the capture's frame numbers.
     */
    @Test
    void aResponseSpanningSegmentsIsReassembledFromItsConnectionsEarlierFrames() throws Exception {
        String fileId = AnalysedCaptures.id(api, "http-bro-org-browsing.pcap");
        Path capture = Captures.path("http-bro-org-browsing.pcap");
        long frame = Long.parseLong(tsharkLines(capture, "http.response && tcp.segment.count > 10", "frame.number").get(0));
        JsonObject tshark = tsharkJson(capture, frame);
        JsonObject d = detail(rowOf(fileId, frame), frame);

        for (String field : List.of("http.response.code", "http.content_length", "http.content_type", "http.server",
                "tcp.segment.count", "tcp.reassembled.length")) {
            assertEquals(value(tshark, field), treeValues(d, field).get(0), field);
        }
        assertEquals(List.of(tsharkLines(capture, "frame.number==" + frame, "tcp.segment").get(0).split(",")),
                treeValues(d, "tcp.segment"));
        assertEquals("Reassembled TCP", d.getJsonArray("sources").getJsonObject(1).getString("name"));
        JsonObject code = treeNodes(d.getJsonArray("tree"), "http.response.code").get(0);
        assertEquals(1, code.getInt("source"));
        String reassembled = d.getJsonArray("sources").getJsonObject(1).getString("hex");
        assertEquals(value(tshark, "http.response.code"), new String(HexFormat.of().parseHex(reassembled.substring(
                2 * code.getInt("position"), 2 * (code.getInt("position") + code.getInt("length")))), StandardCharsets.US_ASCII));
    }

    /** The Expert Info of a connection with retransmissions is tshark's {@code _ws.expert} of the same frames. */
    @Test
    void expertInfoOfAConnectionIsTsharks() throws Exception {
        String fileId = AnalysedCaptures.id(api, "http-post-upload.pcap");
        Path capture = Captures.path("http-post-upload.pcap");
        List<String> expected = new ArrayList<>();
        for (String line : tsharkLines(capture, "_ws.expert", "frame.number", "_ws.expert.message", "_ws.expert.severity")) {
            expected.add(line);
        }
        long row = rowOf(fileId, 1);
        Api.Reply r = api.get("api/v1/conversations/" + row + "/expert?from=1&to=34");
        assertEquals(200, r.status(), r.text());
        Map<String, Long> severity = Map.of("CHAT", 2097152L, "NOTE", 4194304L, "WARNING", 6291456L, "ERROR", 8388608L,
                "COMMENT", 1048576L);
        List<String> got = new ArrayList<>();
        for (JsonValue v : r.json().getJsonArray("frames")) {
            JsonObject f = v.asJsonObject();
            List<String> messages = new ArrayList<>();
            List<String> severities = new ArrayList<>();
            for (JsonValue e : f.getJsonArray("expert")) {
                messages.add(e.asJsonObject().getString("message"));
                severities.add(String.valueOf(severity.get(e.asJsonObject().getString("severity"))));
            }
            got.add(f.getJsonNumber("frameNumber") + "\t" + String.join(",", messages) + "\t" + String.join(",", severities));
        }
        assertEquals(expected, got);
        assertTrue(got.stream().filter(l -> l.contains("retransmission")).count() >= 5, got.toString());
        assertEquals(400, api.get("api/v1/conversations/" + row + "/expert?from=9&to=3").status());

        // the frame's own detail lists the same entries, each with its own field
        JsonObject d = detail(rowOf(fileId, 2), 2);
        assertTrue(d.getJsonArray("expert").stream().map(JsonValue::asJsonObject).anyMatch(e ->
                e.getString("field").equals("tcp.analysis.retransmission") && e.getString("severity").equals("NOTE")),
                d.getJsonArray("expert").toString());
    }

    /** tshark's JSON of one frame read from the whole capture ({@code -T json}), its layers. */
    private static JsonObject tsharkJson(Path capture, long frame) throws Exception {
        Process p = new ProcessBuilder("tshark", "-r", capture.toString(), "-Y", "frame.number==" + frame, "-T", "json")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertEquals(0, p.waitFor());
        try (jakarta.json.JsonReader reader = jakarta.json.Json.createReader(new java.io.ByteArrayInputStream(out))) {
            return reader.readArray().getJsonObject(0).getJsonObject("_source").getJsonObject("layers");
        }
    }

    /** The first value of a field anywhere in tshark's JSON. */
    private static String value(JsonValue json, String field) {
        if (json.getValueType() == JsonValue.ValueType.OBJECT) {
            JsonObject o = json.asJsonObject();
            if (o.containsKey(field)) {
                JsonValue v = o.get(field);
                return v.getValueType() == JsonValue.ValueType.STRING ? o.getString(field)
                        : v.getValueType() == JsonValue.ValueType.ARRAY ? o.getJsonArray(field).getString(0) : v.toString();
            }
            for (JsonValue child : o.values()) {
                String found = value(child, field);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static List<String> treeValues(JsonObject detail, String field) {
        return treeNodes(detail.getJsonArray("tree"), field).stream().map(n -> n.getString("value")).toList();
    }

    private static List<JsonObject> treeNodes(jakarta.json.JsonArray nodes, String field) {
        List<JsonObject> found = new ArrayList<>();
        for (JsonValue v : nodes) {
            JsonObject n = v.asJsonObject();
            if (n.getString("name").equals(field)) {
                found.add(n);
            }
            found.addAll(treeNodes(n.getJsonArray("children"), field));
        }
        return found;
    }

    /** tshark's fields of the frames the filter selects, read from the whole capture, tab-separated. */
    private static List<String> tsharkLines(Path capture, String filter, String... fields) throws Exception {
        List<String> command = new ArrayList<>(List.of("tshark", "-n", "-r", capture.toString(), "-Y", filter, "-T", "fields"));
        for (String f : fields) {
            command.add("-e");
            command.add(f);
        }
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor());
        return out.lines().toList();
    }

    private static void assertInCaptureOrder(List<String> times) {
        for (int i = 1; i < times.size(); i++) {
            assertTrue(new java.math.BigDecimal(times.get(i - 1)).compareTo(new java.math.BigDecimal(times.get(i))) <= 0,
                    "frame " + (i + 1) + " is earlier than the one before it");
        }
    }

    private static String other(String direction) {
        return direction.equals("CLIENT_TO_SERVER") ? "SERVER_TO_CLIENT" : "CLIENT_TO_SERVER";
    }

    private static String text(JsonObject session, String direction) {
        StringBuilder b = new StringBuilder();
        for (JsonValue v : session.getJsonArray("chunks")) {
            if (v.asJsonObject().getString("direction").equals(direction)) {
                b.append(v.asJsonObject().getString("text"));
            }
        }
        return b.toString();
    }

    /** One line per frame of the capture, with the given field, as tshark reads it. */
    private static List<String> tshark(byte[] capture, String field) throws Exception {
        Path file = Files.createTempFile("export-", ".cap");
        try {
            Files.write(file, capture);
            Process p = new ProcessBuilder("tshark", "-n", "-r", file.toString(), "-T", "fields", "-e", field)
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(0, p.waitFor());
            return out.lines().toList();
        } finally {
            Files.deleteIfExists(file);
        }
    }

    private static List<String> exportedObjects(Path capture) throws Exception {
        Path dir = Files.createTempDirectory("objects-");
        try {
            Process p = new ProcessBuilder("tshark", "-n", "-r", capture.toString(), "-q", "--export-objects",
                    "http," + dir).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            p.getInputStream().readAllBytes();
            assertEquals(0, p.waitFor());
            List<String> sums = new ArrayList<>();
            try (Stream<Path> files = Files.list(dir)) {
                for (Path f : files.toList()) {
                    byte[] b = Files.readAllBytes(f);
                    if (b.length > 0) {
                        sums.add(sha256(b));
                    }
                    Files.delete(f);
                }
            }
            return sums;
        } finally {
            Files.deleteIfExists(dir);
        }
    }

    private static String sha256(byte[] b) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
    }
}
