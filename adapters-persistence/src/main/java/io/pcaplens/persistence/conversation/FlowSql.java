package io.pcaplens.persistence.conversation;

/**
 * The SQL of the flow list: the capture's conversation rows grouped by their stored flow key, every flow-level
 * value under the conversation table's own column name, so a conversation query's ORDER BY and the row readers
 * apply to flows unchanged.
 */
final class FlowSql {

    /**
     * The flows any of whose rows the condition selects. Its parameters: the condition's, then the capture's id.
     * The initiator is the sender of a captured SYN (conversation_initiator), else the first row's src; each row's
     * sides are added to the flow's by whether the row's src is the initiator. A same-host row counted every
     * packet for its src (spec 10.6 item 4 goes by address), so its packets are counted again by source port,
     * through the packet table's (conversation_id, frame_number) index.
     */
    static String flows(String where) {
        return "WITH hit AS (SELECT DISTINCT flow_key FROM conversation WHERE " + where + "),"
                + " r AS (SELECT c.*, i.ip AS opener_ip, i.port AS opener_port FROM conversation c"
                + "  LEFT JOIN conversation_initiator i ON i.conversation_id = c.id"
                + "  WHERE c.capture_id = ? AND c.flow_key IN (SELECT flow_key FROM hit)),"
                + " first_row AS (SELECT DISTINCT ON (flow_key) flow_key, src_ip, src_port, dst_ip, dst_port, src_geo,"
                + "  dst_geo, src_device_type, dst_device_type FROM r ORDER BY flow_key, first_frame, id),"
                + " opener AS (SELECT DISTINCT ON (flow_key) flow_key, opener_ip, opener_port FROM r"
                + "  WHERE opener_ip IS NOT NULL ORDER BY flow_key, first_frame, id),"
                + " side AS (SELECT f.*, o.opener_ip IS NOT NULL AS opened_by_syn, o.opener_ip IS NULL"
                + "  OR (o.opener_ip = f.src_ip AND o.opener_port IS NOT DISTINCT FROM f.src_port) AS keep"
                + "  FROM first_row f LEFT JOIN opener o USING (flow_key)),"
                + " ends AS (SELECT flow_key, opened_by_syn,"
                + "  CASE WHEN keep THEN src_ip ELSE dst_ip END AS a_ip, CASE WHEN keep THEN src_port ELSE dst_port END AS a_port,"
                + "  CASE WHEN keep THEN dst_ip ELSE src_ip END AS b_ip, CASE WHEN keep THEN dst_port ELSE src_port END AS b_port,"
                + "  CASE WHEN keep THEN src_geo ELSE dst_geo END AS a_geo, CASE WHEN keep THEN dst_geo ELSE src_geo END AS b_geo,"
                + "  CASE WHEN keep THEN src_device_type ELSE dst_device_type END AS a_device,"
                + "  CASE WHEN keep THEN dst_device_type ELSE src_device_type END AS b_device FROM side),"
                + " flows AS (SELECT min(r.id) AS id, r.capture_id, r.flow_key, min(r.transport) AS transport,"
                + "  e.a_ip AS src_ip, e.a_port AS src_port, e.b_ip AS dst_ip, e.b_port AS dst_port, e.opened_by_syn,"
                + "  min(r.start_ns) AS start_ns, max(r.end_ns) AS end_ns, min(r.first_frame) AS first_frame,"
                + sides()
                + "  sum(r.packet_count) AS packet_count, sum(r.total_bytes) AS total_bytes,"
                + "  (array_agg(r.protocol ORDER BY r.first_frame, r.id))[1] AS protocol,"
                + "  (array_agg(r.community_id ORDER BY r.first_frame, r.id))[1] AS community_id,"
                + "  (array_agg(r.dissector_protocol ORDER BY r.packet_count DESC, r.first_frame, r.id)"
                + "   FILTER (WHERE r.dissector_protocol IS NOT NULL))[1] AS dissector_protocol,"
                + "  max(r.app_name) AS app_name, max(r.category) AS category, max(r.dpi_confidence) AS dpi_confidence,"
                + FlowColumns.tlsOfFlow()
                + "  e.a_geo AS src_geo, e.b_geo AS dst_geo, e.a_device AS src_device_type, e.b_device AS dst_device_type,"
                + "  max(r.extracted_file_count) AS extracted_file_count,"
                + "  array_agg(r.id ORDER BY r.first_frame, r.id) AS conversation_ids,"
                + "  array_agg(r.protocol ORDER BY r.first_frame, r.id) AS protocols,"
                + "  array_agg(r.packet_count ORDER BY r.first_frame, r.id) AS protocol_packets"
                + "  FROM r JOIN ends e USING (flow_key)"
                + "  LEFT JOIN LATERAL (SELECT"
                + "   count(*) FILTER (WHERE p.src_port IS NOT DISTINCT FROM e.a_port) AS a_packets,"
                + "   coalesce(sum(p.frame_len) FILTER (WHERE p.src_port IS NOT DISTINCT FROM e.a_port), 0) AS a_bytes,"
                + "   count(*) FILTER (WHERE p.src_port IS DISTINCT FROM e.a_port) AS b_packets,"
                + "   coalesce(sum(p.frame_len) FILTER (WHERE p.src_port IS DISTINCT FROM e.a_port), 0) AS b_bytes"
                + "   FROM packet p WHERE r.src_ip = r.dst_ip AND p.capture_id = r.capture_id"
                + "   AND p.conversation_id = r.id) h ON r.src_ip = r.dst_ip"
                + "  GROUP BY r.capture_id, r.flow_key, e.opened_by_syn, e.a_ip, e.a_port, e.b_ip, e.b_port, e.a_geo,"
                + "  e.b_geo, e.a_device, e.b_device) ";
    }

