package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationField;
import io.pcaplens.domain.conversation.ConversationQuery;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.IpFilter;
import io.pcaplens.domain.conversation.PayloadScope;
import io.pcaplens.domain.signature.Cidr;

import javax.sql.DataSource;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The WHERE and ORDER BY of a conversation query, with its parameters. Values are always bound, never
 * written into the SQL; sort fields come from a fixed map of fields to columns.
 */
final class ConversationSql {

    /** The column or expression each sortable field orders by. */
    private static final Map<ConversationField, String> SORT_COLUMNS = new EnumMap<>(ConversationField.class);

    static {
        SORT_COLUMNS.put(ConversationField.ID, "id");
        SORT_COLUMNS.put(ConversationField.SRC_IP, "src_ip");
        SORT_COLUMNS.put(ConversationField.SRC_PORT, "src_port");
        SORT_COLUMNS.put(ConversationField.DST_IP, "dst_ip");
        SORT_COLUMNS.put(ConversationField.DST_PORT, "dst_port");
        SORT_COLUMNS.put(ConversationField.PROTOCOL, "protocol");
        SORT_COLUMNS.put(ConversationField.TRANSPORT, "transport");
        SORT_COLUMNS.put(ConversationField.DISSECTOR_PROTOCOL, "dissector_protocol");
        SORT_COLUMNS.put(ConversationField.APP_NAME, "app_name");
        SORT_COLUMNS.put(ConversationField.CATEGORY, "category");
        SORT_COLUMNS.put(ConversationField.DPI_CONFIDENCE, "dpi_confidence");
        SORT_COLUMNS.put(ConversationField.PACKET_COUNT, "packet_count");
        SORT_COLUMNS.put(ConversationField.TOTAL_BYTES, "total_bytes");
        SORT_COLUMNS.put(ConversationField.SRC_PACKETS, "src_packets");
        SORT_COLUMNS.put(ConversationField.SRC_BYTES, "src_bytes");
        SORT_COLUMNS.put(ConversationField.DST_PACKETS, "dst_packets");
        SORT_COLUMNS.put(ConversationField.DST_BYTES, "dst_bytes");
        SORT_COLUMNS.put(ConversationField.START_TIME, "start_ns");
        SORT_COLUMNS.put(ConversationField.END_TIME, "end_ns");
        SORT_COLUMNS.put(ConversationField.DURATION, "(end_ns - start_ns)");
        SORT_COLUMNS.put(ConversationField.HOSTNAME, "hostname");
        SORT_COLUMNS.put(ConversationField.JA3_CLIENT, "ja3_client");
        SORT_COLUMNS.put(ConversationField.JA3_SERVER, "ja3_server");
        SORT_COLUMNS.put(ConversationField.JA4_CLIENT, "ja4_client");
        SORT_COLUMNS.put(ConversationField.TLS_ISSUER, "tls_issuer");
        SORT_COLUMNS.put(ConversationField.TLS_SUBJECT, "tls_subject");
        SORT_COLUMNS.put(ConversationField.CERT_NOT_BEFORE, "cert_not_before");
        SORT_COLUMNS.put(ConversationField.CERT_NOT_AFTER, "cert_not_after");
        SORT_COLUMNS.put(ConversationField.SRC_COUNTRY, "src_geo->>'countryCode'");
        SORT_COLUMNS.put(ConversationField.DST_COUNTRY, "dst_geo->>'countryCode'");
        SORT_COLUMNS.put(ConversationField.SRC_DEVICE_TYPE, "src_device_type");
        SORT_COLUMNS.put(ConversationField.DST_DEVICE_TYPE, "dst_device_type");
        SORT_COLUMNS.put(ConversationField.EXTRACTED_FILE_COUNT, "extracted_file_count");
        SORT_COLUMNS.put(ConversationField.COMMUNITY_ID, "community_id");
    }

    /** The ORDER BY expression of a field; every field has one. */
    static String sortColumn(ConversationField field) {
        String column = SORT_COLUMNS.get(field);
        if (column == null) {
            throw new IllegalArgumentException("no column to sort by " + field);
        }
        return column;
    }

    final String where;
    final String orderBy;
    final List<Object> params = new ArrayList<>();
    /** The left-out pill group's selection (its values OR-ed), null when it selects none. */
    String selection;
    final List<Object> selectionParams = new ArrayList<>();

    /**
     * @param payloadConversations the conversations whose packets hold the query's payload bytes, found
     *                             beforehand; null when the query has no payload filter
     */
    ConversationSql(CaptureId captureId, ConversationQuery q, Long[] payloadConversations) {
        this(captureId, q, payloadConversations, null);
    }

