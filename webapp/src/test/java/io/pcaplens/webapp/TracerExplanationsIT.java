package io.pcaplens.webapp;

import jakarta.json.JsonObject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Tracer explanations as deployed (spec 8, 10.6 items 6 and 7): the service is configured with a chat-completions
 * model at {@code pcaplens.llm.port} on loopback, where this test runs a stand-in that records what it is asked.
 * What the model receives is checked against the spec's rules applied to the served steps; a model that answers
 * nonsense, is slow or is gone gives built-in explanations, never an error.
 */
class TracerExplanationsIT extends DeployedService {

    private static final int PORT = Integer.getInteger("pcaplens.llm.port", 18978);

    private static ChatModelStandIn model;

    @BeforeAll
    static void startModel() throws IOException {
        model = new ChatModelStandIn(PORT);
    }

    @AfterAll
    static void stopModel() {
        model.close();
    }

    @Test
    void theModelReceivesExactlyTheSpecsFieldsAndIsAskedOnce() throws Exception {
        // the HTTP row: its packets carry the request and the response headers
        JsonObject conversation = api.all("api/v1/files/" + api.analysed("http-pdf-download.pcap")
                + "/conversations?protocol=HTTP").get(0);
        long id = conversation.getJsonNumber("id").longValue();
        int total = (int) conversation.getJsonNumber("packetCount").longValue();
        List<JsonObject> steps = ok("api/v1/tracer/" + id + "/steps?limit=1000&scope=row").getJsonArray("items")
                .getValuesAs(JsonObject.class);
        model.packets.clear();
        int before = model.requests.get();

        List<JsonObject> explained = array("api/v1/tracer/" + id + "/explanations?scope=row&from=1&to=" + total);

        assertEquals(total, explained.size());
        for (int i = 0; i < total; i++) {
            JsonObject e = explained.get(i);
            assertEquals(i + 1, e.getInt("index"));
            assertEquals("llm", e.getString("source"), e.toString());
            assertEquals("model: step " + (i + 1), e.getString("explanation"));
            assertFalse(e.getBoolean("cached"));
        }
        List<String> expected = steps.stream().map(TracerExplanationsIT::promptOf).toList();
        List<String> asked = model.packets.stream().map(JsonObject::toString).toList();
        assertEquals(expected, asked);
        assertTrue(asked.stream().anyMatch(p -> p.contains("\"payload\":\"GET /")), "the request line is passed as text");

        int requests = model.requests.get() - before;
        List<JsonObject> again = array("api/v1/tracer/" + id + "/explanations?scope=row&from=1&to=" + total);
        JsonObject single = ok("api/v1/tracer/" + id + "/steps/2/explanation?scope=row");

        assertEquals(before + requests, model.requests.get(), "kept explanations ask the model nothing");
        assertTrue(again.stream().allMatch(e -> e.getBoolean("cached")));
        assertTrue(single.getBoolean("cached"));
        assertEquals("model: step 2", single.getString("explanation"));
    }

    @Test
    void aModelAnsweringNonsenseGivesBuiltInExplanationsThatAreNotKept() throws Exception {
        long id = largest(api.analysed("icmp-pings.pcap")).getJsonNumber("id").longValue();
        model.mode = ChatModelStandIn.Mode.GARBAGE;
        List<JsonObject> fallback;
        try {
            fallback = array("api/v1/tracer/" + id + "/explanations?from=1&to=4&scope=row");
        } finally {
            model.mode = ChatModelStandIn.Mode.ANSWER;
        }
        assertTrue(fallback.stream().allMatch(e -> e.getString("source").equals("builtin")), fallback.toString());
        assertTrue(fallback.get(0).getString("explanation").toLowerCase().contains("echo"), fallback.toString());

        List<JsonObject> later = array("api/v1/tracer/" + id + "/explanations?from=1&to=4&scope=row");
        assertTrue(later.stream().allMatch(e -> e.getString("source").equals("llm")), later.toString());
    }

    @Test
    void aSlowModelGivesBuiltInExplanationsInTime() throws Exception {
        long id = largest(api.analysed("dns-mixed-records.pcap")).getJsonNumber("id").longValue();
        model.mode = ChatModelStandIn.Mode.SLOW;
        try {
            JsonObject e = ok("api/v1/tracer/" + id + "/steps/1/explanation?scope=row");
            String info = ok("api/v1/tracer/" + id + "/steps?limit=1&scope=row").getJsonArray("items").getJsonObject(0)
                    .getString("info");
            String queried = info.substring(info.lastIndexOf(' ') + 1);
            assertEquals("builtin", e.getString("source"));
            assertTrue(e.getString("explanation").contains(queried), e + " names " + queried + " of " + info);
        } finally {
            model.mode = ChatModelStandIn.Mode.ANSWER;
        }
    }

