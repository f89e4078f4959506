package io.pcaplens.webapp;

import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The conversation tracer as deployed (spec 10.6; api.md, Tracer): steps against the stored packet rows and
 * tshark's frame lengths, the peer ring against an oracle this test computes from tshark's own output, and the
 * status codes of every tracer call.
 */
class TracerIT extends DeployedService {

    @Test
    void stepsAreTheConversationsPacketsInCaptureOrderAPageAtATime() throws Exception {
        String file = api.analysed("http-pdf-download.pcap");
        JsonObject conversation = largest(file);
        long id = conversation.getJsonNumber("id").longValue();
        List<JsonObject> packets = api.all("api/v1/conversations/" + id + "/packets");
        Map<Long, Integer> frameLength = frameLengths("http-pdf-download.pcap");

        List<JsonObject> steps = new ArrayList<>();
        for (int offset = 0; offset < packets.size(); offset += 5) {
            JsonObject page = ok("api/v1/tracer/" + id + "/steps?offset=" + offset + "&limit=5&scope=row");
            assertEquals(conversation.getJsonNumber("packetCount").longValue(), page.getJsonNumber("total").longValue());
            page.getJsonArray("items").forEach(v -> steps.add(v.asJsonObject()));
        }

        assertEquals(packets.size(), steps.size());
        String srcIp = conversation.getString("srcIp");
        for (int i = 0; i < steps.size(); i++) {
            JsonObject step = steps.get(i);
            JsonObject packet = packets.get(i);
            long frame = packet.getJsonNumber("frameNumber").longValue();
            assertEquals(i + 1, step.getInt("index"));
            assertEquals(frame, step.getJsonNumber("frameNumber").longValue());
            assertEquals(packet.getString("srcIp").equals(srcIp) ? "CLIENT" : "SERVER", step.getString("direction"));
            assertEquals(packet.getString("protocol"), step.getString("protocol"));
            assertEquals(frameLength.get(frame), step.getInt("size"), "frame " + frame);
            assertEquals(packet.getString("info"), step.getString("info"));
            assertEquals(packet.getString("timestamp"), step.getString("timestamp"));
            assertEquals(packet.getString("payloadHex", ""), step.getString("payloadHex"));
        }
        assertTrue(steps.stream().anyMatch(s -> s.getString("direction").equals("SERVER")), "the server answers");
    }

