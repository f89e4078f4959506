package io.pcaplens.webapp;

import jakarta.json.JsonObject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URL;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The operations metrics at /metrics (Prometheus text, MicroProfile Metrics on Payara) against what the test
 * did and what the API reports: analyses by outcome, their time, tool failures by tool, the queue's depth and
 * API requests by endpoint template and status.
 */
class MetricsIT extends DeployedService {

    private static final Random RANDOM = new Random();
    private static final Set<String> UNFINISHED = Set.of("QUEUED", "ANALYZING");

    private Api root;

    /** One scrape: every sample by its name and labels ({@code mp_scope} left out). */
    private record Scrape(Map<String, Map<Map<String, String>, Double>> samples) {

        private static final Pattern LINE = Pattern.compile("^([a-zA-Z_:][a-zA-Z0-9_:]*)(\\{(.*)})? (\\S+)$");
        private static final Pattern LABEL = Pattern.compile("(\\w+)=\"((?:[^\"\\\\]|\\\\.)*)\"");

        static Scrape of(String text) {
            Map<String, Map<Map<String, String>, Double>> samples = new HashMap<>();
            for (String line : text.lines().toList()) {
                Matcher m = LINE.matcher(line);
                if (line.startsWith("#") || !m.matches()) {
                    continue;
                }
                Map<String, String> labels = new HashMap<>();
                Matcher l = LABEL.matcher(m.group(3) == null ? "" : m.group(3));
                while (l.find()) {
                    labels.put(l.group(1), l.group(2));
                }
                labels.remove("mp_scope");
                samples.computeIfAbsent(m.group(1), k -> new HashMap<>()).put(labels, Double.parseDouble(m.group(4)));
            }
            return new Scrape(samples);
        }

        /** The sum of the samples of that name whose labels include the given ones; 0 when there are none. */
        double value(String name, String... labelValues) {
            Map<String, String> wanted = new HashMap<>();
            for (int i = 0; i < labelValues.length; i += 2) {
                wanted.put(labelValues[i], labelValues[i + 1]);
            }
            return samples.getOrDefault(name, Map.of()).entrySet().stream()
                    .filter(e -> e.getKey().entrySet().containsAll(wanted.entrySet()))
                    .mapToDouble(Map.Entry::getValue).sum();
        }

        boolean has(String name) {
            return samples.containsKey(name);
        }
    }

    @BeforeEach
    void idle() throws Exception {
        root = new Api(new URL(base.getProtocol(), base.getHost(), base.getPort(), "/"));
        // captures earlier test classes left queued are analysed now, and would count in the middle of a test
        Instant end = Instant.now().plus(Captures.ANALYSIS);
        while (api.all("api/v1/files").stream().anyMatch(f -> UNFINISHED.contains(f.getString("status")))) {
            if (Instant.now().isAfter(end)) {
                fail("the service did not finish the analyses it had queued");
            }
            Thread.sleep(500);
        }
    }

    private Scrape scrape() throws Exception {
        Api.Reply r = root.get("metrics");
        assertEquals(200, r.status(), r.text());
        assertTrue(r.contentType().startsWith("text/plain"), r.contentType());
        return Scrape.of(r.text());
    }

    /**
     * A scrape once the analysis that ended since {@code before} is counted: the record says the analysis ended
     * a moment before its counters move, as the worker counts after storing the verdict.
     */
    private Scrape scrapeOnceCounted(Scrape before) throws Exception {
        Instant end = Instant.now().plusSeconds(30);
        Scrape after = scrape();
        while (after.value("pcaplens_analyses_total") == before.value("pcaplens_analyses_total")
                && Instant.now().isBefore(end)) {
            Thread.sleep(100);
            after = scrape();
        }
        return after;
    }

    /** Uploads, then asks for the file until its analysis ended; returns the record and how many times it asked. */
    private record Followed(JsonObject file, int asked) {
    }

