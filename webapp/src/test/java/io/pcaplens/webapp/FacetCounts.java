package io.pcaplens.webapp;

import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Checks, through the API, that each facet value's count is the total the list answers once that value is added
 * to the query: appended to its group's parameter, or, for an excluded value, written without its "!".
 */
final class FacetCounts {

    /** Each facet of the …/facets answer and the list parameter that selects its values. */
    static final Map<String, String> PARAMETERS = new LinkedHashMap<>();

    static {
        PARAMETERS.put("protocols", "protocol");
        PARAMETERS.put("dissectorProtocols", "dissectorProtocol");
        PARAMETERS.put("apps", "app");
        PARAMETERS.put("categories", "category");
        PARAMETERS.put("fileTypes", "fileType");
        PARAMETERS.put("risks", "risk");
        PARAMETERS.put("customRules", "rule");
        PARAMETERS.put("severities", "severity");
        PARAMETERS.put("countries", "country");
        PARAMETERS.put("deviceTypes", "deviceType");
        PARAMETERS.put("idsAlerts", "idsAlert");
    }

    private final Api api;

    FacetCounts(Api api) {
        this.api = api;
    }

    /**
     * For every facet of {@code list} ("…/conversations" or "…/flows") under the query {@code params}, and up to
     * {@code perFacet} values of each (the first, the last and some between, every excluded one), the value's
     * count equals the list total with it added.
     *
     * @return how many values were checked
     */
    int check(String list, List<String[]> params, int perFacet) throws Exception {
        JsonObject facets = answer(list + "/facets", params);
        int checked = 0;
        for (Map.Entry<String, String> f : PARAMETERS.entrySet()) {
            JsonObject counts = facets.getJsonObject(f.getKey());
            List<String> values = new ArrayList<>(counts.keySet());
            List<String> picked = new ArrayList<>();
            for (int i = 0; i < values.size() && picked.size() < perFacet; i += Math.max(1, values.size() / perFacet)) {
                picked.add(values.get(i));
            }
            if (!values.isEmpty() && !picked.contains(values.get(values.size() - 1))) {
                picked.add(values.get(values.size() - 1));
            }
            params.stream().filter(p -> p[0].equals(f.getValue()) && p[1].startsWith("!"))
                    .map(p -> p[1].substring(1)).filter(v -> !picked.contains(v)).forEach(picked::add);
            for (String value : picked) {
                assertTrue(counts.containsKey(value), f.getKey() + " lacks " + value + " under " + show(params));
                long count = ((JsonNumber) counts.get(value)).longValue();
                List<String[]> added = new ArrayList<>();
                params.stream().filter(p -> !(p[0].equals(f.getValue()) && p[1].equals("!" + value))).forEach(added::add);
                added.add(new String[]{f.getValue(), value});
                assertEquals(total(list, added), count, f.getKey() + " " + value + " under " + show(params));
                checked++;
            }
        }
        return checked;
    }

    /** The list's total under a query. */
    long total(String list, List<String[]> params) throws Exception {
        return answer(list, params).getJsonNumber("total").longValue();
    }

    JsonObject answer(String path, List<String[]> params) throws Exception {
        Api.Reply r = api.get(path + "?" + query(params));
        assertEquals(200, r.status(), path + " " + r.text());
        return r.json();
    }

    /** Repeated parameters, each value encoded (rule and alert names hold commas and spaces). */
    static String query(List<String[]> params) {
        List<String> parts = new ArrayList<>();
        for (String[] p : params) {
            parts.add(p[0] + "=" + URLEncoder.encode(p[1], StandardCharsets.UTF_8));
        }
        return String.join("&", parts);
    }

    private static String show(List<String[]> params) {
        return "'" + query(params) + "'";
    }
}
