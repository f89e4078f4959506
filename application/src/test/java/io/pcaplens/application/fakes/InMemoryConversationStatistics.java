package io.pcaplens.application.fakes;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.HostFacts;
import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.overview.CaptureOverview;
import io.pcaplens.domain.overview.port.ConversationStatistics;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/** The sums the database makes over a capture's conversations, made here over the fake repository's rows. */
public class InMemoryConversationStatistics implements ConversationStatistics {

    private final InMemoryConversationRepository conversations;

    public InMemoryConversationStatistics(InMemoryConversationRepository conversations) {
        this.conversations = conversations;
    }

    @Override
    public CaptureOverview.Totals totals(CaptureId captureId) {
        List<ConversationRow> rows = conversations.of(captureId);
        long flows = rows.stream().map(r -> FlowKey.of(r.identity().transport(), r.identity().srcIp(),
                port(r.identity().srcPort()), r.identity().dstIp(), port(r.identity().dstPort()))).distinct().count();
        return new CaptureOverview.Totals(rows.size(), flows, rows.stream().mapToLong(r -> r.traffic().totalBytes()).sum());
    }

    private static int port(Integer port) {
        return port == null ? 0 : port;
    }

    @Override
    public List<CaptureOverview.Share> applications(CaptureId captureId) {
        return shares(captureId, r -> r.flow() == null ? null : r.flow().dpi().appName());
    }

    @Override
    public List<CaptureOverview.Share> categories(CaptureId captureId) {
        return shares(captureId, r -> r.flow() == null ? null : r.flow().dpi().category());
    }

    private List<CaptureOverview.Share> shares(CaptureId captureId, Function<ConversationRow, String> value) {
        Map<String, long[]> sums = new TreeMap<>();
        for (ConversationRow r : conversations.of(captureId)) {
            String name = value.apply(r);
            if (name != null) {
                long[] s = sums.computeIfAbsent(name, k -> new long[2]);
                s[0]++;
                s[1] += r.traffic().totalBytes();
            }
        }
        List<CaptureOverview.Share> out = new ArrayList<>();
        sums.forEach((name, s) -> out.add(new CaptureOverview.Share(name, s[0], s[1])));
        out.sort(Comparator.comparingLong(CaptureOverview.Share::bytes).reversed());
        return out;
    }

    @Override
    public List<CaptureOverview.Talker> topTalkers(CaptureId captureId, int limit) {
        Map<String, long[]> sums = new TreeMap<>();
        for (ConversationRow r : conversations.of(captureId)) {
            for (String ip : List.of(r.identity().srcIp(), r.identity().dstIp())) {
                long[] s = sums.computeIfAbsent(ip, k -> new long[2]);
                s[0] += r.traffic().packetCount();
                s[1] += r.traffic().totalBytes();
            }
        }
        List<CaptureOverview.Talker> out = new ArrayList<>();
        sums.forEach((ip, s) -> out.add(new CaptureOverview.Talker(ip, s[0], s[1])));
        out.sort(Comparator.comparingLong(CaptureOverview.Talker::bytes).reversed());
        return out.subList(0, Math.min(limit, out.size()));
    }

    @Override
    public List<CaptureOverview.Country> countries(CaptureId captureId) {
        Map<String, Set<String>> hosts = new TreeMap<>();
        Map<String, Set<Long>> rows = new TreeMap<>();
        Map<String, String> names = new TreeMap<>();
        for (ConversationRow r : conversations.of(captureId)) {
            side(r, r.identity().srcIp(), r.srcHost(), hosts, rows, names);
            side(r, r.identity().dstIp(), r.dstHost(), hosts, rows, names);
        }
        List<CaptureOverview.Country> out = new ArrayList<>();
        hosts.forEach((code, ips) -> out.add(new CaptureOverview.Country(code, names.get(code), ips.size(),
                rows.get(code).size())));
        out.sort(Comparator.comparingLong(CaptureOverview.Country::hosts).reversed());
        return out;
    }

    @Override
    public List<CaptureOverview.AutonomousSystem> topAutonomousSystems(CaptureId captureId, int limit) {
        Map<String, Set<String>> hosts = new TreeMap<>();
        Map<String, Map<Long, Long>> bytesByRow = new TreeMap<>();
        Map<String, String> names = new TreeMap<>();
        for (ConversationRow r : conversations.of(captureId)) {
            HostFacts[] sides = {r.srcHost(), r.dstHost()};
            String[] ips = {r.identity().srcIp(), r.identity().dstIp()};
            for (int i = 0; i < 2; i++) {
                HostFacts host = sides[i];
                if (host != null && host.geo() != null && host.geo().asn() != null) {
                    String asn = host.geo().asn();
                    String ip = ips[i];
                    hosts.computeIfAbsent(asn, k -> new HashSet<>()).add(ip);
                    bytesByRow.computeIfAbsent(asn, k -> new TreeMap<>()).put(r.id().value(), r.traffic().totalBytes());
                    names.put(asn, host.geo().org());
                }
            }
        }
        List<CaptureOverview.AutonomousSystem> out = new ArrayList<>();
        hosts.forEach((asn, ips) -> out.add(new CaptureOverview.AutonomousSystem(asn, names.get(asn), ips.size(),
                bytesByRow.get(asn).size(), bytesByRow.get(asn).values().stream().mapToLong(Long::longValue).sum())));
        out.sort(Comparator.comparingLong(CaptureOverview.AutonomousSystem::bytes).reversed());
        return out.subList(0, Math.min(limit, out.size()));
    }

    private static void side(ConversationRow r, String ip, HostFacts host, Map<String, Set<String>> hosts,
                             Map<String, Set<Long>> rows, Map<String, String> names) {
        if (host != null && host.geo() != null && host.geo().countryCode() != null) {
            String code = host.geo().countryCode();
            hosts.computeIfAbsent(code, k -> new HashSet<>()).add(ip);
            rows.computeIfAbsent(code, k -> new HashSet<>()).add(r.id().value());
            names.put(code, host.geo().country());
        }
    }
}
