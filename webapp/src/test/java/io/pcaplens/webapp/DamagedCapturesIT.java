package io.pcaplens.webapp;

import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Damaged and hostile variants of three reference captures ({@link CaptureMutants}; the whole corpus is run by
 * bench/fuzz.sh): each upload ends COMPLETED, possibly with warnings, or FAILED with a reason that names what is
 * wrong with the file, never stuck; and every endpoint answers a COMPLETED one without a server error, with
 * problem bodies for whatever it refuses.
 */
class DamagedCapturesIT extends DeployedService {

    static final List<String> SAMPLE = List.of("smtp-zip-attachment.pcap", "http-png-image-port1080.pcapng",
            "dns-mixed-records.pcap");

    @Test
    void everyVariantEndsWithAVerdictAndEveryEndpointAnswersIt() throws Exception {
        Map<String, String> uploaded = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        for (String capture : SAMPLE) {
            for (CaptureMutants.Mutant m : CaptureMutants.of(capture, Captures.bytes(capture))) {
                Api.Reply r = api.upload(m.name(), m.bytes(), Map.of());
                if (r.status() == 409) {
                    String earlier = r.json().getString("existingFileId");
                    if (uploaded.containsValue(earlier)) {
                        // the same bytes as another variant here (a cut inside the file header of two captures)
                        continue;
                    }
                    // left by an earlier run on the same database
                    api.delete("api/v1/files/" + earlier);
                    r = api.upload(m.name(), m.bytes(), Map.of());
                }
                if (r.status() != 201) {
                    check(problems, m.name() + ": upload", r);
                    continue;
                }
                uploaded.put(m.name(), r.json().getString("id"));
            }
        }
        int completed = 0;
        int failed = 0;
        for (Map.Entry<String, String> u : uploaded.entrySet()) {
            JsonObject file = api.awaitAnalysis(u.getValue(), Duration.ofMinutes(3));
            if (file.getString("status").equals("FAILED")) {
                failed++;
                String reason = file.getString("statusReason", "");
                if (!namesTheProblem(reason)) {
                    problems.add(u.getKey() + ": FAILED without a reason naming the problem: " + reason);
                }
            } else {
                completed++;
                walk(problems, u.getKey(), u.getValue());
            }
        }
        System.out.printf("damaged captures: %d uploaded, %d COMPLETED, %d FAILED%n", uploaded.size(), completed,
                failed);
        assertEquals(List.of(), problems);
        // the same first bytes of two captures are one upload
        assertTrue(uploaded.size() >= 30, "variants uploaded: " + uploaded.size());
        assertTrue(completed > 0 && failed > 0, "both verdicts occur");
    }

    /** A reason an analyst can act on: not empty, no Java, not blaming the tools for the file. */
    private static boolean namesTheProblem(String reason) {
        return !reason.isBlank() && !reason.contains("null") && !reason.contains("Exception")
                && !reason.contains("java.") && !reason.contains("could not be run");
    }

    /** Every read endpoint of the file, of its first conversations and of their tracer. */
    private void walk(List<String> problems, String name, String fileId) throws Exception {
        String file = "api/v1/files/" + fileId;
        for (String path : List.of(file, file + "/download", file + "/conversations?size=100&sort=totalBytes:desc",
                file + "/conversations?sort=startTime:asc&ip=.&payload=0x00", file + "/conversations/facets",
                file + "/conversations.csv", file + "/conversations.pcap", file + "/extracted")) {
            check(problems, name + " " + path, api.get(path));
        }
        Api.Reply list = api.get(file + "/conversations?size=3");
        if (list.status() != 200) {
            return;
        }
        for (var item : list.json().getJsonArray("items")) {
            JsonObject row = item.asJsonObject();
            String c = "api/v1/conversations/" + row.getJsonNumber("id").longValue();
            String t = "api/v1/tracer/" + row.getJsonNumber("id").longValue();
            for (String path : List.of(c, c + "/packets?size=100", c + "/pcap", c + "/session",
                    c + "/hosts/" + row.getString("srcIp"), t + "/steps?offset=0&limit=1000", t + "/peers")) {
                check(problems, name + " " + path, api.get(path));
            }
        }
    }

    private static void check(List<String> problems, String what, Api.Reply r) {
        if (r.status() >= 500) {
            problems.add(what + " answered " + r.status() + ": " + r.text());
        } else if (r.status() >= 400 && !r.contentType().startsWith("application/problem+json")) {
            problems.add(what + " answered " + r.status() + " without a problem body: " + r.contentType());
        }
    }
}
