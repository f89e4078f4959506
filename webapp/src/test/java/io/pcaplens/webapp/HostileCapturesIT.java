package io.pcaplens.webapp;

import io.pcaplens.dissector.captures.HostileTraffic;
import io.pcaplens.dissector.captures.NdpiView;
import io.pcaplens.dissector.captures.Recording;
import io.pcaplens.dissector.captures.SpecRows;
import io.pcaplens.dissector.captures.TsharkView;
import io.pcaplens.dissector.captures.UntimedPcapng;
import io.pcaplens.domain.flow.FlowKey;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URL;
import java.net.URLEncoder;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.LongPredicate;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Captures written by the tests and uploaded through the API: traffic whose free-text fields carry separators,
 * line ends, NUL and invalid UTF-8 ({@link HostileTraffic}), the same as pcapng with vendor blocks, cut short in a
 * frame, and files that are no capture. Every packet row and conversation equals the spec's rules applied to what
 * tshark itself says of the frames ({@link SpecRows} on {@link TsharkView}); the marked request is found by payload
 * search and exported as the frame that was sent. A corpus capture as pcapng whose frames carry no timestamp is
 * analysed with the times the rule for such frames gives them.
 */
class HostileCapturesIT extends DeployedService {

    private static final Recording TRAFFIC = HostileTraffic.recording();
    private static final Map<String, String> ALL_TOOLS = Api.options("enableDpi", "true", "enableIds", "true",
            "enableFileExtraction", "true");

    @TempDir
    Path work;

    private JsonObject analyse(String name, byte[] capture) throws Exception {
        return api.awaitAnalysis(api.uploadAfresh(name, capture, ALL_TOOLS), Captures.ANALYSIS);
    }

    private List<SpecRows.PacketRow> tsharkSays(String name, byte[] capture) throws Exception {
        return SpecRows.packets(TsharkView.read(Files.write(work.resolve(name), capture), SpecRows.FIELDS));
    }

    private static long nanos(String timestamp) {
        var instant = OffsetDateTime.parse(timestamp).toInstant();
        return instant.getEpochSecond() * 1_000_000_000L + instant.getNano();
    }

    private static List<String> strings(JsonObject o, String key) {
        return Api.array(o, key).getValuesAs(JsonString.class).stream().map(JsonString::getString).toList();
    }

    /** The conversation rows of the file as the spec names their fields. */
    private List<SpecRows.ConversationRow> conversations(String fileId) throws Exception {
        return api.all("api/v1/files/" + fileId + "/conversations").stream()
                .map(c -> new SpecRows.ConversationRow(c.getString("key"), c.getString("srcIp"),
                        c.containsKey("srcPort") ? c.getInt("srcPort") : null, c.getString("dstIp"),
                        c.containsKey("dstPort") ? c.getInt("dstPort") : null, c.getString("protocol"),
                        c.getJsonNumber("packetCount").longValue(), c.getJsonNumber("totalBytes").longValue(),
                        nanos(c.getString("startTime")), nanos(c.getString("endTime")), 0,
                        new LinkedHashSet<>(strings(c, "httpUserAgents"))))
                .sorted(Comparator.comparing(SpecRows.ConversationRow::key)).toList();
    }

    private static List<SpecRows.ConversationRow> expectedConversations(List<SpecRows.PacketRow> packets) {
        return SpecRows.conversations(packets).stream()
                .map(c -> new SpecRows.ConversationRow(c.key(), c.srcIp(), c.srcPort(), c.dstIp(), c.dstPort(),
                        c.protocol(), c.packets(), c.bytes(), c.startNanos(), c.endNanos(), 0, c.userAgents()))
                .sorted(Comparator.comparing(SpecRows.ConversationRow::key)).toList();
    }

    /** Every packet row of the file, in frame order, as the spec names their fields. */
    private List<SpecRows.PacketRow> packets(String fileId) throws Exception {
        List<SpecRows.PacketRow> rows = new ArrayList<>();
        for (JsonObject c : api.all("api/v1/files/" + fileId + "/conversations")) {
            for (JsonObject p : api.all("api/v1/conversations/" + c.getJsonNumber("id") + "/packets")) {
                rows.add(new SpecRows.PacketRow(p.getJsonNumber("frameNumber").longValue(), nanos(p.getString("timestamp")),
                        p.getInt("frameLength"), p.getString("srcIp"), p.containsKey("srcPort") ? p.getInt("srcPort") : null,
                        p.getString("dstIp"), p.containsKey("dstPort") ? p.getInt("dstPort") : null,
                        p.getString("protocol"), p.getString("info"), Api.string(p, "payloadHex"), List.of(), null));
            }
        }
        rows.sort(Comparator.comparingLong(SpecRows.PacketRow::frame));
        return rows;
    }

