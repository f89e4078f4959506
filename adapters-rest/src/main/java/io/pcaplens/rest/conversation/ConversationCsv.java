package io.pcaplens.rest.conversation;

import io.pcaplens.application.Page;
import io.pcaplens.application.conversation.ConversationQueries;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import jakarta.ws.rs.core.StreamingOutput;

import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The conversation list as CSV, every page of the current filters and sort, streamed page by page; or only the
 * chosen rows of it.
 */
public final class ConversationCsv {

    private static final int PAGE = 1000;

    /**
     * In the order of the file; columns added later go at the end, so scripts reading by position keep working.
     * Each column is its part's ({@link RowParts}).
     */
    private static final List<CsvColumn<? super ConversationParts>> COLUMNS = Stream.concat(
            Stream.<CsvColumn<? super ConversationParts>>of(
            RowParts.ID,
            EndpointFields.SRC_IP, EndpointFields.SRC_PORT, EndpointFields.DST_IP, EndpointFields.DST_PORT,
            ConversationParts.PROTOCOL, EndpointFields.TRANSPORT, ContentFields.DISSECTOR_PROTOCOL,
            DpiFields.APP_NAME, DpiFields.CATEGORY, DpiFields.FLOW_RISKS, IdsFields.IDS_ALERTS,
            TrafficFields.PACKET_COUNT, TrafficFields.TOTAL_BYTES, TrafficFields.START_TIME, TrafficFields.END_TIME,
            TrafficFields.DURATION_MS,
            TlsFields.HOSTNAME, TlsFields.JA3_CLIENT, TlsFields.JA3_SERVER,
            ContentFields.FILE_TYPES, ContentFields.HTTP_USER_AGENTS, RuleFields.CUSTOM_RULES,
            HostFields.SRC_COUNTRY, HostFields.DST_COUNTRY, HostFields.SRC_DEVICE_TYPE, HostFields.DST_DEVICE_TYPE,
            RowParts.EXTRACTED_FILE_COUNT,
            TrafficFields.SRC_PACKETS, TrafficFields.SRC_BYTES, TrafficFields.DST_PACKETS, TrafficFields.DST_BYTES,
            TlsFields.JA4_CLIENT, EndpointFields.COMMUNITY_ID), LaterColumns.BOTH.stream()).toList();

    private static final String HEADER = COLUMNS.stream().map(CsvColumn::header).collect(Collectors.joining(","));

    private ConversationCsv() {
    }

    public static StreamingOutput of(ConversationQueries queries, CaptureId captureId, ConversationQuery query) {
        return of(queries, captureId, query, null);
    }

    /**
     * Only the chosen rows (the ticked ones of the explorer), in the order of the query's sort; all its rows when
     * {@code chosen} is null.
     */
    public static StreamingOutput of(ConversationQueries queries, CaptureId captureId, ConversationQuery query,
                                     Set<ConversationId> chosen) {
        return out -> {
            Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
            w.write(HEADER + "\r\n");
            for (int page = 1; ; page++) {
                Page<ConversationRow> rows = queries.page(captureId, query, page, PAGE);
                for (ConversationRow r : rows.items()) {
                    if (chosen == null || chosen.contains(r.id())) {
                        w.write(line(ConversationParts.of(r)));
                    }
                }
                if (rows.items().size() < PAGE) {
                    break;
                }
            }
            w.flush();
        };
    }

    static String line(ConversationParts c) {
        return COLUMNS.stream().map(column -> column.cell().apply(c)).collect(Collectors.joining(",")) + "\r\n";
    }

    static String header() {
        return HEADER;
    }
}
