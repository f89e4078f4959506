package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.conversation.Facet;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * For each facet, the SQL that gives its (value, count) pairs for the conversations a condition selects (one
 * capture's, under every filter but the facet's own selection).
 */
final class FacetQueries {

    private static final Map<Facet, String> SQL = new EnumMap<>(Facet.class);

    static {
        SQL.put(Facet.PROTOCOL, "SELECT protocol, %2$s FROM conversation WHERE %1$s GROUP BY 1");
        SQL.put(Facet.DISSECTOR_PROTOCOL, "SELECT dissector_protocol, %2$s FROM conversation WHERE %1$s"
                + " AND dissector_protocol IS NOT NULL GROUP BY 1");
        SQL.put(Facet.APPLICATION, "SELECT app_name, %2$s FROM conversation WHERE %1$s"
                + " AND app_name IS NOT NULL GROUP BY 1");
        SQL.put(Facet.CATEGORY, "SELECT category, %2$s FROM conversation WHERE %1$s"
                + " AND category IS NOT NULL GROUP BY 1");
        // every value once per row, so that count(*) counts rows
        SQL.put(Facet.FILE_TYPE, "SELECT t, %2$s FROM conversation, LATERAL (SELECT DISTINCT t"
                + " FROM unnest(file_types) t) x WHERE %1$s GROUP BY 1");
        SQL.put(Facet.RISK, "SELECT r, %2$s FROM conversation, LATERAL (SELECT DISTINCT r"
                + " FROM unnest(flow_risks) r) x WHERE %1$s GROUP BY 1");
        SQL.put(Facet.CUSTOM_RULE, "SELECT n, %2$s FROM conversation, LATERAL (SELECT DISTINCT m->>'name' n"
                + " FROM jsonb_array_elements(custom_rules) m) x WHERE %1$s GROUP BY 1");
        SQL.put(Facet.SEVERITY, "SELECT s, %2$s FROM conversation, LATERAL (SELECT DISTINCT m->>'severity' s"
                + " FROM jsonb_array_elements(custom_rules) m) x WHERE %1$s GROUP BY 1");
        SQL.put(Facet.COUNTRY, "SELECT c, %2$s FROM conversation, LATERAL (SELECT DISTINCT g->>'countryCode' c"
                + " FROM (VALUES (src_geo), (dst_geo)) v(g) WHERE g->>'countryCode' IS NOT NULL) x"
                + " WHERE %1$s GROUP BY 1");
        SQL.put(Facet.DEVICE_TYPE, "SELECT d, %2$s FROM conversation, LATERAL (SELECT DISTINCT d FROM"
                + " (VALUES (src_device_type), (dst_device_type)) v(d) WHERE d IS NOT NULL) x"
                + " WHERE %1$s GROUP BY 1");
        SQL.put(Facet.IDS_ALERT, "SELECT s, %2$s FROM conversation, LATERAL (SELECT DISTINCT a->>'signature' s"
                + " FROM jsonb_array_elements(ids_alerts) a) x WHERE %1$s GROUP BY 1");
    }

    private FacetQueries() {
    }

    /** What a facet counts: conversation rows, or the distinct flows they belong to. */
    enum Unit {
        ROWS, FLOWS;

        /** The aggregate that counts them. */
        String count() {
            return this == ROWS ? "count(*)" : "count(DISTINCT flow_key)";
        }

        /**
         * The aggregate that counts those not among what {@code selected} (a WHERE, its parameters being
         * {@code selectedParams}) selects; {@code selection} is that WHERE's own group's part, with its
         * parameters {@code selectionParams}. Fills {@code params} with what the aggregate binds.
         */
        String countNotIn(String selected, List<Object> selectedParams, String selection, List<Object> selectionParams,
                          List<Object> params) {
            if (this == ROWS) {
                // a row is selected by the other filters, which it passed already, and its group's selection
                params.addAll(selectionParams);
                return "count(*) FILTER (WHERE NOT coalesce(" + selection + ", false))";
            }
            // a flow is selected when any of its rows is
            params.addAll(selectedParams);
            return "count(DISTINCT flow_key) FILTER (WHERE flow_key NOT IN (SELECT flow_key FROM conversation WHERE "
                    + selected + "))";
        }
    }

    /**
     * Most frequent values first, then by value; {@code where} selects the conversations, counted as
     * {@code counted} says (an aggregate of a {@link Unit}).
     */
    static String of(Facet facet, String where, String counted) {
        return String.format(SQL.get(facet), where, counted) + " ORDER BY 2 DESC, 1";
    }
}