    /**
     * http-bro-org-browsing.pcap, the TCP row of 10.0.2.15:55080: its connection, as tshark lists the frames of
     * that TCP port, is replayed whole with the six GET requests of the HTTP row, each step with its own label and
     * its row; the row alone is its own packets, and no explanation of it speaks of the request it does not show.
     */
    @Test
    void theWholeConnectionOfATcpRowHoldsItsHttpRequestsAndTheRowAloneDoesNot() throws Exception {
        String capture = "http-bro-org-browsing.pcap";
        String file = api.analysed(capture);
        List<String[]> frames = tsharkWhere(capture, "tcp.port==55080", "frame.number", "_ws.col.Protocol", "tcp.stream");
        List<Long> requests = tsharkWhere(capture, "tcp.port==55080 && http.request", "frame.number").stream()
                .map(f -> Long.parseLong(f[0])).toList();
        assertEquals(1, frames.stream().map(f -> f[2]).distinct().count(), "one connection on port 55080");
        assertEquals(6, requests.size(), "tshark's GETs of the connection");
        List<JsonObject> rows = api.all("api/v1/files/" + file + "/conversations?port=55080").stream()
                .filter(c -> c.getInt("srcPort", 0) == 55080 || c.getInt("dstPort", 0) == 55080).toList();
        JsonObject tcpRow = rows.stream().filter(c -> c.getString("protocol").equals("TCP")).findFirst().orElseThrow();
        long httpRow = rows.stream().filter(c -> c.getString("protocol").equals("HTTP")).findFirst().orElseThrow()
                .getJsonNumber("id").longValue();
        long id = tcpRow.getJsonNumber("id").longValue();

        List<JsonObject> whole = allSteps(id, "connection");
        assertEquals(frames.stream().map(f -> Long.parseLong(f[0])).toList(),
                whole.stream().map(s -> s.getJsonNumber("frameNumber").longValue()).toList());
        assertEquals(frames.size(), ok("api/v1/tracer/" + id + "/steps?limit=1").getJsonNumber("total").longValue(),
                "the whole connection is the default");
        for (int i = 0; i < whole.size(); i++) {
            JsonObject step = whole.get(i);
            assertEquals(i + 1, step.getInt("index"));
            assertEquals(frames.get(i)[1].toUpperCase(java.util.Locale.ROOT), step.getString("protocol"), step.toString());
            boolean request = requests.contains(step.getJsonNumber("frameNumber").longValue());
            if (request) {
                assertEquals(httpRow, step.getJsonNumber("conversationId").longValue(), step.toString());
                assertEquals("HTTP", step.getString("rowProtocol"));
                assertTrue(step.getString("info").startsWith("GET "), step.toString());
            }
        }
        assertTrue(whole.stream().anyMatch(s -> s.getJsonNumber("conversationId").longValue() == id
                && s.getString("rowProtocol").equals("TCP")));

        List<JsonObject> alone = allSteps(id, "row");
        assertEquals(tcpRow.getJsonNumber("packetCount").longValue(), alone.size());
        assertTrue(alone.stream().noneMatch(s -> requests.contains(s.getJsonNumber("frameNumber").longValue())));
        assertTrue(alone.stream().allMatch(s -> s.getJsonNumber("conversationId").longValue() == id));
        // a status line labelled TCP, whose request is in the HTTP row: alone, its words do not speak of a request
        JsonObject status = alone.stream().filter(s -> s.getString("info", "").startsWith("HTTP/1.1 200 OK"))
                .findFirst().orElseThrow();
        String words = ok("api/v1/tracer/" + id + "/steps/" + status.getInt("index") + "/explanation?scope=row")
                .getString("explanation");
        assertTrue(!words.contains("answers") && !words.contains("request"), words);
        assertProblem(400, "api/v1/tracer/" + id + "/steps?scope=flow");
    }

    /** tls12-basic.pcap: the TLS row's whole connection starts at the TCP handshake tshark shows first. */
    @Test
    void aTlsRowsConnectionStartsAtTheTcpHandshake() throws Exception {
        String capture = "tls12-basic.pcap";
        String file = api.analysed(capture);
        JsonObject tls = api.all("api/v1/files/" + file + "/conversations").stream()
                .filter(c -> c.getString("protocol").startsWith("TLS")).findFirst().orElseThrow();
        String port = Integer.toString(tls.getInt("srcPort"));
        List<String[]> stream = tsharkWhere(capture, "tcp.port==" + port, "frame.number", "tcp.flags.syn", "tcp.flags.ack");

        List<JsonObject> whole = allSteps(tls.getJsonNumber("id").longValue(), "connection");

        assertEquals(Long.parseLong(stream.get(0)[0]), whole.get(0).getJsonNumber("frameNumber").longValue());
        assertTrue(whole.get(0).getString("info").contains("[SYN]"), whole.get(0).toString());
        assertEquals("TCP", whole.get(0).getString("rowProtocol"));
        assertEquals(stream.size(), whole.size());
    }

