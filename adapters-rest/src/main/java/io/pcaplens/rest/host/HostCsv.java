package io.pcaplens.rest.host;

import io.pcaplens.application.Page;
import io.pcaplens.application.host.HostInventoryQueries;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.host.HostFilter;
import io.pcaplens.domain.host.HostRecord;
import io.pcaplens.domain.host.HostSort;
import io.pcaplens.rest.conversation.CsvCell;
import jakarta.ws.rs.core.StreamingOutput;

import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** The host list as CSV: every page of the filter in the sort, streamed a page at a time. */
final class HostCsv {

    private static final int PAGE = 1000;

    static final String HEADER = "address,mac,vendor,deviceType,internal,subnet24,subnet16,countryCode,country,asn,"
            + "org,packetsSent,bytesSent,packetsReceived,bytesReceived,packets,bytes,peers,conversations,firstSeen,"
            + "lastSeen";

    private HostCsv() {
    }

    static StreamingOutput of(HostInventoryQueries hosts, CaptureId captureId, HostFilter filter, HostSort sort) {
        return out -> {
            Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
            w.write(HEADER + "\r\n");
            for (int page = 1; ; page++) {
                Page<HostRecord> found = hosts.page(captureId, filter, sort, page, PAGE);
                for (HostRecord h : found.items()) {
                    w.write(line(HostBody.from(captureId, h)));
                }
                if (found.items().size() < PAGE) {
                    break;
                }
            }
            w.flush();
        };
    }

    private static String line(HostBody h) {
        List<String> cells = List.of(CsvCell.text(h.address()), CsvCell.text(h.mac()), CsvCell.text(h.vendor()),
                CsvCell.text(h.deviceType()), Boolean.toString(h.internal()), CsvCell.text(h.subnet24()),
                CsvCell.text(h.subnet16()), CsvCell.text(h.countryCode()), CsvCell.text(h.country()),
                CsvCell.text(h.asn()), CsvCell.text(h.org()), CsvCell.number(h.packetsSent()),
                CsvCell.number(h.bytesSent()), CsvCell.number(h.packetsReceived()), CsvCell.number(h.bytesReceived()),
                CsvCell.number(h.packets()), CsvCell.number(h.bytes()), CsvCell.number(h.peers()),
                CsvCell.number(h.conversations()), CsvCell.text(h.firstSeen()), CsvCell.text(h.lastSeen()));
        return String.join(",", cells) + "\r\n";
    }
}
