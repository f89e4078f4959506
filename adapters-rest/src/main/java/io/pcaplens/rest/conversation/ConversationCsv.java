package io.pcaplens.rest.conversation;

import io.pcaplens.application.Page;
import io.pcaplens.application.conversation.ConversationQueries;
import io.pcaplens.domain.conversation.ConversationQuery;
import io.pcaplens.domain.conversation.ConversationRow;
import jakarta.ws.rs.core.StreamingOutput;

import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** The conversation list as CSV, every page of the current filters and sort, streamed page by page. */
public final class ConversationCsv {

    private static final int PAGE = 1000;
    private static final String HEADER = "id,srcIp,srcPort,dstIp,dstPort,protocol,transport,dissectorProtocol,appName,"
            + "category,flowRisks,idsAlerts,packetCount,totalBytes,startTime,endTime,durationMs,hostname,ja3Client,"
            + "ja3Server,fileTypes,httpUserAgents,customRules,srcCountry,dstCountry,srcDeviceType,dstDeviceType,"
            + "extractedFileCount";

    private ConversationCsv() {
    }

    public static StreamingOutput of(ConversationQueries queries, String captureId, ConversationQuery query) {
        return out -> {
            Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
            w.write(HEADER + "\r\n");
            for (int page = 1; ; page++) {
                Page<ConversationRow> rows = queries.page(captureId, query, page, PAGE);
                for (ConversationRow r : rows.items()) {
                    w.write(line(ConversationBody.from(r)));
                }
                if (rows.items().size() < PAGE) {
                    break;
                }
            }
            w.flush();
        };
    }

    private static String line(ConversationBody c) {
        return String.join(",", CsvCell.number(c.id()), CsvCell.text(c.srcIp()), CsvCell.number(c.srcPort()),
                CsvCell.text(c.dstIp()), CsvCell.number(c.dstPort()), CsvCell.text(c.protocol()),
                CsvCell.text(c.transport()), CsvCell.text(c.dissectorProtocol()), CsvCell.text(c.appName()),
                CsvCell.text(c.category()), list(c.flowRisks()), list(c.idsAlerts()), CsvCell.number(c.packetCount()),
                CsvCell.number(c.totalBytes()), CsvCell.text(c.startTime()), CsvCell.text(c.endTime()),
                CsvCell.number(c.durationMs()), CsvCell.text(c.hostname()), CsvCell.text(c.ja3Client()),
                CsvCell.text(c.ja3Server()), list(c.fileTypes()), list(c.httpUserAgents()),
                list(c.customRules() == null ? null : c.customRules().stream().map(ConversationBody.RuleBody::name).toList()),
                CsvCell.text(country(c.srcGeo())), CsvCell.text(country(c.dstGeo())), CsvCell.text(c.srcDeviceType()),
                CsvCell.text(c.dstDeviceType()), CsvCell.number(c.extractedFileCount())) + "\r\n";
    }

    private static String country(io.pcaplens.domain.host.Geo geo) {
        return geo == null ? null : geo.countryCode();
    }

    private static String list(List<String> values) {
        return values == null ? "" : CsvCell.text(String.join("; ", values));
    }
}