    /**
     * bittorrent.pcap: 192.168.1.3 has 15 peers by tshark's own fields, 3 of which never answered; all are
     * counted, and the silent ones are drawn among the twelve.
     */
    @Test
    void everyPeerIsCountedAndTheSilentOnesAreDrawn() throws Exception {
        String capture = "bittorrent.pcap";
        String host = "192.168.1.3";
        Map<String, long[]> peers = peersByHost(capture).get(host);
        long silent = peers.values().stream().filter(t -> t[1] == 0).count();
        String file = api.analysed(capture);
        JsonObject traced = api.all("api/v1/files/" + file + "/conversations?sort=packetCount:desc").stream()
                .filter(c -> c.getString("srcIp").equals(host)).findFirst().orElseThrow();

        JsonObject ring = ok("api/v1/tracer/" + traced.getJsonNumber("id").longValue() + "/peers");

        assertEquals(15, peers.size(), "tshark's peers of " + host);
        assertEquals(3, silent, "tshark's peers of " + host + " that never sent it a packet");
        assertEquals(peers.size(), ring.getInt("peerCount"));
        assertEquals(silent, ring.getInt("silentCount"));
        assertEquals(peers.size() - silent, ring.getInt("respondedCount"));
        List<JsonObject> drawn = ring.getJsonArray("peers").getValuesAs(JsonObject.class);
        assertEquals(12, drawn.size());
        assertEquals(silent, drawn.stream().filter(p -> !p.getBoolean("responded")).count());
        assertEquals(expectedRing(peers, traced.getString("dstIp")), drawn.stream().map(p -> p.getString("ip") + " "
                + p.getJsonNumber("packetCount").longValue() + " responded=" + p.getBoolean("responded") + " traced="
                + p.getBoolean("traced")).toList());
    }

    /** tcp-scan.pcapng and synscan.pcap: a scanner with one target gets a ring of the ports it probed. */
    @Test
    void aScannerOfOneTargetGetsARingOfItsPorts() throws Exception {
        assertPortRing("tcp-scan.pcapng", "192.168.1.178");
        assertPortRing("synscan.pcap", "172.16.0.8");
    }

    private void assertPortRing(String capture, String host) throws Exception {
        Map<String, long[]> peers = peersByHost(capture).get(host);
        assertEquals(1, peers.size(), capture + ": tshark's peers of " + host);
        String peer = peers.keySet().iterator().next();
        Map<Integer, long[]> ports = new HashMap<>();
        for (String[] f : tsharkWhere(capture, "tcp || udp", "ip.src", "ip.dst", "tcp.srcport", "tcp.dstport",
                "udp.srcport", "udp.dstport")) {
            boolean out = f[0].equals(host) && f[1].equals(peer);
            boolean in = f[0].equals(peer) && f[1].equals(host);
            if (!out && !in) {
                continue;
            }
            String src = !f[2].isEmpty() ? f[2] : f[4];
            String dst = !f[3].isEmpty() ? f[3] : f[5];
            ports.computeIfAbsent(Integer.parseInt(out ? dst : src), k -> new long[2])[out ? 0 : 1]++;
        }
        String file = api.analysed(capture);
        JsonObject traced = api.all("api/v1/files/" + file + "/conversations?sort=packetCount:desc").stream()
                .filter(c -> c.getString("srcIp").equals(host) && c.getString("dstIp").equals(peer)
                        && c.get("dstPort") != null && c.get("dstPort").getValueType() == jakarta.json.JsonValue.ValueType.NUMBER)
                .findFirst().orElseThrow();

        JsonObject ring = ok("api/v1/tracer/" + traced.getJsonNumber("id").longValue() + "/peers");

        long answered = ports.values().stream().filter(t -> t[1] > 0).count();
        assertEquals("ports", ring.getString("ring"), capture);
        assertEquals(ports.size(), ring.getInt("peerCount"), capture + ": the ports tshark shows probed");
        assertEquals(answered, ring.getInt("respondedCount"), capture);
        assertEquals(ports.size() - answered, ring.getInt("silentCount"), capture);
        List<JsonObject> drawn = ring.getJsonArray("peers").getValuesAs(JsonObject.class);
        assertEquals(Math.min(12, ports.size()), drawn.size());
        assertEquals(traced.getInt("dstPort"), drawn.get(0).getInt("port"));
        for (JsonObject p : drawn) {
            long[] t = ports.get(p.getInt("port"));
            assertEquals(peer, p.getString("ip"));
            assertEquals(t[0] + t[1], p.getJsonNumber("packetCount").longValue(), capture + " " + p);
            assertEquals(t[1] > 0, p.getBoolean("responded"), capture + " " + p);
        }
    }

