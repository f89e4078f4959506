package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationField;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.Expression;
import io.pcaplens.domain.conversation.query.PayloadHits;

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
        SORT_COLUMNS.putAll(FlowColumns.TLS_SORT_COLUMNS);
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

    /** Where no capture is named: the rows of every capture whose analysis completed. */
    static final String EVERY_COMPLETED_CAPTURE = "capture_id IN (SELECT id FROM capture WHERE status = 'COMPLETED')";

    /**
     * @param captureId the capture whose rows are read, or null for those of every completed capture
     * @param hits      the conversations holding each of the query's payload patterns, found beforehand
     */
    ConversationSql(CaptureId captureId, ConversationQuery q, PayloadHits hits) {
        this(captureId, q, hits, null);
    }

    /**
     * The query with one pill group's selected values left out of {@link #where} and kept apart in
     * {@link #selection}, as its facet counts need; its excluded values stay in the WHERE.
     */
    ConversationSql(CaptureId captureId, ConversationQuery q, PayloadHits hits, Facet leftOut) {
        List<String> and = new ArrayList<>();
        if (captureId == null) {
            and.add(EVERY_COMPLETED_CAPTURE);
        } else {
            and.add("capture_id = ?");
            params.add(captureId.uuid());
        }
        Expression filter = q.filter();
        if (leftOut != null) {
            var left = q.selection(leftOut);
            if (left.isPresent()) {
                selection = ExpressionSql.compile(left.get(), hits, selectionParams);
                filter = q.withoutSelection(leftOut);
            }
        }
        if (!filter.conjuncts().isEmpty()) {
            and.add("(" + ExpressionSql.compile(filter, hits, params) + ")");
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
}
