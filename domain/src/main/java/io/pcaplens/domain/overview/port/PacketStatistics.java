package io.pcaplens.domain.overview.port;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.overview.ProtocolHierarchy;
import io.pcaplens.domain.overview.Timeline;

import java.util.List;

/** Sums over a capture's stored packets, computed where they are stored rather than by reading them. */
public interface PacketStatistics {

    /**
     * The earliest and the latest time of the capture's stored packets: the first and the last packet's unless
     * the capture's clock went backwards (a clock step, captures merged by appending); empty without packets.
     */
    java.util.Optional<Timeline.Span> span(CaptureId captureId);

    /**
     * Packets and frame bytes per bin of {@code binNanos}, bin 0 starting at {@code startNanos} (no packet of the
     * capture is earlier: the span's start); bins without packets are left out.
     */
    List<Timeline.Count> timeline(CaptureId captureId, long startNanos, long binNanos);

    /**
     * As {@link #timeline}, for the packets of the conversations one end of which is {@code node} (an IP address,
     * or the MAC of a layer-2 host, as the conversations hold it): one host's traffic, both ways.
     */
    List<Timeline.Count> timeline(CaptureId captureId, long startNanos, long binNanos, String node);

    /** Frames and frame bytes per layer path; packets stored without a path are left out. */
    List<ProtocolHierarchy.PathCount> layerPaths(CaptureId captureId);
}
