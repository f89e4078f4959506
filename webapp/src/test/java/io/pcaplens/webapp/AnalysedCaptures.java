package io.pcaplens.webapp;

import jakarta.json.JsonObject;

import java.io.IOException;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Logger;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Reference captures analysed once per test JVM on the shared deployed service, for the tests that only read what
 * the analysis of a capture gave (its rows, overview, flows, packets). Each such test used to upload the capture
 * afresh and wait for a new analysis of the same bytes with the same options: minutes of every run spent on
 * answers already stored. Here the first test that asks analyses the capture, and the others get that file for as
 * long as the service still holds it exactly as it was when its analysis completed; a test that deletes or
 * re-analyses a capture (its own business) only makes the next one that asks analyse it again.
 */
final class AnalysedCaptures {

    private static final Logger LOG = Logger.getLogger(AnalysedCaptures.class.getName());

    /** The same capture with the same upload options on the same service is the same analysis. */
    private record Key(String service, String capture, Map<String, String> options) {
    }

    /** The file record as its analysis completed, by what was analysed. */
    private static final Map<Key, JsonObject> COMPLETED = new ConcurrentHashMap<>();

    private AnalysedCaptures() {
    }

    /** The id of a COMPLETED analysis of the reference capture with the default options. */
    static String id(Api api, String capture) throws IOException, InterruptedException {
        return ids(api, List.of(capture), Map.of()).get(capture);
    }

    /** The id of a COMPLETED analysis of the reference capture with these upload options. */
    static String id(Api api, String capture, Map<String, String> options) throws IOException, InterruptedException {
        return ids(api, List.of(capture), options).get(capture);
    }

    /**
     * The ids of COMPLETED analyses of the reference captures, by capture, with the default options. Those not
     * analysed yet are all uploaded before the first is waited for, so that the service works through them while
     * the caller may be busy with its oracles.
     */
    static Map<String, String> ids(Api api, Collection<String> captures) throws IOException, InterruptedException {
        return ids(api, captures, Map.of());
    }

    static synchronized Map<String, String> ids(Api api, Collection<String> captures, Map<String, String> options)
            throws IOException, InterruptedException {
        Map<String, String> ids = new LinkedHashMap<>();
        Map<String, String> uploaded = new LinkedHashMap<>();
        for (String capture : captures) {
            JsonObject kept = COMPLETED.get(key(api, capture, options));
            if (kept != null && stillAsAnalysed(api, kept)) {
                ids.put(capture, kept.getString("id"));
            } else {
                if (kept != null) {
                    LOG.info(() -> capture + " was deleted or changed since its analysis: analysing it again");
                }
                uploaded.put(capture, api.uploadAfresh(capture, Captures.bytes(capture), options));
            }
        }
        for (Map.Entry<String, String> u : uploaded.entrySet()) {
            JsonObject file = api.awaitAnalysis(u.getValue(), Captures.ANALYSIS);
            assertEquals("COMPLETED", file.getString("status"), u.getKey() + ": " + file);
            COMPLETED.put(key(api, u.getKey(), options), file);
            ids.put(u.getKey(), u.getValue());
        }
        Map<String, String> inOrder = new LinkedHashMap<>();
        captures.forEach(c -> inOrder.put(c, ids.get(c)));
        return inOrder;
    }

    private static Key key(Api api, String capture, Map<String, String> options) {
        return new Key(api.base(), capture, Map.copyOf(options));
    }

    /** Its record unchanged: not deleted, not analysed again, the same options. */
    private static boolean stillAsAnalysed(Api api, JsonObject kept) throws IOException, InterruptedException {
        Api.Reply r = api.get("api/v1/files/" + kept.getString("id"));
        return r.status() == 200 && r.json().equals(kept);
    }
}