    /** What the API serves of a packet row: everything but the agents and server name, which rows carry. */
    private static List<SpecRows.PacketRow> served(List<SpecRows.PacketRow> rows) {
        return rows.stream().map(p -> new SpecRows.PacketRow(p.frame(), p.timeNanos(), p.length(), p.src(), p.srcPort(),
                p.dst(), p.dstPort(), p.protocol(), p.info(), p.payloadHex(), List.of(), null)).toList();
    }

    @Test
    void hostileTrafficCompletesWithEveryPacketAndConversationAsTsharkSaysOfItsFrames() throws Exception {
        byte[] capture = TRAFFIC.pcap();
        JsonObject file = analyse("hostile.pcap", capture);
        String id = file.getString("id");

        assertEquals("COMPLETED", file.getString("status"), file.toString());
        assertEquals(List.of(), strings(file, "warnings"));
        List<SpecRows.PacketRow> expected = tsharkSays("hostile.pcap", capture);
        assertEquals(expected.size(), file.getJsonNumber("packetCount").longValue());
        assertEquals(served(expected), packets(id));
        assertEquals(expectedConversations(expected), conversations(id));
        file.getJsonObject("tools").forEach((tool, outcome) ->
                assertEquals("COMPLETED", outcome.asJsonObject().getString("status"), tool + ": " + outcome));
    }

    /**
     * The request whose User-Agent imitates a line of field output: payload search finds its conversation, whose
     * packets are its own frames, and the conversation's PCAP holds exactly the frames that were sent.
     */
    @Test
    void theMarkedRequestIsFoundByPayloadSearchAndExportedAsTheFramesThatWereSent() throws Exception {
        String id = analyse("hostile.pcap", TRAFFIC.pcap()).getString("id");

        List<JsonObject> found = api.all("api/v1/files/" + id + "/conversations?payload="
                + URLEncoder.encode("GET /" + HostileTraffic.MARKER, StandardCharsets.US_ASCII));
        assertEquals(1, found.size(), found.toString());
        String conversation = "api/v1/conversations/" + found.get(0).getJsonNumber("id");
        List<JsonObject> packets = api.all(conversation + "/packets");
        String request = HexFormat.of().formatHex(("GET /" + HostileTraffic.MARKER).getBytes(StandardCharsets.US_ASCII));
        assertTrue(packets.stream().anyMatch(p -> Api.string(p, "payloadHex").startsWith(request)), packets.toString());

        Api.Reply pcap = api.get(conversation + "/pcap");
        assertEquals(200, pcap.status());
        List<byte[]> exported = frames(pcap.body());
        assertEquals(packets.size(), exported.size());
        for (int i = 0; i < packets.size(); i++) {
            int frame = packets.get(i).getInt("frameNumber");
            assertArrayEquals(TRAFFIC.records().get(frame - 1).frame(), exported.get(i), "frame " + frame);
        }
    }