    private Followed follow(String name, byte[] capture) throws Exception {
        String id = api.uploadAfresh(name, capture, Map.of());
        int asked = 0;
        Instant end = Instant.now().plus(Captures.ANALYSIS);
        while (Instant.now().isBefore(end)) {
            Api.Reply r = api.get("api/v1/files/" + id);
            asked++;
            assertEquals(200, r.status(), r.text());
            if (!UNFINISHED.contains(r.json().getString("status"))) {
                return new Followed(r.json(), asked);
            }
            Thread.sleep(200);
        }
        fail("the analysis of " + name + " did not end");
        return null;
    }

    @Test
    void aCompletedAnalysisAddsOneToItsOutcomeAndItsTimeAndTheRequestsAreCountedByTemplate() throws Exception {
        Scrape before = scrape();
        assertTrue(before.has("pcaplens_analysis_queue_depth"), "the gauge is there before any analysis");
        Instant at = Instant.parse("2017-01-01T00:00:00Z").plusSeconds(RANDOM.nextInt(300 * 24 * 3600));
        long t0 = System.nanoTime();

        Followed run = follow("metrics-" + at.getEpochSecond() + ".pcap", Captures.dhcpAt(at));
        Scrape after = scrapeOnceCounted(before);
        double waited = (System.nanoTime() - t0) / 1e9;

        assertEquals("COMPLETED", run.file().getString("status"), run.file().toString());
        assertEquals(1, after.value("pcaplens_analyses_total", "outcome", "COMPLETED")
                - before.value("pcaplens_analyses_total", "outcome", "COMPLETED"));
        assertEquals(0, after.value("pcaplens_analyses_total", "outcome", "FAILED")
                - before.value("pcaplens_analyses_total", "outcome", "FAILED"));
        assertEquals(1, after.value("pcaplens_analysis_seconds_count") - before.value("pcaplens_analysis_seconds_count"));
        double took = after.value("pcaplens_analysis_seconds_sum") - before.value("pcaplens_analysis_seconds_sum");
        assertTrue(took > 0 && took <= waited, "the analysis took " + took + " s of the " + waited + " s waited");
        assertEquals(1, after.value("pcaplens_analysis_seconds_bucket", "le", "+Inf")
                - before.value("pcaplens_analysis_seconds_bucket", "le", "+Inf"));
        assertEquals(after.value("pcaplens_tool_failures_total"), before.value("pcaplens_tool_failures_total"),
                "no tool failed: " + run.file().getJsonObject("tools"));

        assertEquals(1, after.value("pcaplens_http_request_seconds_count", "method", "POST", "endpoint", "/api/v1/files",
                "status", "201") - before.value("pcaplens_http_request_seconds_count", "method", "POST",
                "endpoint", "/api/v1/files", "status", "201"));
        assertEquals(run.asked(), after.value("pcaplens_http_request_seconds_count", "method", "GET",
                "endpoint", "/api/v1/files/{fileId}", "status", "200") - before.value(
                "pcaplens_http_request_seconds_count", "method", "GET", "endpoint", "/api/v1/files/{fileId}",
                "status", "200"));
        assertEquals(0, after.value("pcaplens_analysis_queue_depth"), "nothing waits any more");
    }

    @Test
    void aRequestForAnUnknownFileIsCountedWithItsStatusAndOneOutsideTheApiAsUnmatched() throws Exception {
        Scrape before = scrape();
        assertEquals(404, api.get("api/v1/files/0b0b0b0b-0000-4000-8000-000000000000").status());
        assertEquals(404, api.get("api/v1/no/such/endpoint").status());
        Scrape after = scrape();

        assertEquals(1, after.value("pcaplens_http_request_seconds_count", "endpoint", "/api/v1/files/{fileId}",
                "status", "404") - before.value("pcaplens_http_request_seconds_count", "endpoint",
                "/api/v1/files/{fileId}", "status", "404"));
        assertEquals(1, after.value("pcaplens_http_request_seconds_count", "endpoint", "unmatched", "status", "404")
                - before.value("pcaplens_http_request_seconds_count", "endpoint", "unmatched", "status", "404"));
    }

