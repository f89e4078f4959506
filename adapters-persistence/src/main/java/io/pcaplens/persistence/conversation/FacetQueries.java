package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.conversation.Facet;

import java.util.EnumMap;
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
        SQL.put(Facet.FILE_TYPE, "SELECT t, %2$s FROM conversation, unnest(file_types) t WHERE %1$s"
                + " GROUP BY 1");
        SQL.put(Facet.RISK, "SELECT r, %2$s FROM conversation, unnest(flow_risks) r WHERE %1$s GROUP BY 1");
        SQL.put(Facet.CUSTOM_RULE, "SELECT m->>'name', %2$s FROM conversation,"
                + " jsonb_array_elements(custom_rules) m WHERE %1$s GROUP BY 1");
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
    static final String ROWS = "id";
    static final String FLOWS = "flow_key";

    /**
     * Most frequent values first, then by value; {@code where} selects the conversations, counted as
     * {@code counted} says (an aggregate over {@link #ROWS} or {@link #FLOWS}).
     */
    static String of(Facet facet, String where, String counted) {
        return String.format(SQL.get(facet), where, counted) + " ORDER BY 2 DESC, 1";
    }
}