    /**
     * The query with one pill group's selected values left out of {@link #where} and kept apart in
     * {@link #selection}, as its facet counts need; its excluded values stay in the WHERE.
     */
    ConversationSql(CaptureId captureId, ConversationQuery q, Long[] payloadConversations, Facet leftOut) {
        List<String> and = new ArrayList<>();
        and.add("capture_id = ?");
        params.add(captureId.uuid());
        IpFilter ip = q.ipFilter();
        if (!ip.isEmpty()) {
            and.add(ipClause(ip));
        }
        if (q.port() != null) {
            and.add("(src_port = ? OR dst_port = ?)");
            params.add(q.port());
            params.add(q.port());
        }
        if (q.communityId() != null) {
            and.add("community_id = ?");
            params.add(q.communityId());
        }
        if (payloadConversations != null) {
            and.add("id = ANY(?)");
            params.add(payloadConversations);
        }
        if (q.risksOnly()) {
            and.add("cardinality(flow_risks) > 0");
        }
        for (Facet facet : Facet.values()) {
            List<String> in = q.included(facet);
            if (!in.isEmpty()) {
                List<Object> own = new ArrayList<>();
                String clause = PillClauses.of(facet, in, own);
                if (facet == leftOut) {
                    selection = clause;
                    selectionParams.addAll(own);
                } else {
                    and.add(clause);
                    params.addAll(own);
                }
            }
            List<String> out = q.excluded(facet);
            if (!out.isEmpty()) {
                // a row lacking the column altogether (no application, no country) has none of the values
                and.add("NOT coalesce(" + PillClauses.of(facet, out, params) + ", false)");
            }
        }
        if (!q.asns().isEmpty()) {
            // "AS15169" as stored; a bare number is the same system
            String[] asns = q.asns().stream().map(a -> a.strip().toUpperCase(java.util.Locale.ROOT))
                    .map(a -> a.startsWith("AS") ? a : "AS" + a).toArray(String[]::new);
            and.add("(src_geo->>'asn' = ANY(?) OR dst_geo->>'asn' = ANY(?))");
            params.add(asns);
            params.add(asns);
        }
        if (!q.ja4().isEmpty()) {
            and.add("ja4_client = ANY(?)");
            params.add(q.ja4().toArray(new String[0]));
        }
        // the window's end bounds the start, which the (capture_id, start_ns) index orders by
        if (q.window().toNanos() != null) {
            and.add("start_ns <= ?");
            params.add(q.window().toNanos());
        }
        if (q.window().fromNanos() != null) {
            and.add("end_ns >= ?");
            params.add(q.window().fromNanos());
        }
        where = String.join(" AND ", and);
        List<String> order = new ArrayList<>();
        for (ConversationQuery.Sort s : q.sort()) {
            order.add(sortColumn(s.field()) + (s.ascending() ? " ASC NULLS LAST" : " DESC NULLS LAST"));
        }
        order.add("start_ns");
        order.add("id");
        orderBy = String.join(", ", order);
    }

    /**
     * The conversations the payload filter selects, null for no payload filter: a full search's were found in
     * the capture file before the query came here; the stored bytes are searched here.
     */
    static Long[] payloadConversations(DataSource dataSource, CaptureId captureId, ConversationQuery query,
                                       PayloadMatches stored) {
        if (query.payload() == null) {
            return null;
        }
        if (query.payloadScope() == PayloadScope.FULL) {
            if (query.fullPayloadMatches() == null) {
                throw new IllegalStateException("a full payload search must be resolved before the query is run");
            }
            return query.fullPayloadMatches().toArray(new Long[0]);
        }
        return stored.of(dataSource, captureId, query.payload());
    }

    /**
     * The ip filter's terms OR-ed: a range (a complete address being a range of one) either endpoint lies in,
     * and a substring of either endpoint or of a name seen in the row's flow (DNS, HTTP Host, certificates).
     */
    private String ipClause(IpFilter ip) {
        List<String> or = new ArrayList<>();
        for (Cidr range : ip.ranges()) {
            // node identifiers that are no address (MACs of layer-2 rows) read as null and never match
            or.add("address_or_null(src_ip) <<= ?::inet OR address_or_null(dst_ip) <<= ?::inet");
            params.add(range.text());
            params.add(range.text());
        }
        for (String partial : ip.partials()) {
            or.add("src_ip ILIKE ? ESCAPE '\\' OR dst_ip ILIKE ? ESCAPE '\\' OR hostname ILIKE ? ESCAPE '\\'"
                    + " OR EXISTS (SELECT 1 FROM unnest(seen_names) AS seen(name) WHERE seen.name ILIKE ? ESCAPE '\\')");
            String like = "%" + partial.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%";
            for (int i = 0; i < 4; i++) {
                params.add(like);
            }
        }
        return "(" + String.join(" OR ", or) + ")";
    }
}
