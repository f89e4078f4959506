package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.conversation.Facet;

import java.util.List;
import java.util.Locale;

/**
 * The condition that a conversation has one of a pill group's values, with its parameters: the selection of
 * that group, or, negated, its exclusion.
 */
final class PillClauses {

    private PillClauses() {
    }

    /** The condition, its parameters appended to {@code params}; it may be null for rows lacking the column. */
    static String of(Facet facet, List<String> values, List<Object> params) {
        String[] v = values.toArray(new String[0]);
        switch (facet) {
            case PROTOCOL -> {
                return bind(params, "protocol = ANY(?)", v, 1);
            }
            case DISSECTOR_PROTOCOL -> {
                return bind(params, "dissector_protocol = ANY(?)", v, 1);
            }
            case APPLICATION -> {
                return bind(params, "app_name = ANY(?)", v, 1);
            }
            case CATEGORY -> {
                return bind(params, "category = ANY(?)", v, 1);
            }
            case FILE_TYPE -> {
                return bind(params, "file_types && ?", v, 1);
            }
            case RISK -> {
                return bind(params, "flow_risks && ?", v, 1);
            }
            case IDS_ALERT -> {
                return bind(params, "EXISTS (SELECT 1 FROM jsonb_array_elements(ids_alerts) a"
                        + " WHERE a->>'signature' = ANY(?))", v, 1);
            }
            case CUSTOM_RULE -> {
                return bind(params, "EXISTS (SELECT 1 FROM jsonb_array_elements(custom_rules) m"
                        + " WHERE m->>'name' = ANY(?))", v, 1);
            }
            case SEVERITY -> {
                return bind(params, "EXISTS (SELECT 1 FROM jsonb_array_elements(custom_rules) m"
                        + " WHERE m->>'severity' = ANY(?))", v, 1);
            }
            case COUNTRY -> {
                String[] lower = values.stream().map(c -> c.toLowerCase(Locale.ROOT)).toArray(String[]::new);
                return bind(params, "(lower(src_geo->>'countryCode') = ANY(?) OR lower(src_geo->>'country') = ANY(?)"
                        + " OR lower(dst_geo->>'countryCode') = ANY(?) OR lower(dst_geo->>'country') = ANY(?))",
                        lower, 4);
            }
            case DEVICE_TYPE -> {
                return bind(params, "(src_device_type = ANY(?) OR dst_device_type = ANY(?))", v, 2);
            }
            default -> throw new IllegalArgumentException("no condition for " + facet);
        }
    }

    private static String bind(List<Object> params, String clause, String[] values, int times) {
        for (int i = 0; i < times; i++) {
            params.add(values);
        }
        return clause;
    }
}