    @Test
    void aFailedAnalysisCountsAsFailed() throws Exception {
        Scrape before = scrape();

        Followed run = follow("metrics-broken.pcap", Captures.truncated());
        Scrape after = scrapeOnceCounted(before);

        assertEquals("FAILED", run.file().getString("status"));
        assertEquals(1, after.value("pcaplens_analyses_total", "outcome", "FAILED")
                - before.value("pcaplens_analyses_total", "outcome", "FAILED"));
        assertEquals(0, after.value("pcaplens_analyses_total", "outcome", "COMPLETED")
                - before.value("pcaplens_analyses_total", "outcome", "COMPLETED"));
    }

    @Test
    void aToolThatFailsIsCountedUnderItsNameAsTheFileRecordReportsIt() throws Exception {
        Scrape before = scrape();

        // nDPI reads no 802.11 radiotap frames, so it finds no flow in this capture's IP traffic
        Followed run = follow("wifi-radiotap-http.pcap", Captures.bytes("wifi-radiotap-http.pcap"));
        Scrape after = scrapeOnceCounted(before);

        JsonObject tools = run.file().getJsonObject("tools");
        Set<String> failed = tools.keySet().stream()
                .filter(t -> tools.getJsonObject(t).getString("status").equals("FAILED")).collect(Collectors.toSet());
        assertTrue(failed.contains("ndpiReader"), tools.toString());
        for (String tool : List.of("tshark", "ndpiReader", "suricata", "fileExtraction")) {
            assertEquals(failed.contains(tool) ? 1 : 0, after.value("pcaplens_tool_failures_total", "tool", tool)
                    - before.value("pcaplens_tool_failures_total", "tool", tool), tool + ": " + tools);
        }
    }

    @Test
    void theQueueDepthIsTheNumberOfCapturesWaitingWhileTheWorkerIsBusy() throws Exception {
        String big = api.uploadAfresh("large-mixed-merged.pcap", Captures.bytes("large-mixed-merged.pcap"), Map.of());
        awaitStatus(big, "ANALYZING");
        Instant at = Instant.parse("2016-01-01T00:00:00Z").plusSeconds(RANDOM.nextInt(300 * 24 * 3600));
        List<String> waiting = List.of(
                api.uploadAfresh("queued-1.pcap", Captures.dhcpAt(at), Map.of()),
                api.uploadAfresh("queued-2.pcap", Captures.dhcpAt(at.plusSeconds(60)), Map.of()));

        // the depth a scrape saw is known when the same captures were waiting before and after it
        Instant end = Instant.now().plus(Duration.ofSeconds(60));
        boolean seen = false;
        while (!seen && Instant.now().isBefore(end)) {
            Set<String> queuedBefore = queued();
            double depth = scrape().value("pcaplens_analysis_queue_depth");
            if (queuedBefore.equals(queued())) {
                assertEquals(queuedBefore.size(), depth, "captures waiting: " + queuedBefore);
                seen = !queuedBefore.isEmpty() && queuedBefore.containsAll(waiting);
            }
        }
        assertTrue(seen, "a scrape while both captures waited behind the big one");

        for (String id : List.of(big, waiting.get(0), waiting.get(1))) {
            api.awaitAnalysis(id, Captures.ANALYSIS);
        }
        assertEquals(0, scrape().value("pcaplens_analysis_queue_depth"));
    }

    private Set<String> queued() throws IOException, InterruptedException {
        return api.all("api/v1/files").stream().filter(f -> f.getString("status").equals("QUEUED"))
                .map(f -> f.getString("id")).collect(Collectors.toSet());
    }

    private void awaitStatus(String id, String status) throws Exception {
        Instant end = Instant.now().plus(Captures.ANALYSIS);
        while (Instant.now().isBefore(end)) {
            String now = api.get("api/v1/files/" + id).json().getString("status");
            if (now.equals(status)) {
                return;
            }
            assertTrue(UNFINISHED.contains(now), id + " ended before it was seen " + status);
            Thread.sleep(50);
        }
        fail(id + " never became " + status);
    }
}
