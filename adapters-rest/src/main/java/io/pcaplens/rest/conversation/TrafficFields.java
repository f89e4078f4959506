package io.pcaplens.rest.conversation;

import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.rest.Timestamps;

/** The traffic part (packets, bytes, each side's volume, times) as the API writes it, with its CSV columns. */
record TrafficFields(
        long packetCount,
        long totalBytes,
        long srcPackets,
        long srcBytes,
        long dstPackets,
        long dstBytes,
        String startTime,
        String endTime,
        long durationMs) {

    static final CsvColumn<RowParts> PACKET_COUNT = CsvColumn.number("packetCount", r -> r.traffic().packetCount());
    static final CsvColumn<RowParts> TOTAL_BYTES = CsvColumn.number("totalBytes", r -> r.traffic().totalBytes());
    static final CsvColumn<RowParts> SRC_PACKETS = CsvColumn.number("srcPackets", r -> r.traffic().srcPackets());
    static final CsvColumn<RowParts> SRC_BYTES = CsvColumn.number("srcBytes", r -> r.traffic().srcBytes());
    static final CsvColumn<RowParts> DST_PACKETS = CsvColumn.number("dstPackets", r -> r.traffic().dstPackets());
    static final CsvColumn<RowParts> DST_BYTES = CsvColumn.number("dstBytes", r -> r.traffic().dstBytes());
    static final CsvColumn<RowParts> START_TIME = CsvColumn.text("startTime", r -> r.traffic().startTime());
    static final CsvColumn<RowParts> END_TIME = CsvColumn.text("endTime", r -> r.traffic().endTime());
    static final CsvColumn<RowParts> DURATION_MS = CsvColumn.number("durationMs", r -> r.traffic().durationMs());

    static TrafficFields of(Traffic t) {
        return new TrafficFields(t.packetCount(), t.totalBytes(), t.fromSrc().packets(), t.fromSrc().bytes(),
                t.fromDst().packets(), t.fromDst().bytes(), Timestamps.ofNanos(t.startNanos()),
                Timestamps.ofNanos(t.endNanos()), t.durationMillis());
    }
}
