package io.pcaplens.rest.conversation;

import io.pcaplens.application.Page;
import io.pcaplens.application.conversation.FlowQueries;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.Flow;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import jakarta.ws.rs.core.StreamingOutput;

import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The flow list as CSV, every page of the current filters and sort, streamed page by page. */
public final class FlowCsv {

    private static final int PAGE = 1000;

    /** In the order of the file; columns added later go at the end. Each column is its part's ({@link RowParts}). */
    private static final List<CsvColumn<? super FlowParts>> COLUMNS = Stream.concat(
            Stream.<CsvColumn<? super FlowParts>>of(
            RowParts.ID,
            EndpointFields.TRANSPORT, EndpointFields.SRC_IP, EndpointFields.SRC_PORT, EndpointFields.DST_IP,
            EndpointFields.DST_PORT, FlowParts.INITIATOR, FlowParts.LABELS, ContentFields.DISSECTOR_PROTOCOL,
            DpiFields.APP_NAME, DpiFields.CATEGORY, DpiFields.FLOW_RISKS, IdsFields.IDS_ALERTS,
            TrafficFields.PACKET_COUNT, TrafficFields.TOTAL_BYTES,
            TrafficFields.SRC_PACKETS, TrafficFields.SRC_BYTES, TrafficFields.DST_PACKETS, TrafficFields.DST_BYTES,
            TrafficFields.START_TIME, TrafficFields.END_TIME, TrafficFields.DURATION_MS,
            TlsFields.HOSTNAME, TlsFields.JA3_CLIENT, TlsFields.JA3_SERVER, TlsFields.JA4_CLIENT,
            EndpointFields.COMMUNITY_ID, ContentFields.FILE_TYPES, RuleFields.CUSTOM_RULES,
            HostFields.SRC_COUNTRY, HostFields.DST_COUNTRY, HostFields.SRC_DEVICE_TYPE, HostFields.DST_DEVICE_TYPE,
            RowParts.EXTRACTED_FILE_COUNT, FlowParts.CONVERSATION_IDS), LaterColumns.BOTH.stream()).toList();

    private static final String HEADER = COLUMNS.stream().map(CsvColumn::header).collect(Collectors.joining(","));

    private FlowCsv() {
    }

    public static StreamingOutput of(FlowQueries queries, CaptureId captureId, ConversationQuery query) {
        return of(queries, captureId, query, null);
    }

    /** Only the chosen flows (by their ids), in the order of the sort; every flow when {@code chosen} is null. */
    public static StreamingOutput of(FlowQueries queries, CaptureId captureId, ConversationQuery query,
                                     java.util.Set<Long> chosen) {
        return out -> {
            Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
            w.write(HEADER + "\r\n");
            for (int page = 1; ; page++) {
                Page<Flow> flows = queries.page(captureId, query, page, PAGE);
                for (Flow f : flows.items()) {
                    if (chosen != null && !chosen.contains(f.id())) {
                        continue;
                    }
                    w.write(line(FlowParts.of(f)));
                }
                if (flows.items().size() < PAGE) {
                    break;
                }
            }
            w.flush();
        };
    }

    static String line(FlowParts f) {
        return COLUMNS.stream().map(c -> c.cell().apply(f)).collect(Collectors.joining(",")) + "\r\n";
    }

    static String header() {
        return HEADER;
    }
}
