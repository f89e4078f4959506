package io.pcaplens.rest.conversation;

import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.Severity;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the filter panel shows (api.md, …/facets): each facet's values with their counts, under the facet's API
 * name, and the severity of every custom rule that fired, which the severity buttons select by.
 */
public final class FacetsBody {

    /** What a facet's count is, for the API document. */
    public static final String COUNTS = "Takes the list's filters. Each value's count is the list total with that"
            + " value added to its group: counted under every other filter; where the group already selects values"
            + " (OR-ed), the total of the selection plus what the value adds (a selected value: the current total);"
            + " an excluded value ('!' before it) counts as if it were selected instead of excluded.";

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
