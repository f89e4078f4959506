package io.pcaplens.application.fakes;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.overview.ProtocolHierarchy;
import io.pcaplens.domain.overview.Timeline;
import io.pcaplens.domain.overview.port.PacketStatistics;
import io.pcaplens.domain.packet.PacketRecord;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Map;
import java.util.TreeMap;

/** The sums the database makes over a capture's packets, made here over the packets the fake repository holds. */
public class InMemoryPacketStatistics implements PacketStatistics {

    private final InMemoryPacketRepository packets;

    public InMemoryPacketStatistics(InMemoryPacketRepository packets) {
        this.packets = packets;
    }

    @Override
    public Optional<Timeline.Span> span(CaptureId captureId) {
        List<Long> times = packets.of(captureId).stream().map(s -> s.packet().timeNanos()).toList();
        return times.isEmpty() ? Optional.empty()
                : Optional.of(new Timeline.Span(Collections.min(times), Collections.max(times)));
    }

    @Override
    public List<Timeline.Count> timeline(CaptureId captureId, long startNanos, long binNanos) {
        return binned(packets.of(captureId), startNanos, binNanos);
    }

    /** Here by each packet's own ends, which are its conversation's. */
    @Override
    public List<Timeline.Count> timeline(CaptureId captureId, long startNanos, long binNanos, String node) {
        return binned(packets.of(captureId).stream().filter(s -> node.equals(s.packet().endpoints().srcNode())
                || node.equals(s.packet().endpoints().dstNode())).toList(), startNanos, binNanos);
    }

    private static List<Timeline.Count> binned(List<InMemoryPacketRepository.Stored> stored, long startNanos,
                                               long binNanos) {
        Map<Long, long[]> bins = new TreeMap<>();
        for (InMemoryPacketRepository.Stored s : stored) {
            long[] sums = bins.computeIfAbsent((s.packet().timeNanos() - startNanos) / binNanos, k -> new long[2]);
            sums[0]++;
            sums[1] += s.packet().frameLength();
        }
        List<Timeline.Count> out = new ArrayList<>();
        bins.forEach((bin, sums) -> out.add(new Timeline.Count(bin, sums[0], sums[1])));
        return out;
    }

    @Override
    public List<ProtocolHierarchy.PathCount> layerPaths(CaptureId captureId) {
        Map<String, long[]> paths = new TreeMap<>();
        for (InMemoryPacketRepository.Stored s : packets.of(captureId)) {
            PacketRecord p = s.packet();
            if (!p.layers().isEmpty()) {
                long[] sums = paths.computeIfAbsent(p.layers(), k -> new long[2]);
                sums[0]++;
                sums[1] += p.frameLength();
            }
        }
        List<ProtocolHierarchy.PathCount> out = new ArrayList<>();
        paths.forEach((path, sums) -> out.add(new ProtocolHierarchy.PathCount(path, sums[0], sums[1])));
        return out;
    }
}
