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
            JsonObject page = ok("api/v1/tracer/" + id + "/steps?offset=" + offset + "&limit=5");
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
                "api/v1/tracer/" + id + "/steps/" + (total + 1) + "/explanation",
                "api/v1/tracer/" + id + "/explanations?from=" + (total + 1))) {
            assertProblem(404, path);
        }
        for (String path : List.of("api/v1/tracer/" + id + "/steps?limit=0", "api/v1/tracer/" + id + "/steps?limit=1001",
                "api/v1/tracer/" + id + "/steps?offset=-1", "api/v1/tracer/" + id + "/steps?offset=x",
                "api/v1/tracer/" + id + "/explanations?from=1&to=51", "api/v1/tracer/" + id + "/explanations?from=3&to=2",
                "api/v1/tracer/" + id + "/steps/x/explanation", "api/v1/tracer/" + id + "/steps/0/explanation")) {
            assertProblem(400, path);
        }
        JsonObject past = ok("api/v1/tracer/" + id + "/steps?offset=" + total + "&limit=1000");
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
        long responded = expected.stream().filter(s -> s.contains("responded=true")).count();
        assertEquals(responded, ring.getInt("respondedCount"));
        assertEquals(expected.size() - responded, ring.getInt("silentCount"));
        assertTrue(actual.size() <= 12);
    }

    /** The spec's ring from the oracle: the traced peer, then up to 11 more by packets, ties by address. */
    private static List<String> expectedRing(Map<String, long[]> peers, String tracedPeer) {
        List<String> ring = new ArrayList<>();
        ring.add(line(tracedPeer, peers.get(tracedPeer), true));
        peers.entrySet().stream().filter(e -> !e.getKey().equals(tracedPeer))
                .sorted(Comparator.<Map.Entry<String, long[]>>comparingLong(e -> -(e.getValue()[0] + e.getValue()[1]))
                        .thenComparing(Map.Entry::getKey, TracerIT::byAddress))
                .limit(11).forEach(e -> ring.add(line(e.getKey(), e.getValue(), false)));
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
    private static Map<String, Map<String, long[]>> peersByHost(String capture) throws Exception {
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
            if (src == null) {
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

    private static List<String[]> tshark(String capture, String... fields) throws Exception {
        List<String> command = new ArrayList<>(List.of("tshark", "-n", "-r", Captures.path(capture).toString(),
                "-T", "fields", "-E", "separator=/t"));
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
