package io.pcaplens.dissector.suricata;

import io.pcaplens.dissector.tshark.DissectedRows;
import io.pcaplens.dissector.tshark.PacketDissectorContract;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.packet.Transport;
import jakarta.json.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * The rows' Community IDs against Suricata's own: for each capture, every TCP, UDP, ICMP and ICMPv6 flow
 * Suricata logs (run with the service's command line, which turns on eve's community_id) has a row with its
 * id, and every TCP/UDP/ICMP/ICMPv6 row's id is one of Suricata's flows'.
 *
 * <p>The test reads a set of captures that covers IPv4, IPv6, ICMP, ICMPv6, UDP and TCP; with
 * {@code -Dpcaplens.communityid.corpus=all} (bench/community-id.sh) it reads every capture of the corpus (or
 * the comma-separated captures named instead of "all") and prints, per capture, the flows of both sides and those of either side the other lacks, failing on none:
 * the corpus holds tunnels and link types where the two are known to differ (bench/README.md).
 */
class CommunityIdAgreementTest {

    private static final List<String> SUBSET = List.of(
            "http-bro-org-browsing.pcap",  // IPv4 TCP, 13 flows
            "dns-mixed-records.pcap",      // IPv4 UDP
            "icmp-pings.pcap",             // ICMP echo
            "icmp-tunnel.pcap",            // ICMP echo with payloads, 961 packets
            "icmp6-ping.pcap",             // ICMPv6 echo
            "ipv6-http-mixed.pcap",        // IPv6 TCP, UDP (QUIC)
            "mdns.pcap",                   // IPv4 and IPv6 multicast UDP
            "dns-over-tcp.pcap",           // TCP and UDP between the same hosts
            "tls-selfsigned-loopback.pcap", // null/loopback link type
            "ipv6-http.pcap",              // IPv6 TCP
            "bittorrent.pcap");            // 24 TCP and UDP flows
    private static final Set<Transport> COMPARED = Set.of(Transport.TCP, Transport.UDP, Transport.ICMP,
            Transport.ICMPV6);
    private static final Set<String> SURICATA_COMPARED = Set.of("TCP", "UDP", "ICMP", "IPv6-ICMP");

    @TempDir
    Path work;

    /** What one capture's two sides say: Suricata's flow ids, the rows' ids, and the ids either lacks. */
    record Agreement(String capture, Set<String> suricata, Set<String> rows, Set<String> rowless,
                     Set<String> unknownToSuricata, List<String> unknownRows) {
        boolean agrees() {
            return rowless.isEmpty() && unknownToSuricata.isEmpty();
        }
    }

    @Test
    void everyFlowSuricataLogsHasARowWithItsCommunityIdAndNoRowHasAnIdSuricataLacks() throws Exception {
        String chosen = System.getProperty("pcaplens.communityid.corpus", "");
        boolean corpus = !chosen.isBlank();
        List<String> captures = !corpus ? SUBSET : chosen.equals("all") ? corpus() : List.of(chosen.split(","));
        List<Agreement> all = new ArrayList<>();
        for (String capture : captures) {
            all.add(compare(capture));
        }
        if (corpus) {
            report(all);
            return;
        }
        for (Agreement a : all) {
            assertFalse(a.suricata().isEmpty(), a.capture() + ": Suricata logs flows");
            assertEquals(a.suricata(), a.rows(), a.capture() + ": Suricata's flows without a row "
                    + a.rowless() + ", rows Suricata has no flow of " + a.unknownToSuricata());
        }
    }

    private Agreement compare(String capture) throws Exception {
        Path file = PacketDissectorContract.PCAPS.resolve(capture);
        Set<String> suricata = suricataFlows(file);
        List<ConversationRow> compared = DissectedRows.of(file, Files.createDirectories(work.resolve("rows-" + capture)))
                .stream()
                .filter(r -> COMPARED.contains(r.identity().transport()))
                .filter(r -> r.identity().communityId() != null)
                .toList();
        Set<String> rows = compared.stream().map(r -> r.identity().communityId().value())
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> rowless = new TreeSet<>(suricata);
        rowless.removeAll(rows);
        Set<String> unknown = new TreeSet<>(rows);
        unknown.removeAll(suricata);
        List<String> unknownRows = compared.stream().filter(r -> unknown.contains(r.identity().communityId().value()))
                .map(r -> r.identity().transport() + " " + r.identity().srcIp() + " " + r.identity().srcPort() + " -> "
                        + r.identity().dstIp() + " " + r.identity().dstPort() + " (" + r.labels().protocol() + ")")
                .limit(3).toList();
        return new Agreement(capture, suricata, rows, rowless, unknown, unknownRows);
    }

    /** The community_id of every TCP/UDP/ICMP/ICMPv6 flow record of Suricata's eve log, run as the service runs it. */
    private Set<String> suricataFlows(Path capture) throws Exception {
        Path dir = Files.createDirectories(work.resolve("ids-" + capture.getFileName()));
        Path rules = Files.writeString(dir.resolve("none.rules"), "");
        Process p = new ProcessBuilder(Suricata.command(capture, dir, rules)).redirectErrorStream(true)
                .redirectOutput(dir.resolve("out.txt").toFile()).start();
        if (p.waitFor() != 0) {
            throw new IllegalStateException("suricata failed on " + capture + ": " + Files.readString(dir.resolve("out.txt")));
        }
        Path eve = dir.resolve("eve.json");
        if (!Files.exists(eve)) {
            return Set.of();
        }
        try (Stream<String> lines = Files.lines(eve)) {
            return lines.map(l -> Json.createReader(new StringReader(l)).readObject())
                    .filter(e -> "flow".equals(e.getString("event_type", "")))
                    .filter(e -> SURICATA_COMPARED.contains(e.getString("proto", "")))
                    .map(e -> e.getString("community_id"))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    /** Every capture the corpus manifest lists. */
    private static List<String> corpus() throws Exception {
        try (Stream<String> lines = Files.lines(PacketDissectorContract.PCAPS.resolve("MANIFEST.md"))) {
            return lines.filter(l -> l.startsWith("| `"))
                    .map(l -> l.substring(3, l.indexOf('`', 3)))
                    .filter(name -> Files.exists(PacketDissectorContract.PCAPS.resolve(name)))
                    .toList();
        }
    }

    private static void report(List<Agreement> all) {
        System.out.printf("%-42s %9s %6s %8s %8s%n", "capture", "suricata", "rows", "rowless", "unknown");
        int agree = 0;
        long flows = 0;
        long matched = 0;
        for (Agreement a : all) {
            System.out.printf("%-42s %9d %6d %8d %8d%s%n", a.capture(), a.suricata().size(), a.rows().size(),
                    a.rowless().size(), a.unknownToSuricata().size(), a.agrees() ? "" : "   DIFFERS");
            a.unknownRows().forEach(r -> System.out.println("    row without a Suricata flow: " + r));
            agree += a.agrees() ? 1 : 0;
            flows += a.suricata().size();
            matched += a.suricata().size() - a.rowless().size();
        }
        System.out.printf("captures %d, agreeing %d; Suricata flows %d, with a row of the same id %d%n",
                all.size(), agree, flows, matched);
    }
}
