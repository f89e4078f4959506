package io.pcaplens.webapp;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The findings' narrative as deployed (docs/findings.md#narrative): the service is configured with a
 * chat-completions model at {@code pcaplens.llm.port} on loopback, where this test runs the stand-in that records
 * what it is asked. The model is sent the findings' facts fenced, never the capture's payload; the findings a
 * narrative lists are the capture's most severe as the findings API orders them, whatever the model's text
 * claims; a slow model gives the built-in summary, saying why.
 */
class FindingsNarrativeIT extends DeployedService {

    private static final int PORT = Integer.getInteger("pcaplens.llm.port", 18978);

    private static ChatModelStandIn model;

    @TempDir
    static Path dir;

    /** The planted beacon among browsing noise: findings, and payload in clear text (HTTP requests). */
    private static Path beacon;
    private static String beaconId;

    @BeforeAll
    static void startModel() throws IOException {
        model = new ChatModelStandIn(PORT);
    }

    @AfterAll
    static void stopModel() {
        model.close();
    }

    private synchronized String beacon() throws Exception {
        if (beaconId == null) {
            beacon = new PlantedThreats(dir).beacon();
            String id = api.uploadAfresh(beacon.getFileName().toString(), Files.readAllBytes(beacon), Map.of());
            JsonObject file = api.awaitAnalysis(id, Duration.ofSeconds(300));
            assertEquals("COMPLETED", file.getString("status"), file.toString());
            beaconId = id;
        }
        return beaconId;
    }

    private static List<String> strings(JsonObject o, String name) {
        return o.getJsonArray(name).getValuesAs(JsonString.class).stream().map(JsonString::getString).toList();
    }

    /** The user agents tshark reads from the capture's HTTP requests: payload the model must never be sent. */
    private static List<String> userAgents(Path capture) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("tshark", "-n", "-r", capture.toString(), "-Y", "http.user_agent", "-T",
                "fields", "-e", "http.user_agent").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), "tshark reads " + capture);
        return out.lines().filter(l -> !l.isBlank()).distinct().toList();
    }

    @Test
    void theModelSummarisesTheMostSevereFindingsFencedAndWithoutPayload() throws Exception {
        String id = beacon();
        JsonObject page = api.get("api/v1/files/" + id + "/findings?size=10").json();
        List<JsonObject> top = page.getJsonArray("items").getValuesAs(JsonObject.class);
        assertFalse(top.isEmpty(), "the planted beacon is found: " + page);
        model.mode = ChatModelStandIn.Mode.ANSWER;
        model.narratives.clear();

        Api.Reply reply = api.get("api/v1/files/" + id + "/findings/narrative");

        assertEquals(200, reply.status(), reply.text());
        JsonObject narrative = reply.json();
        assertEquals("model", narrative.getString("source"));
        assertEquals("pcaplens-it", narrative.getString("model"));
        assertEquals(ChatModelStandIn.NARRATIVE, narrative.getString("text"));
        assertFalse(narrative.containsKey("fallbackReason"), narrative.toString());
        // the findings are the service's: the capture's most severe, never the one the model's text makes up
        assertEquals(top.stream().map(f -> f.getString("findingId")).toList(), strings(narrative, "findingIds"));
        assertEquals(top.size(), narrative.getInt("findings"));
        assertEquals(page.getInt("total"), narrative.getInt("total"));

        assertEquals(1, model.narratives.size(), "one request");
        JsonObject request = model.narratives.get(0);
        String user = request.getJsonArray("messages").getJsonObject(1).getString("content");
        List<String> lines = List.of(user.split("\n"));
        int start = lines.indexOf("<<<FINDINGS DATA>>>");
        int end = lines.indexOf("<<<END FINDINGS DATA>>>");
        assertTrue(start >= 0 && end > start, user);
        List<JsonObject> fenced = lines.subList(start + 1, end).stream().filter(l -> l.startsWith("finding: "))
                .map(l -> Json.createReader(new StringReader(l.substring("finding: ".length()))).readObject()).toList();
        assertEquals(top.stream().map(f -> f.getString("title")).toList(),
                fenced.stream().map(f -> f.getString("title")).toList(), "every title, fenced, in the list's order");
        for (JsonObject f : top) {
            for (int i = 0; i < lines.size(); i++) {
                if (i <= start || i >= end) {
                    assertFalse(lines.get(i).contains(f.getString("title")), "a title outside the fence: " + user);
                }
            }
        }
        List<String> agents = userAgents(beacon);
        assertFalse(agents.isEmpty(), "the capture carries HTTP requests in clear text");
        String sent = request.toString();
        for (String agent : agents) {
            assertFalse(sent.contains(agent), "payload sent to the model: " + agent);
        }
        assertFalse(sent.contains("GET /page/"), "payload sent to the model");
    }

    @Test
    void aSlowModelGivesTheBuiltInSummaryOfTheSameFindingsAndSaysWhy() throws Exception {
        String id = beacon();
        List<JsonObject> top = api.get("api/v1/files/" + id + "/findings?size=10").json().getJsonArray("items")
                .getValuesAs(JsonObject.class);
        model.mode = ChatModelStandIn.Mode.SLOW;
        try {
            long started = System.nanoTime();
            JsonObject narrative = api.get("api/v1/files/" + id + "/findings/narrative").json();
            long millis = (System.nanoTime() - started) / 1_000_000;

            assertEquals("built-in", narrative.getString("source"), narrative.toString());
            assertFalse(narrative.containsKey("model"), narrative.toString());
            assertEquals("the language model gave no answer within 2000 ms", narrative.getString("fallbackReason"));
            assertTrue(millis < 3_900, "given up at the service's 2 s timeout, not the model's 4 s: " + millis);
            assertEquals(top.stream().map(f -> f.getString("findingId")).toList(), strings(narrative, "findingIds"));
            // one sentence per finding, from its own title and evidence
            String text = narrative.getString("text");
            for (JsonObject f : top) {
                int n = f.getInt("conversationCount");
                assertTrue(text.contains(": " + f.getString("title") + ", in " + n + " conversation"
                        + (n == 1 ? "." : "s.")), text);
            }
        } finally {
            model.mode = ChatModelStandIn.Mode.ANSWER;
        }
    }

    @Test
    void anUnknownCaptureIsNotFoundAndOneWhoseAnalysisFailedAConflict() throws Exception {
        for (String id : List.of(UUID.randomUUID().toString(), "not-an-id")) {
            Api.Reply unknown = api.get("api/v1/files/" + id + "/findings/narrative");
            assertEquals(404, unknown.status(), unknown.text());
            assertTrue(unknown.contentType().startsWith("application/problem+json"), unknown.contentType());
        }
        // a pcap cut short in its first frame: the analysis fails (HostileCapturesIT), so no findings are stored
        byte[] cut = Arrays.copyOf(Captures.bytes("http-pdf-download.pcap"), 24 + 16 + 20);
        String failed = api.uploadAfresh("cut-for-narrative.pcap", cut, Map.of());
        assertEquals("FAILED", api.awaitAnalysis(failed, Captures.ANALYSIS).getString("status"));
        int asked = model.narratives.size();

        Api.Reply conflict = api.get("api/v1/files/" + failed + "/findings/narrative");

        assertEquals(409, conflict.status(), conflict.text());
        assertTrue(conflict.contentType().startsWith("application/problem+json"), conflict.contentType());
        assertEquals(asked, model.narratives.size(), "the model is not asked");
    }
}
