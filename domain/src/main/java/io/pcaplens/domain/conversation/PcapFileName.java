package io.pcaplens.domain.conversation;


import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * The name a downloaded capture of one conversation or flow is saved under: its two endpoints, source first,
 * and the minute it started in UTC, {@code 10.0.0.5_51234-1.2.3.4_443_2024-01-08T10-00.pcap}. Endpoints without
 * ports (ICMP, ARP, layer 2) have no port part. File systems refuse ':' (Windows) and '/', so every character
 * of an address other than letters, digits and '.' becomes '.': {@code fe80::1} is written {@code fe80..1}, a
 * MAC address {@code 00.11.22.33.44.55}.
 */
public final class PcapFileName {

    private static final DateTimeFormatter MINUTE = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH-mm")
            .withZone(ZoneOffset.UTC);

    private PcapFileName() {
    }

    public static String of(String srcIp, Integer srcPort, String dstIp, Integer dstPort, long startNanos) {
        Instant start = Instant.ofEpochSecond(Math.floorDiv(startNanos, 1_000_000_000L));
        return endpoint(srcIp, srcPort) + "-" + endpoint(dstIp, dstPort) + "_" + MINUTE.format(start) + ".pcap";
    }

    /** A flow's name: its initiator first. */
    public static String of(Flow flow) {
        return of(flow.srcIp(), flow.srcPort(), flow.dstIp(), flow.dstPort(), flow.traffic().startNanos());
    }

    /**
     * A conversation row's name: its flow's with the row's Protocol label after it
     * ({@code …_2024-01-08T10-00_HTTP.pcap}), so the row's own packets and its whole connection, both downloads
     * of the row's menu, are saved under two names.
     */
    public static String of(ConversationRow row) {
        Identity e = row.identity();
        String flow = of(e.srcIp(), e.srcPort(), e.dstIp(), e.dstPort(), row.traffic().startNanos());
        return flow.substring(0, flow.length() - ".pcap".length()) + "_" + safe(row.labels().protocol()) + ".pcap";
    }

    private static String endpoint(String address, Integer port) {
        String safe = safe(address);
        return port == null ? safe : safe + "_" + port;
    }

    private static String safe(String text) {
        return text == null || text.isEmpty() ? "unknown" : text.replaceAll("[^A-Za-z0-9.]", ".");
    }
}
