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
import java.util.function.Function;
import java.util.stream.Collectors;

/** The flow list as CSV, every page of the current filters and sort, streamed page by page. */
public final class FlowCsv {

    private static final int PAGE = 1000;

    private record Column(String header, Function<FlowBody, String> cell) {
    }

    /** In the order of the file; columns added later go at the end. */
    private static final List<Column> COLUMNS = List.of(
            new Column("id", f -> CsvCell.number(f.id())),
            new Column("transport", f -> CsvCell.text(f.transport())),
            new Column("srcIp", f -> CsvCell.text(f.srcIp())),
            new Column("srcPort", f -> CsvCell.number(f.srcPort())),
            new Column("dstIp", f -> CsvCell.text(f.dstIp())),
            new Column("dstPort", f -> CsvCell.number(f.dstPort())),
            new Column("initiator", f -> CsvCell.text(f.initiator())),
            new Column("labels", f -> ConversationCsv.list(
                    f.labels().stream().map(l -> l.protocol() + " " + l.packets()).toList())),
            new Column("dissectorProtocol", f -> CsvCell.text(f.dissectorProtocol())),
            new Column("appName", f -> CsvCell.text(f.appName())),
            new Column("category", f -> CsvCell.text(f.category())),
            new Column("flowRisks", f -> ConversationCsv.list(f.flowRisks())),
            new Column("idsAlerts", f -> ConversationCsv.list(f.idsAlerts())),
            new Column("packetCount", f -> CsvCell.number(f.packetCount())),
            new Column("totalBytes", f -> CsvCell.number(f.totalBytes())),
            new Column("srcPackets", f -> CsvCell.number(f.srcPackets())),
            new Column("srcBytes", f -> CsvCell.number(f.srcBytes())),
            new Column("dstPackets", f -> CsvCell.number(f.dstPackets())),
            new Column("dstBytes", f -> CsvCell.number(f.dstBytes())),
            new Column("startTime", f -> CsvCell.text(f.startTime())),
            new Column("endTime", f -> CsvCell.text(f.endTime())),
            new Column("durationMs", f -> CsvCell.number(f.durationMs())),
            new Column("hostname", f -> CsvCell.text(f.hostname())),
            new Column("ja3Client", f -> CsvCell.text(f.ja3Client())),
            new Column("ja3Server", f -> CsvCell.text(f.ja3Server())),
            new Column("ja4Client", f -> CsvCell.text(f.ja4Client())),
            new Column("communityId", f -> CsvCell.text(f.communityId())),
            new Column("fileTypes", f -> ConversationCsv.list(f.fileTypes())),
            new Column("customRules", f -> ConversationCsv.list(f.customRules() == null ? null
                    : f.customRules().stream().map(ConversationBody.RuleBody::name).toList())),
            new Column("srcCountry", f -> CsvCell.text(ConversationCsv.country(f.srcGeo()))),
            new Column("dstCountry", f -> CsvCell.text(ConversationCsv.country(f.dstGeo()))),
            new Column("srcDeviceType", f -> CsvCell.text(f.srcDeviceType())),
            new Column("dstDeviceType", f -> CsvCell.text(f.dstDeviceType())),
            new Column("extractedFileCount", f -> CsvCell.number(f.extractedFileCount())),
            new Column("conversationIds", f -> ConversationCsv.list(
                    f.conversationIds().stream().map(String::valueOf).toList())),
            new Column("alpn", f -> ConversationCsv.list(f.alpn())));

    private static final String HEADER = COLUMNS.stream().map(Column::header).collect(Collectors.joining(","));

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
                    FlowBody body = FlowBody.from(f);
                    w.write(COLUMNS.stream().map(c -> c.cell().apply(body)).collect(Collectors.joining(",")) + "\r\n");
                }
                if (flows.items().size() < PAGE) {
                    break;
                }
            }
            w.flush();
        };
    }
}
