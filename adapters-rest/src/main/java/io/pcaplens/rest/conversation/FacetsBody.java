package io.pcaplens.rest.conversation;

import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.signature.Severity;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the filter panel shows (api.md, …/facets): each facet's values with their counts, under the facet's API
 * name, and the severity of every custom rule that fired, which the severity buttons select by.
 */
public final class FacetsBody {

    private FacetsBody() {
    }

    public static Map<String, Map<String, Object>> of(Map<Facet, Map<String, Long>> facets,
                                                      Map<String, Severity> ruleSeverities) {
        Map<String, Map<String, Object>> all = new LinkedHashMap<>();
        facets.forEach((facet, counts) -> all.put(FacetNames.of(facet), new LinkedHashMap<>(counts)));
        Map<String, Object> severities = new LinkedHashMap<>();
        ruleSeverities.forEach((rule, severity) -> severities.put(rule, severity.apiName()));
        all.put("customRuleSeverities", severities);
        return all;
    }
}