    /** linux-sll-arp.pcap holds gratuitous ARPs (sender = target, tshark's own fields): never a peer of itself. */
    @Test
    void aHostIsNeverItsOwnPeer() throws Exception {
        String capture = "linux-sll-arp.pcap";
        List<String[]> gratuitous = tsharkWhere(capture, "arp.src.proto_ipv4 == arp.dst.proto_ipv4", "arp.src.proto_ipv4");
        assertTrue(!gratuitous.isEmpty(), "tshark finds the gratuitous ARPs");
        String host = gratuitous.get(0)[0];
        String file = api.analysed(capture);
        for (JsonObject c : api.all("api/v1/files/" + file + "/conversations")) {
            if (!c.getString("srcIp").equals(host)) {
                continue;
            }
            JsonObject ring = ok("api/v1/tracer/" + c.getJsonNumber("id").longValue() + "/peers");
            assertTrue(ring.getJsonArray("peers").getValuesAs(JsonObject.class).stream()
                    .noneMatch(p -> p.getString("ip").equals(host)), ring.toString());
            Map<String, long[]> peers = peersByHost(capture).getOrDefault(host, Map.of());
            assertEquals(peers.size(), ring.getInt("peerCount"), ring.toString());
        }
    }

    private List<JsonObject> allSteps(long id, String scope) throws Exception {
        List<JsonObject> steps = new ArrayList<>();
        for (int offset = 0; ; offset += 1000) {
            JsonObject page = ok("api/v1/tracer/" + id + "/steps?offset=" + offset + "&limit=1000&scope=" + scope);
            assertEquals(scope, page.getString("scope"));
            page.getJsonArray("items").forEach(v -> steps.add(v.asJsonObject()));
            if (steps.size() >= page.getJsonNumber("total").longValue()) {
                return steps;
            }
        }
    }

    /** tcp-scan.pcapng: one host probes many addresses and ports, few of them answer. */
    @Test
    void thePeersOfAScannerEqualTsharksOwnCount() throws Exception {
        assertPeersEqualOracle("tcp-scan.pcapng");
    }

    /** http-bro-org-browsing.pcap: a browser talking to a handful of web servers, every one of them answering. */
    @Test
    void thePeersOfABrowserEqualTsharksOwnCount() throws Exception {
        assertPeersEqualOracle("http-bro-org-browsing.pcap");
    }

    @Test
    void unknownConversationsStepsAndBadPagingAreProblems() throws Exception {
        String file = api.analysed("http-pdf-download.pcap");
        JsonObject conversation = largest(file);
        long id = conversation.getJsonNumber("id").longValue();
        long total = conversation.getJsonNumber("packetCount").longValue();

        for (String path : List.of("api/v1/tracer/999999999/steps", "api/v1/tracer/999999999/peers",
                "api/v1/tracer/abc/steps", "api/v1/tracer/999999999/steps/1/explanation",
                "api/v1/tracer/" + id + "/steps/" + (total + 1) + "/explanation?scope=row",
                "api/v1/tracer/" + id + "/explanations?scope=row&from=" + (total + 1))) {
            assertProblem(404, path);
        }
        for (String path : List.of("api/v1/tracer/" + id + "/steps?limit=0", "api/v1/tracer/" + id + "/steps?limit=1001",
                "api/v1/tracer/" + id + "/steps?offset=-1", "api/v1/tracer/" + id + "/steps?offset=x",
                "api/v1/tracer/" + id + "/explanations?from=1&to=51", "api/v1/tracer/" + id + "/explanations?from=3&to=2",
                "api/v1/tracer/" + id + "/steps/x/explanation", "api/v1/tracer/" + id + "/steps/0/explanation")) {
            assertProblem(400, path);
        }
        JsonObject past = ok("api/v1/tracer/" + id + "/steps?offset=" + total + "&limit=1000&scope=row");
        assertEquals(0, past.getJsonArray("items").size());
    }

