package io.pcaplens.rest.conversation;

import io.pcaplens.application.Page;
import io.pcaplens.application.conversation.ConversationQueries;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import jakarta.ws.rs.core.StreamingOutput;

import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The conversation list as CSV, every page of the current filters and sort, streamed page by page; or only the
 * chosen rows of it.
 */
public final class ConversationCsv {

    private static final int PAGE = 1000;

    /** A column: its header and its cell of a conversation. */
    private record Column(String header, Function<ConversationBody, String> cell) {
    }

    /** In the order of the file; columns added later go at the end, so scripts reading by position keep working. */
    private static final List<Column> COLUMNS = List.of(
            new Column("id", c -> CsvCell.number(c.id())),
            new Column("srcIp", c -> CsvCell.text(c.srcIp())),
            new Column("srcPort", c -> CsvCell.number(c.srcPort())),
            new Column("dstIp", c -> CsvCell.text(c.dstIp())),
            new Column("dstPort", c -> CsvCell.number(c.dstPort())),
            new Column("protocol", c -> CsvCell.text(c.protocol())),
            new Column("transport", c -> CsvCell.text(c.transport())),
            new Column("dissectorProtocol", c -> CsvCell.text(c.dissectorProtocol())),
            new Column("appName", c -> CsvCell.text(c.appName())),
            new Column("category", c -> CsvCell.text(c.category())),
            new Column("flowRisks", c -> list(c.flowRisks())),
            new Column("idsAlerts", c -> list(c.idsAlerts())),
            new Column("packetCount", c -> CsvCell.number(c.packetCount())),
            new Column("totalBytes", c -> CsvCell.number(c.totalBytes())),
            new Column("startTime", c -> CsvCell.text(c.startTime())),
            new Column("endTime", c -> CsvCell.text(c.endTime())),
            new Column("durationMs", c -> CsvCell.number(c.durationMs())),
            new Column("hostname", c -> CsvCell.text(c.hostname())),
            new Column("ja3Client", c -> CsvCell.text(c.ja3Client())),
            new Column("ja3Server", c -> CsvCell.text(c.ja3Server())),
            new Column("fileTypes", c -> list(c.fileTypes())),
            new Column("httpUserAgents", c -> list(c.httpUserAgents())),
            new Column("customRules", c -> list(c.customRules() == null ? null
                    : c.customRules().stream().map(ConversationBody.RuleBody::name).toList())),
            new Column("srcCountry", c -> CsvCell.text(country(c.srcGeo()))),
            new Column("dstCountry", c -> CsvCell.text(country(c.dstGeo()))),
            new Column("srcDeviceType", c -> CsvCell.text(c.srcDeviceType())),
            new Column("dstDeviceType", c -> CsvCell.text(c.dstDeviceType())),
            new Column("extractedFileCount", c -> CsvCell.number(c.extractedFileCount())),
            new Column("srcPackets", c -> CsvCell.number(c.srcPackets())),
            new Column("srcBytes", c -> CsvCell.number(c.srcBytes())),
            new Column("dstPackets", c -> CsvCell.number(c.dstPackets())),
            new Column("dstBytes", c -> CsvCell.number(c.dstBytes())),
            new Column("ja4Client", c -> CsvCell.text(c.ja4Client())),
            new Column("communityId", c -> CsvCell.text(c.communityId())),
            new Column("alpn", c -> list(c.alpn())));

    private static final String HEADER = COLUMNS.stream().map(Column::header).collect(Collectors.joining(","));

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
                        w.write(line(ConversationBody.from(r)));
                    }
                }
                if (rows.items().size() < PAGE) {
                    break;
                }
            }
            w.flush();
        };
    }

    static String line(ConversationBody c) {
        return COLUMNS.stream().map(column -> column.cell().apply(c)).collect(Collectors.joining(",")) + "\r\n";
    }

    static String header() {
        return HEADER;
    }

    static String country(Geo geo) {
        return geo == null ? null : geo.countryCode();
    }

    static String list(List<String> values) {
        return values == null ? "" : CsvCell.text(String.join("; ", values));
    }
}