    /**
     * HTTP headers carrying line ends and imitations of ndpiReader's flow lines
     * ({@link HostileTraffic#flowLineForgeries()}), which claim that a plain HTTP connection and an undetected one
     * are Amazon traffic with clear-text credentials: every conversation row carries the application and risks of
     * ndpiReader's own line for its flow ({@link NdpiView}). Where an imitation of a flow's head sits in the flow
     * listed before it, no reading of the text can tell the two lines apart, and that flow's rows carry no
     * application rather than a forged one.
     */
    @Test
    void imitatedNdpiFlowLinesInHttpHeadersChangeNoConversationsApplicationOrRisks() throws Exception {
        byte[] capture = HostileTraffic.flowLineForgeries().pcap();
        List<NdpiView.Flow> listed = NdpiView.listed(Files.write(work.resolve("forged.pcap"), capture), work,
                HostileTraffic.forgedFlowLines());
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 1), listed.stream().map(NdpiView.Flow::number).toList());
        assertEquals(HostileTraffic.FORGED_TARGET_PORT, listed.get(1).key().portA());
        assertEquals(HostileTraffic.UNDETECTED_PORT, listed.get(6).key().portA());
        Set<NdpiView.Flow> inDoubt = Set.of(listed.get(4), listed.get(6));

        JsonObject file = analyse("forged-flow-lines.pcap", capture);
        assertEquals("COMPLETED", file.getJsonObject("tools").getJsonObject("ndpiReader").getString("status"));
        List<JsonObject> rows = api.all("api/v1/files/" + file.getString("id") + "/conversations");
        for (NdpiView.Flow flow : listed) {
            FlowKey k = flow.key();
            String key = Flows.key(k.transport().name(), k.ipA(), String.valueOf(k.portA()), k.ipB(),
                    String.valueOf(k.portB()));
            List<JsonObject> ofFlow = rows.stream().filter(r -> Flows.of(r).equals(key)).toList();
            assertFalse(ofFlow.isEmpty(), key);
            boolean doubt = inDoubt.contains(flow);
            for (JsonObject row : ofFlow) {
                assertEquals(doubt || flow.app() == null ? "" : flow.app(), Api.string(row, "appName"), key);
                if (doubt) {
                    assertEquals(List.of(), strings(row, "flowRisks"), key);
                } else if (!flow.valueLineEnd()) {
                    // a flow whose own value breaks its line may have items of its sender's making after it
                    assertEquals(flow.risks(), strings(row, "flowRisks"), key);
                }
            }
        }
    }

    /** The frames of a little-endian classic pcap. */
    private static List<byte[]> frames(byte[] pcap) {
        ByteBuffer b = ByteBuffer.wrap(pcap).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(0xa1b2c3d4, b.getInt(0));
        List<byte[]> frames = new ArrayList<>();
        for (int at = 24; at < pcap.length; ) {
            int length = b.getInt(at + 8);
            frames.add(Arrays.copyOfRange(pcap, at + 16, at + 16 + length));
            at += 16 + length;
        }
        return frames;
    }

    @Test
    void aPcapngWithCustomAndUnknownBlocksCompletesWithItsPacketsOnly() throws Exception {
        byte[] capture = HostileTraffic.withVendorBlocks(TRAFFIC);
        JsonObject file = analyse("vendor.pcapng", capture);

        assertEquals("COMPLETED", file.getString("status"), file.toString());
        List<SpecRows.PacketRow> expected = tsharkSays("vendor.pcapng", capture);
        assertEquals(TRAFFIC.records().size(), expected.size());
        assertEquals(served(expected), packets(file.getString("id")));
        assertEquals(expectedConversations(expected), conversations(file.getString("id")));
    }

    /** Each conversation's packets and bytes by its key. */
    private Map<String, List<Long>> volumes(String fileId) throws Exception {
        Map<String, List<Long>> byKey = new TreeMap<>();
        for (JsonObject c : api.all("api/v1/files/" + fileId + "/conversations")) {
            byKey.put(c.getString("key"), List.of(c.getJsonNumber("packetCount").longValue(),
                    c.getJsonNumber("totalBytes").longValue()));
        }
        return byKey;
    }

    /**
     * dns-mixed-records.pcap as pcapng with every frame, or frames 1 to 3 and two of every three after, in simple
     * packet blocks, which carry no timestamp. Each is COMPLETED with a warning saying how many frames carried
     * none and which time they were given; it holds as many packets as tshark reads and the conversations of the
     * same traffic with every time; every packet has the time of the closest earlier frame that has one as
     * tshark shows the frames (the capture's first time before the first, the epoch when none has one), and every
     * conversation starts and ends with its packets.
     */
    @Test
    void framesWithoutATimestampAreAnalysedAtTheClosestEarlierFramesTimeWithAWarning() throws Exception {
        byte[] pcap = Captures.bytes("dns-mixed-records.pcap");
        Map<String, List<Long>> timed = volumes(analyse("dns-timed.pcapng", UntimedPcapng.of(pcap, UntimedPcapng.NONE))
                .getString("id"));
        Map<String, LongPredicate> variants = Map.of("dns-untimed.pcapng", UntimedPcapng.ALL,
                "dns-mixed.pcapng", n -> n <= 3 || n % 3 != 1);
        for (Map.Entry<String, LongPredicate> v : variants.entrySet()) {
            byte[] capture = UntimedPcapng.of(pcap, v.getValue());
            JsonObject file = analyse(v.getKey(), capture);
            String id = file.getString("id");
            List<TsharkView.Frame> tshark = TsharkView.read(Files.write(work.resolve(v.getKey()), capture),
                    List.of("frame.number", "frame.time_epoch"));
            List<Long> times = UntimedPcapng.expectedTimes(tshark);
            long untimed = tshark.stream().filter(f -> f.first("frame.time_epoch").isEmpty()).count();
            String warning = untimed == tshark.size()
                    ? untimed + " frames carried no timestamp and no frame of the capture has one: they were given"
                    + " 1970-01-01T00:00:00Z"
                    : untimed + " frames carried no timestamp: each was given the time of the closest earlier frame"
                    + " that has one, and the 3 before the first such frame the capture's first time, "
                    + Instant.ofEpochSecond(0, times.get(0));

            assertEquals("COMPLETED", file.getString("status"), v.getKey() + ": " + file);
            assertEquals(List.of(warning), strings(file, "warnings"), v.getKey());
            assertEquals(tshark.size(), file.getJsonNumber("packetCount").longValue(), v.getKey());
            assertEquals(timed, volumes(id), v.getKey());
            Map<Long, Long> timeOfFrame = new TreeMap<>();
            for (JsonObject c : api.all("api/v1/files/" + id + "/conversations")) {
                List<Long> packetTimes = new ArrayList<>();
                for (JsonObject p : api.all("api/v1/conversations/" + c.getJsonNumber("id") + "/packets")) {
                    timeOfFrame.put(p.getJsonNumber("frameNumber").longValue(), nanos(p.getString("timestamp")));
                    packetTimes.add(nanos(p.getString("timestamp")));
                }
                assertEquals(List.of(packetTimes.stream().min(Long::compare).orElseThrow(),
                                packetTimes.stream().max(Long::compare).orElseThrow()),
                        List.of(nanos(c.getString("startTime")), nanos(c.getString("endTime"))), c.toString());
            }
            assertEquals(times, List.copyOf(timeOfFrame.values()), v.getKey());
        }
    }

    @Test
    void aCaptureCutShortInAFrameCompletesWithAWarningServedInTheRecordTheListAndTheApiDocument() throws Exception {
        int whole = 69;
        int end = 24;
        for (int i = 0; i < whole; i++) {
            end += 16 + TRAFFIC.records().get(i).frame().length;
        }
        byte[] capture = Arrays.copyOf(TRAFFIC.pcap(), end + 16 + 20);
        JsonObject file = analyse("cut.pcap", capture);

        assertEquals("COMPLETED", file.getString("status"), file.toString());
        assertEquals(whole, tsharkSays("cut.pcap", capture).size(), "tshark reads the frames before the cut");
        List<String> warning = List.of("cut short in frame " + (whole + 1) + "; " + whole + " frames analysed");
        assertEquals(warning, strings(file, "warnings"));
        assertEquals(whole, file.getJsonNumber("packetCount").longValue());
        assertEquals(served(tsharkSays("cut.pcap", capture)), packets(file.getString("id")));
        file.getJsonObject("tools").forEach((tool, outcome) ->
                assertEquals("COMPLETED", outcome.asJsonObject().getString("status"), tool + ": " + outcome));

        JsonObject listed = api.all("api/v1/files").stream().filter(f -> f.getString("id").equals(file.getString("id")))
                .findFirst().orElseThrow();
        assertEquals(warning, strings(listed, "warnings"));
        URL root = new URL(base.getProtocol(), base.getHost(), base.getPort(), "/");
        assertTrue(new Api(root).get("openapi").text().contains("warnings"), "the API document describes them");
    }

    @Test
    void aCaptureCutShortInItsFirstFrameFailsSayingSo() throws Exception {
        JsonObject file = analyse("cut-early.pcap", Arrays.copyOf(TRAFFIC.pcap(), 24 + 16 + 20));

        assertEquals("FAILED", file.getString("status"), file.toString());
        assertTrue(file.getString("statusReason").startsWith("The capture file is cut short in frame 1, before any"
                + " frame could be read"), file.getString("statusReason"));
    }

    @Test
    void aFileShorterThanAPcapHeaderFailsSayingWhatIsWrongWithIt() throws Exception {
        JsonObject file = analyse("short.pcap", Arrays.copyOf(TRAFFIC.pcap(), 10));

        assertEquals("FAILED", file.getString("status"), file.toString());
        assertEquals("not a capture file: 10 bytes, shorter than a pcap header (24 bytes)", file.getString("statusReason"));
    }
}