    private void assertPeersEqualOracle(String capture) throws Exception {
        String file = api.analysed(capture);
        List<JsonObject> conversations = api.all("api/v1/files/" + file + "/conversations?sort=id:asc");
        Map<String, Map<String, long[]>> oracle = peersByHost(capture);
        // of the hosts that opened a conversation row, the one with the most peers, traced through its quietest row
        java.util.Set<String> sources = conversations.stream().map(c -> c.getString("srcIp"))
                .collect(java.util.stream.Collectors.toSet());
        String host = oracle.entrySet().stream().filter(e -> sources.contains(e.getKey()))
                .max(Comparator.comparingInt(e -> e.getValue().size())).orElseThrow().getKey();
        JsonObject traced = conversations.stream().filter(c -> c.getString("srcIp").equals(host))
                .min(Comparator.comparingLong(c -> c.getJsonNumber("packetCount").longValue()))
                .orElseThrow(() -> new AssertionError("no conversation with srcIp " + host + " in " + capture));
        String tracedPeer = traced.getString("dstIp");

        JsonObject ring = ok("api/v1/tracer/" + traced.getJsonNumber("id").longValue() + "/peers");
        if (oracle.get(host).size() == 1 && traced.get("dstPort") != null
                && traced.get("dstPort").getValueType() == jakarta.json.JsonValue.ValueType.NUMBER) {
            // a host with one peer gets the ring of that peer's ports (aScannerOfOneTargetGetsARingOfItsPorts)
            assertEquals("ports", ring.getString("ring"), capture);
            assertTrue(ring.getJsonArray("peers").getValuesAs(JsonObject.class).stream()
                    .allMatch(p -> p.getString("ip").equals(tracedPeer)), ring.toString());
            return;
        }

        List<String> expected = expectedRing(oracle.get(host), tracedPeer);
        List<String> actual = new ArrayList<>();
        for (JsonObject p : ring.getJsonArray("peers").getValuesAs(JsonObject.class)) {
            actual.add(p.getString("ip") + " " + p.getJsonNumber("packetCount").longValue() + " responded="
                    + p.getBoolean("responded") + " traced=" + p.getBoolean("traced"));
            long conversationId = p.getJsonNumber("conversationId").longValue();
            JsonObject jump = ok("api/v1/conversations/" + conversationId);
            assertTrue(List.of(jump.getString("srcIp"), jump.getString("dstIp")).containsAll(List.of(host, p.getString("ip"))),
                    "the jump of " + p + " goes to a conversation between the host and that peer: " + jump);
        }
        assertEquals(host, ring.getString("host"));
        assertEquals(expected, actual, capture);
        Map<String, long[]> all = oracle.get(host);
        long responded = all.values().stream().filter(t -> t[1] > 0).count();
        assertEquals(all.size(), ring.getInt("peerCount"), "every peer of " + host + " is counted");
        assertEquals(responded, ring.getInt("respondedCount"));
        assertEquals(all.size() - responded, ring.getInt("silentCount"));
        assertEquals("peers", ring.getString("ring"));
        assertTrue(actual.size() <= 12);
    }

    /**
     * The ring from the oracle: the traced peer, then eleven more shared between peers that answered and silent
     * ones (each side up to half, a side with fewer leaving the rest to the other, each by packets), all by
     * packets, ties by address.
     */
    private static List<String> expectedRing(Map<String, long[]> peers, String tracedPeer) {
        List<String> ring = new ArrayList<>();
        ring.add(line(tracedPeer, peers.get(tracedPeer), true));
        Comparator<Map.Entry<String, long[]>> busiest = Comparator.<Map.Entry<String, long[]>>comparingLong(
                e -> -(e.getValue()[0] + e.getValue()[1])).thenComparing(Map.Entry::getKey, TracerIT::byAddress);
        List<Map.Entry<String, long[]>> others = peers.entrySet().stream().filter(e -> !e.getKey().equals(tracedPeer))
                .sorted(busiest).toList();
        List<Map.Entry<String, long[]>> answered = others.stream().filter(e -> e.getValue()[1] > 0).toList();
        List<Map.Entry<String, long[]>> silent = others.stream().filter(e -> e.getValue()[1] == 0).toList();
        int free = 11;
        int silentSlots = Math.min(silent.size(), Math.max(free / 2, free - answered.size()));
        int answeredSlots = Math.min(answered.size(), free - silentSlots);
        List<Map.Entry<String, long[]>> chosen = new ArrayList<>(answered.subList(0, answeredSlots));
        chosen.addAll(silent.subList(0, silentSlots));
        chosen.sort(busiest);
        chosen.forEach(e -> ring.add(line(e.getKey(), e.getValue(), false)));
        return ring;
    }

