package io.pcaplens.domain.monitor;

import io.pcaplens.domain.conversation.DeviceType;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.zip.GZIPInputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The link-layer facts of the office series (shared/pcaps/monitor, weeks 3 to 7) as the ledgers find them
 * from each frame's Ethernet and IP fields, and the critical changes between the weeks. The resources hold
 * tshark's output for every frame:
 * {@code tshark -r weekN_….pcap -T fields -e eth.src -e eth.dst -e arp.src.proto_ipv4 -e ip.src -e ip.dst
 * -e frame.len -E separator=' ' | gzip -9 -n}.
 */
class OfficeSeriesTest {

    private static final String ROUTER = "00:aa:bb:cc:dd:01";
    private static final LocalGateway GATEWAY = new LocalGateway(ROUTER, "10.0.1.1");

    /** One week's facts as far as frames' link-layer fields tell them. */
    private static SnapshotFacts linkFacts(int week) {
        BindingLedger ledger = new BindingLedger();
        GatewayTally tally = new GatewayTally();
        for (String[] f : frames(week)) {
            String ethSrc = f[0];
            String ethDst = f[1];
            String arpSender = f[2];
            String ipSrc = f[3];
            String ipDst = f[4];
            if (!arpSender.isEmpty()) {
                ledger.arp(arpSender, ethSrc);
            } else if (!ipSrc.isEmpty()) {
                ledger.frame(ipSrc, ipDst, ethSrc);
                tally.frame(ethDst, ipSrc, ipDst, Long.parseLong(f[5]));
            }
        }
        String gatewayMac = tally.gatewayMac().orElse(null);
        List<Binding> bindings = ledger.bindings(gatewayMac);
        Map<String, String> firstCard = new TreeMap<>();
        bindings.forEach(b -> firstCard.putIfAbsent(b.ip(), b.mac()));
        List<HostFact> hosts = new ArrayList<>();
        firstCard.forEach((ip, mac) -> hosts.add(new HostFact(ip, mac, DeviceType.UNKNOWN, null)));
        return new SnapshotFacts(hosts, bindings, List.of(), List.of(), List.of(), tally.gateway(bindings).orElse(null),
                tally.upstreamPeer().orElse(null), List.of(), null, List.of(), List.of(), List.of(), null);
    }

    private static List<String[]> frames(int week) {
        String name = "office-week" + week + "-l2.txt.gz";
        try (InputStream in = OfficeSeriesTest.class.getResourceAsStream(name);
             BufferedReader r = new BufferedReader(new InputStreamReader(new GZIPInputStream(in),
                     StandardCharsets.UTF_8))) {
            return r.lines().map(line -> line.split(" ", -1)).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void everyWeekLeavesThroughTheSameRouterAndTheUpstreamPeerFailsOverAndBack() {
        Map<Integer, String> upstream = new TreeMap<>();
        for (int week = 3; week <= 7; week++) {
            SnapshotFacts facts = linkFacts(week);
            assertEquals(GATEWAY, facts.gateway(), "week " + week);
            upstream.put(week, facts.upstreamPeer());
        }
        assertEquals(Map.of(3, "203.0.113.1", 4, "198.51.100.1", 5, "198.51.100.1", 6, "198.51.100.1",
                7, "203.0.113.1"), upstream);
    }

    @Test
    void theRouterIsBoundToItsOwnAddressOnlyThoughItCarriesEveryRoutedFrame() {
        assertEquals(Set.of("10.0.1.1"), linkFacts(5).ipsByMac().get(ROUTER));
    }

    @Test
    void theShadowDeviceAndTheBranchOfficeClaimAddressesOfOthers() {
        assertEquals(List.of(), linkFacts(4).contestedAddresses());
        assertEquals(List.of(new ContestedAddress("10.0.1.11", List.of("ac:de:48:22:22:02", "b8:27:eb:77:77:07"))),
                linkFacts(5).contestedAddresses());
        assertEquals(List.of(
                        new ContestedAddress("10.0.1.10", List.of("52:54:00:b0:00:0a", "ac:de:48:11:11:01")),
                        new ContestedAddress("10.0.1.11", List.of("52:54:00:b0:00:0b", "ac:de:48:22:22:02")),
                        new ContestedAddress("10.0.1.12", List.of("52:54:00:b0:00:0c", "ac:de:48:33:33:03"))),
                linkFacts(6).contestedAddresses());
        assertEquals(List.of(), linkFacts(7).contestedAddresses());
        // the shadow device's card holds its own address and Bob's
        assertEquals(Set.of("10.0.1.11", "10.0.4.50"), linkFacts(5).ipsByMac().get("b8:27:eb:77:77:07"));
    }

    @Test
    void theCriticalChangesWeekByWeek() {
        Map<Integer, List<String>> critical = new TreeMap<>();
        for (int week = 4; week <= 7; week++) {
            Comparison c = new Comparison(linkFacts(week - 1), linkFacts(week));
            critical.put(week, ChangeDetector.standard().detect(c).stream()
                    .filter(e -> e.severity() == ChangeSeverity.CRITICAL)
                    .map(e -> e.type() + " " + e.entity()).toList());
        }
        assertEquals(Map.of(
                4, List.of("UPSTREAM_CHANGED upstream"),
                5, List.of("ADDRESS_CONFLICT 10.0.1.11"),
                6, List.of("ADDRESS_CONFLICT 10.0.1.10", "ADDRESS_CONFLICT 10.0.1.11", "ADDRESS_CONFLICT 10.0.1.12"),
                7, List.of("UPSTREAM_CHANGED upstream")), critical);
    }
}
