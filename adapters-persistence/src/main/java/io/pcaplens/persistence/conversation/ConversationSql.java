package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.conversation.ConversationQuery;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The WHERE and ORDER BY of a conversation query, with its parameters. Values are always bound, never
 * written into the SQL; sort fields come from a fixed map of API names to columns.
 */
final class ConversationSql {

    /** API field → column or expression, for every scalar field a list can be sorted by. */
    static final Map<String, String> SORTABLE = new LinkedHashMap<>();

    static {
        SORTABLE.put("id", "id");
        SORTABLE.put("srcIp", "src_ip");
        SORTABLE.put("srcPort", "src_port");
        SORTABLE.put("dstIp", "dst_ip");
        SORTABLE.put("dstPort", "dst_port");
        SORTABLE.put("protocol", "protocol");
        SORTABLE.put("transport", "transport");
        SORTABLE.put("dissectorProtocol", "dissector_protocol");
        SORTABLE.put("appName", "app_name");
        SORTABLE.put("category", "category");
        SORTABLE.put("dpiConfidence", "dpi_confidence");
        SORTABLE.put("packetCount", "packet_count");
        SORTABLE.put("totalBytes", "total_bytes");
        SORTABLE.put("startTime", "start_ns");
        SORTABLE.put("endTime", "end_ns");
        SORTABLE.put("durationMs", "(end_ns - start_ns)");
        SORTABLE.put("hostname", "hostname");
        SORTABLE.put("ja3Client", "ja3_client");
        SORTABLE.put("ja3Server", "ja3_server");
        SORTABLE.put("tlsIssuer", "tls_issuer");
        SORTABLE.put("tlsSubject", "tls_subject");
        SORTABLE.put("certNotBefore", "cert_not_before");
        SORTABLE.put("certNotAfter", "cert_not_after");
        SORTABLE.put("srcCountry", "src_geo->>'countryCode'");
        SORTABLE.put("dstCountry", "dst_geo->>'countryCode'");
        SORTABLE.put("srcDeviceType", "src_device_type");
        SORTABLE.put("dstDeviceType", "dst_device_type");
        SORTABLE.put("extractedFileCount", "extracted_file_count");
    }

    final String where;
    final String orderBy;
    final List<Object> params = new ArrayList<>();

    /**
     * @param payloadConversations the conversations whose packets hold the query's payload bytes, found
     *                             beforehand; null when the query has no payload filter
     */
    ConversationSql(String captureId, ConversationQuery q, Long[] payloadConversations) {
        List<String> and = new ArrayList<>();
        and.add("capture_id = ?");
        params.add(UUID.fromString(captureId));
        if (q.ip() != null && !q.ip().isBlank()) {
            and.add("(src_ip ILIKE ? ESCAPE '\\' OR dst_ip ILIKE ? ESCAPE '\\' OR hostname ILIKE ? ESCAPE '\\')");
            String like = "%" + q.ip().strip().replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%";
            params.add(like);
            params.add(like);
            params.add(like);
        }
        if (q.port() != null) {
            and.add("(src_port = ? OR dst_port = ?)");
            params.add(q.port());
            params.add(q.port());
        }
        if (payloadConversations != null) {
            and.add("id = ANY(?)");
            params.add(payloadConversations);
        }
        if (q.risksOnly()) {
            and.add("cardinality(flow_risks) > 0");
        }
        anyOf(and, "protocol", q.protocols());
        anyOf(and, "dissector_protocol", q.dissectorProtocols());
        anyOf(and, "app_name", q.apps());
        anyOf(and, "category", q.categories());
        overlaps(and, "file_types", q.fileTypes());
        overlaps(and, "flow_risks", q.risks());
        if (!q.idsAlerts().isEmpty()) {
            and.add("EXISTS (SELECT 1 FROM jsonb_array_elements(ids_alerts) a WHERE a->>'signature' = ANY(?))");
            params.add(q.idsAlerts().toArray(new String[0]));
        }
        if (!q.rules().isEmpty()) {
            and.add("EXISTS (SELECT 1 FROM jsonb_array_elements(custom_rules) m WHERE m->>'name' = ANY(?))");
            params.add(q.rules().toArray(new String[0]));
        }
        if (!q.severities().isEmpty()) {
            and.add("EXISTS (SELECT 1 FROM jsonb_array_elements(custom_rules) m WHERE m->>'severity' = ANY(?))");
            params.add(q.severities().stream().map(s -> s.apiName()).toArray(String[]::new));
        }
        if (!q.countries().isEmpty()) {
            String[] countries = q.countries().stream().map(c -> c.toLowerCase(java.util.Locale.ROOT))
                    .toArray(String[]::new);
            and.add("(lower(src_geo->>'countryCode') = ANY(?) OR lower(src_geo->>'country') = ANY(?)"
                    + " OR lower(dst_geo->>'countryCode') = ANY(?) OR lower(dst_geo->>'country') = ANY(?))");
            for (int i = 0; i < 4; i++) {
                params.add(countries);
            }
        }
        if (!q.deviceTypes().isEmpty()) {
            and.add("(src_device_type = ANY(?) OR dst_device_type = ANY(?))");
            params.add(q.deviceTypes().toArray(new String[0]));
            params.add(q.deviceTypes().toArray(new String[0]));
        }
        where = String.join(" AND ", and);
        List<String> order = new ArrayList<>();
        for (ConversationQuery.Sort s : q.sort()) {
            order.add(SORTABLE.get(s.field()) + (s.ascending() ? " ASC NULLS LAST" : " DESC NULLS LAST"));
        }
        order.add("start_ns");
        order.add("id");
        orderBy = String.join(", ", order);
    }

    private void anyOf(List<String> and, String column, List<String> values) {
        if (!values.isEmpty()) {
            and.add(column + " = ANY(?)");
            params.add(values.toArray(new String[0]));
        }
    }

    private void overlaps(List<String> and, String column, List<String> values) {
        if (!values.isEmpty()) {
            and.add(column + " && ?");
            params.add(values.toArray(new String[0]));
        }
    }
}