    private static String line(String ip, long[] traffic, boolean traced) {
        return ip + " " + (traffic[0] + traffic[1]) + " responded=" + (traffic[1] > 0) + " traced=" + traced;
    }

    private static int byAddress(String a, String b) {
        try {
            byte[] x = InetAddress.getByName(a).getAddress();
            byte[] y = InetAddress.getByName(b).getAddress();
            return x.length != y.length ? Integer.compare(x.length, y.length) : Arrays.compareUnsigned(x, y);
        } catch (IOException e) {
            return a.compareTo(b);
        }
    }

    /**
     * For every node, its peers with the packets sent to them [0] and received from them [1], from tshark's own
     * fields under the spec's node-identifier rules (2.1): IPv4, else IPv6, else ARP's addresses, else MACs; the
     * first of several values.
     */
    static Map<String, Map<String, long[]>> peersByHost(String capture) throws Exception {
        Map<String, Map<String, long[]>> peers = new HashMap<>();
        for (String[] f : tshark(capture, "ip.src", "ip.dst", "ipv6.src", "ipv6.dst", "arp.src.proto_ipv4",
                "arp.dst.proto_ipv4", "eth.src", "eth.dst")) {
            String src = null;
            String dst = null;
            for (int i = 0; i < 8 && src == null; i += 2) {
                if (!first(f, i).isEmpty() && !first(f, i + 1).isEmpty()) {
                    src = first(f, i);
                    dst = first(f, i + 1);
                }
            }
            if (src == null || src.equals(dst)) {
                // a host is never its own peer (a gratuitous ARP names its sender as the target)
                continue;
            }
            peers.computeIfAbsent(src, k -> new HashMap<>()).computeIfAbsent(dst, k -> new long[2])[0]++;
            peers.computeIfAbsent(dst, k -> new HashMap<>()).computeIfAbsent(src, k -> new long[2])[1]++;
        }
        return peers;
    }

    private static String first(String[] fields, int i) {
        return i < fields.length ? fields[i].split(",", -1)[0] : "";
    }

    private static Map<Long, Integer> frameLengths(String capture) throws Exception {
        Map<Long, Integer> lengths = new HashMap<>();
        for (String[] f : tshark(capture, "frame.number", "frame.len")) {
            lengths.put(Long.parseLong(f[0]), Integer.parseInt(f[1]));
        }
        return lengths;
    }

    static List<String[]> tshark(String capture, String... fields) throws Exception {
        return tsharkWhere(capture, null, fields);
    }

    /** The fields of the frames the display filter keeps (all frames for null). */
    static List<String[]> tsharkWhere(String capture, String filter, String... fields) throws Exception {
        List<String> command = new ArrayList<>(List.of("tshark", "-n", "-r", Captures.path(capture).toString(),
                "-T", "fields", "-E", "separator=/t"));
        if (filter != null) {
            command.add("-Y");
            command.add(filter);
        }
        for (String f : fields) {
            command.add("-e");
            command.add(f);
        }
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        List<String[]> rows = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                rows.add(line.split("\t", -1));
            }
        }
        assertEquals(0, p.waitFor());
        return rows;
    }

    private JsonObject largest(String file) throws Exception {
        return api.all("api/v1/files/" + file + "/conversations?sort=packetCount:desc").get(0);
    }

    private JsonObject ok(String path) throws Exception {
        Api.Reply r = api.get(path);
        assertEquals(200, r.status(), path + ": " + r.text());
        return r.json();
    }

    private void assertProblem(int status, String path) throws Exception {
        Api.Reply r = api.get(path);
        assertEquals(status, r.status(), path + ": " + r.text());
        assertTrue(r.contentType().startsWith("application/problem+json"), path + ": " + r.contentType());
        assertEquals(status, r.json().getInt("status"));
    }
}
