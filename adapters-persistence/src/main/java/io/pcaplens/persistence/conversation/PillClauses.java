package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.conversation.Facet;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The condition that a conversation has one of a pill group's values, with its parameters: the selection of
 * that group, or, negated, its exclusion.
 */
final class PillClauses {

    /** Each group's condition; every ? is bound to the group's values. */
    private static final Map<Facet, String> CLAUSES = new EnumMap<>(Facet.class);

    static {
        CLAUSES.put(Facet.PROTOCOL, "protocol = ANY(?)");
        CLAUSES.put(Facet.DISSECTOR_PROTOCOL, "dissector_protocol = ANY(?)");
        CLAUSES.put(Facet.APPLICATION, "app_name = ANY(?)");
        CLAUSES.put(Facet.CATEGORY, "category = ANY(?)");
        CLAUSES.put(Facet.FILE_TYPE, "file_types && ?");
        CLAUSES.put(Facet.RISK, "flow_risks && ?");
        CLAUSES.put(Facet.IDS_ALERT, "EXISTS (SELECT 1 FROM jsonb_array_elements(ids_alerts) a"
                + " WHERE a->>'signature' = ANY(?))");
        CLAUSES.put(Facet.CUSTOM_RULE, "EXISTS (SELECT 1 FROM jsonb_array_elements(custom_rules) m"
                + " WHERE m->>'name' = ANY(?))");
        CLAUSES.put(Facet.SEVERITY, "EXISTS (SELECT 1 FROM jsonb_array_elements(custom_rules) m"
                + " WHERE m->>'severity' = ANY(?))");
        // codes or names, in any letter case
        CLAUSES.put(Facet.COUNTRY, "(lower(src_geo->>'countryCode') = ANY(?) OR lower(src_geo->>'country') = ANY(?)"
                + " OR lower(dst_geo->>'countryCode') = ANY(?) OR lower(dst_geo->>'country') = ANY(?))");
        CLAUSES.put(Facet.DEVICE_TYPE, "(src_device_type = ANY(?) OR dst_device_type = ANY(?))");
    }

    private PillClauses() {
    }

    /** The condition, its parameters appended to {@code params}; it may be null for rows lacking the column. */
    static String of(Facet facet, List<String> values, List<Object> params) {
        String clause = CLAUSES.get(facet);
        String[] bound = values.stream().map(v -> facet == Facet.COUNTRY ? v.toLowerCase(Locale.ROOT) : v)
                .toArray(String[]::new);
        for (int i = clause.indexOf('?'); i >= 0; i = clause.indexOf('?', i + 1)) {
            params.add(bound);
        }
        return clause;
    }
}