    /**
     * docs/tracer.md, Tracer: a model that sends its answer a byte at a time is given up at the timeout, explanation
     * requests beyond what may wait for the model are answered 503 with Retry-After at once, and the rest of the
     * API answers all the while, since no request thread waits for the model.
     */
    @Test
    void aDrippingModelNeitherHoldsTheApiNorAnswersLate() throws Exception {
        long id = largest(api.analysed("http-pdf-download.pcap")).getJsonNumber("id").longValue();
        int windows = 30;
        model.mode = ChatModelStandIn.Mode.DRIP;
        List<Api.Reply> replies;
        List<Api.Reply> listings = new ArrayList<>();
        var callers = java.util.concurrent.Executors.newFixedThreadPool(windows);
        try {
            List<java.util.concurrent.Future<Api.Reply>> asked = new ArrayList<>();
            for (int i = 0; i < windows; i++) {
                int step = i % 10 + 1;
                asked.add(callers.submit(() -> api.get("api/v1/tracer/" + id + "/explanations?scope=connection&from="
                        + step + "&to=" + (step + 1))));
            }
            for (int i = 0; i < 5; i++) {
                listings.add(api.get("api/v1/files?size=10"));
            }
            replies = new ArrayList<>();
            for (var reply : asked) {
                replies.add(reply.get(60, java.util.concurrent.TimeUnit.SECONDS));
            }
        } finally {
            model.mode = ChatModelStandIn.Mode.ANSWER;
            callers.shutdownNow();
        }
        assertTrue(listings.stream().allMatch(r -> r.status() == 200), "the file list answers while the model drips: "
                + listings.stream().map(Api.Reply::status).toList());
        long busy = 0;
        for (Api.Reply r : replies) {
            if (r.status() == 503) {
                busy++;
                assertTrue(r.contentType().startsWith("application/problem+json"), r.text());
                assertTrue(Long.parseLong(r.header("Retry-After")) >= 1, r.headers().toString());
            } else {
                assertEquals(200, r.status(), r.text());
                List<JsonObject> explained = jakarta.json.Json.createReader(new java.io.StringReader(r.text()))
                        .readArray().getValuesAs(JsonObject.class);
                assertTrue(explained.stream().allMatch(e -> e.getString("source").equals("builtin")), r.text());
            }
        }
        assertTrue(busy > 0 && busy < windows, busy + " of " + windows + " windows were told to come back");
    }

    @Test
    void theSystemSaysWhichExplainerIsActive() throws Exception {
        String explanations = ok("api/v1/system").getJsonObject("features").getString("explanations");
        assertTrue(explanations.contains("pcaplens-it") && explanations.contains("127.0.0.1:" + PORT), explanations);
    }

    /** The spec's model input for a served step (8, 10.6 item 6), in the stand-in's view of the prompt. */
    private static String promptOf(JsonObject step) {
        var json = jakarta.json.Json.createObjectBuilder()
                .add("index", step.getInt("index"))
                .add("direction", step.getString("direction").equals("CLIENT") ? "CLIENT->SERVER" : "SERVER->CLIENT")
                .add("protocol", step.getString("protocol"))
                .add("size", step.getInt("size"));
        if (step.containsKey("info") && !step.isNull("info")) {
            json.add("info", step.getString("info"));
        }
        String ascii = ascii(HexFormat.of().parseHex(step.getString("payloadHex")));
        if (hasPrintableRun(step.getString("payloadHex")) && !denseAsRandom(step.getString("payloadHex"))) {
            json.add("payload", ascii);
        }
        return json.build().toString();
    }

    private static String ascii(byte[] payload) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < Math.min(64, payload.length); i++) {
            int b = payload[i] & 0xff;
            text.append(b >= 0x20 && b <= 0x7e ? (char) b : '.');
        }
        return text.toString();
    }

    /**
     * docs/tracer.md, Explanations: at least 32 bytes whose Shannon entropy reaches 0.9 of the most their length allows
     * (log2 of the count, at most 8 bits) are never passed on.
     */
    private static boolean denseAsRandom(String hex) {
        byte[] payload = HexFormat.of().parseHex(hex);
        int n = Math.min(64, payload.length);
        if (n < 32) {
            return false;
        }
        int[] counts = new int[256];
        for (int i = 0; i < n; i++) {
            counts[payload[i] & 0xff]++;
        }
        double bits = 0;
        for (int c : counts) {
            if (c > 0) {
                bits -= (double) c / n * (Math.log((double) c / n) / Math.log(2));
            }
        }
        return bits >= 0.9 * Math.min(8, Math.log(n) / Math.log(2));
    }

    /** At least four printable bytes in a row among the first 64. */
    private static boolean hasPrintableRun(String hex) {
        byte[] payload = HexFormat.of().parseHex(hex);
        int run = 0;
        for (int i = 0; i < Math.min(64, payload.length); i++) {
            int b = payload[i] & 0xff;
            run = b >= 0x20 && b <= 0x7e ? run + 1 : 0;
            if (run >= 4) {
                return true;
            }
        }
        return false;
    }

    private JsonObject largest(String file) throws Exception {
        return api.all("api/v1/files/" + file + "/conversations?sort=packetCount:desc").get(0);
    }

    private JsonObject ok(String path) throws Exception {
        Api.Reply r = api.get(path);
        assertEquals(200, r.status(), path + ": " + r.text());
        return r.json();
    }

    private List<JsonObject> array(String path) throws Exception {
        Api.Reply r = api.get(path);
        assertEquals(200, r.status(), path + ": " + r.text());
        return jakarta.json.Json.createReader(new java.io.StringReader(r.text())).readArray()
                .getValuesAs(JsonObject.class).stream().collect(Collectors.toCollection(ArrayList::new));
    }
}
