package io.pcaplens.domain.overview;

import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.conversation.Flow;
import io.pcaplens.domain.host.ExternalAddress;
import io.pcaplens.domain.host.HostProfile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a capture's landing page shows at a glance: the capture's summary and the series of its charts, each
 * computed from the stored analysis (packets, conversations, hosts), never from the file again.
 */
public record CaptureOverview(
        Capture capture,
        Totals totals,
        HostCounts hosts,
        ProtocolHierarchy protocols,
        List<Share> applications,
        List<Share> categories,
        List<Talker> topTalkers,
        List<Flow> topFlows,
        List<Country> countries,
        List<DeviceTypeCount> deviceTypes,
        Timeline timeline,
        List<AutonomousSystem> topAutonomousSystems) {

    /** The talkers and flows the overview ranks: enough for a bar chart to stay readable. */
    public static final int TOP = 10;

    /**
     * @param flows transport flows: the conversations of one connection under several protocol labels count once
     * @param bytes frame bytes of every packet
     */
    public record Totals(long conversations, long flows, long bytes) {
    }

    /** Hosts of the host table, by whether their address is routed on the public internet (spec 2.5). */
    public record HostCounts(long internal, long external) {

        public static HostCounts of(List<HostProfile> hosts) {
            long external = hosts.stream().filter(h -> ExternalAddress.isExternal(h.ip())).count();
            return new HostCounts(hosts.size() - external, external);
        }
    }

    /** A value (application, category) with the conversations that have it and their bytes. */
    public record Share(String name, long conversations, long bytes) {
    }

    /** A host with the packets and bytes of the conversations it took part in. */
    public record Talker(String ip, long packets, long bytes) {
    }

    /** A country of external hosts: how many hosts there, in how many conversations. */
    public record Country(String code, String name, long hosts, long conversations) {
    }

    /**
     * An autonomous system of external hosts: how many hosts in it, in how many conversations, and those
     * conversations' bytes (a conversation between two hosts of one system counts once).
     *
     * @param asn as geolocation gives it, "AS15169"
     */
    public record AutonomousSystem(String asn, String organisation, long hosts, long conversations, long bytes) {
    }

    /** How many hosts were classified as one device type (a custom rule's override winning). */
    public record DeviceTypeCount(String type, long hosts) {

        /** Most frequent first, then by name. */
        public static List<DeviceTypeCount> of(List<HostProfile> hosts) {
            Map<String, Long> counts = new TreeMap<>();
            hosts.forEach(h -> counts.merge(h.effectiveType().label(), 1L, Long::sum));
            List<DeviceTypeCount> out = new ArrayList<>();
            counts.forEach((type, n) -> out.add(new DeviceTypeCount(type, n)));
            out.sort(Comparator.comparingLong(DeviceTypeCount::hosts).reversed().thenComparing(DeviceTypeCount::type));
            return out;
        }
    }
}