    /** What the initiator (src_) and the responder (dst_) sent: a same-host row's from its packets (h). */
    private static String sides() {
        String side = "  sum(CASE WHEN r.src_ip = r.dst_ip THEN h.a_%1$s WHEN r.src_ip = e.a_ip THEN r.src_%1$s"
                + " ELSE r.dst_%1$s END) AS src_%1$s,"
                + "  sum(CASE WHEN r.src_ip = r.dst_ip THEN h.b_%1$s WHEN r.src_ip = e.a_ip THEN r.dst_%1$s"
                + " ELSE r.src_%1$s END) AS dst_%1$s,";
        return String.format(side, "packets") + String.format(side, "bytes");
    }

    /**
     * One page of flows in the order given, with the values that are lists over the flow's rows, gathered for the
     * page's flows only. Parameters: those of {@link #flows}, then offset and limit.
     */
    static String page(String where, String orderBy) {
        return flows(where) + "SELECT p.*,"
                + union("t", "unnest(x.flow_risks) t") + " AS flow_risks,"
                + union("t", "unnest(x.file_types) t") + " AS file_types,"
                + union("t", "unnest(x.http_user_agents) t") + " AS http_user_agents,"
                + json("ids_alerts") + " AS ids_alerts,"
                + json("custom_rules") + " AS custom_rules"
                + " FROM (SELECT * FROM flows ORDER BY " + orderBy + " OFFSET ? LIMIT ?) p ORDER BY " + orderBy;
    }

    private static final String SAME_FLOW = " WHERE x.capture_id = p.capture_id AND x.flow_key = p.flow_key";

    private static String union(String value, String from) {
        return " ARRAY(SELECT DISTINCT " + value + " FROM conversation x, " + from + SAME_FLOW + " ORDER BY 1)";
    }

    /** The distinct elements of the rows' JSON arrays; null when every row's is (the tool did not run). */
    private static String json(String column) {
        return " (SELECT CASE WHEN count(x." + column + ") = 0 THEN NULL ELSE coalesce(jsonb_agg(DISTINCT m)"
                + " FILTER (WHERE m IS NOT NULL), '[]'::jsonb) END FROM conversation x"
                + " LEFT JOIN LATERAL jsonb_array_elements(x." + column + ") m ON true" + SAME_FLOW + ")";
    }

    private FlowSql() {
    }
}
