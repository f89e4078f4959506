package io.pcaplens.rest.overview;

import io.pcaplens.rest.Timestamps;

import io.pcaplens.domain.overview.Timeline;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.time.Duration;
import java.util.List;

/** A capture's timeline in the API: the bin width, and every bin from the first packet's time on. */
public record TimelineBody(
        @Schema(description = "the first bin's start: the capture's first packet") String start,
        @Schema(description = "the width of every bin in nanoseconds") long binNanos,
        @Schema(description = "the width of every bin as an ISO-8601 duration, e.g. PT0.005S") String binWidth,
        List<BinBody> bins) {

    /** One bin: from its start until the next bin's start. */
    public record BinBody(String start, long packets, long bytes) {
    }

    public static TimelineBody from(Timeline t) {
        return new TimelineBody(t.bins().isEmpty() ? null : Timestamps.ofNanos(t.startNanos()), t.binNanos(),
                Duration.ofNanos(t.binNanos()).toString(),
                t.bins().stream().map(b -> new BinBody(Timestamps.ofNanos(b.startNanos()), b.packets(), b.bytes()))
                        .toList());
    }
}
