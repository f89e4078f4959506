package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.flow.DpiFacts;
import io.pcaplens.domain.packet.IpLiteral;
import io.pcaplens.domain.packet.Transport;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Known tunnels: ICMP between two hosts carrying far more than pings do (a session tunnelled in echo payloads),
 * and Tor, as DPI names it. One ICMP finding per pair of hosts, one Tor finding per client.
 */
public final class TunnelDetector implements Detector {

    /**
     * Link, IP and ICMP headers of a frame on Ethernet: what a frame carries besides its ICMP payload. Other links
     * have shorter headers, so there the payload is underestimated, never taken for more than it is.
     */
    private static final long ICMP_OVERHEAD = 14 + 20 + 8;
    private static final long ICMPV6_OVERHEAD = 14 + 40 + 8;

    /**
     * The dissector's labels of ICMP that carries its own payload (echo data reads as no label). An ICMP error is
     * labelled by the packet it quotes (DNS, QUIC …), and is left out: it is no tunnel, whatever its size.
     */
    private static final Set<String> OWN_PAYLOAD = Set.of("icmp", "icmpv6");

    private final TunnelThresholds thresholds;
    private final Map<Pair, Icmp> icmp = new LinkedHashMap<>();
    private final Map<String, Tor> tor = new LinkedHashMap<>();

    public TunnelDetector(TunnelThresholds thresholds) {
        this.thresholds = thresholds;
    }

    /** Two hosts in a fixed order (the lower address first), whichever of them a row names first. */
    private record Pair(String a, String b) {
        static Pair of(String x, String y) {
            String cx = IpLiteral.canonical(x);
            String cy = IpLiteral.canonical(y);
            return cx.compareTo(cy) <= 0 ? new Pair(cx, cy) : new Pair(cy, cx);
        }
    }

    /** What is kept of the ICMP of one pair: packets each way and the payload bytes estimated. */
    private static final class Icmp {
        final Evidence evidence = new Evidence();
        Transport transport;
        String first;
        long fromA;
        long fromB;
        long payloadBytes;

        long packets() {
            return fromA + fromB;
        }

        double meanPayload() {
            return packets() == 0 ? 0 : (double) payloadBytes / packets();
        }
    }

    /** One client's Tor connections and the relays they went to. */
    private static final class Tor {
        final Evidence evidence = new Evidence();
        final Set<String> relays = new LinkedHashSet<>();
    }

    @Override
    public String name() {
        return "tunnels";
    }

    @Override
    public int version() {
        return 1;
    }

    @Override
    public Map<String, String> parameters() {
        return thresholds.parameters();
    }

    @Override
    public void accept(ConversationRow row) {
        acceptIcmp(row);
        DpiFacts dpi = row.flow() == null ? DpiFacts.NONE : row.flow().dpi();
        if ("tor".equalsIgnoreCase(dpi.appName())) {
            // the relay is the end on the lower port, as a TLS server is: a row may begin with the relay's packet
            TlsServer relay = TlsServer.of(row);
            Tor t = tor.computeIfAbsent(relay.client(), k -> new Tor());
            t.evidence.add(row);
            t.relays.add(relay.address());
        }
    }

    private void acceptIcmp(ConversationRow row) {
        Transport transport = row.identity().transport();
        String label = row.labels().dissectorProtocol();
        if ((transport != Transport.ICMP && transport != Transport.ICMPV6)
                || (label != null && !OWN_PAYLOAD.contains(label.toLowerCase(Locale.ROOT)))) {
            return;
        }
        String src = row.identity().srcIp();
        Pair pair = Pair.of(src, row.identity().dstIp());
        Icmp i = icmp.computeIfAbsent(pair, k -> new Icmp());
        if (i.first == null) {
            i.first = IpLiteral.canonical(src);
            i.transport = transport;
        }
        long overhead = transport == Transport.ICMP ? ICMP_OVERHEAD : ICMPV6_OVERHEAD;
        long sent = row.traffic().fromSrc().packets();
        long received = row.traffic().fromDst().packets();
        if (IpLiteral.canonical(src).equals(pair.a())) {
            i.fromA += sent;
            i.fromB += received;
        } else {
            i.fromA += received;
            i.fromB += sent;
        }
        i.payloadBytes += Math.max(0, row.traffic().totalBytes() - overhead * row.traffic().packetCount());
        i.evidence.add(row);
    }

    /**
     * Enough packets, both ways (echoes are answered; one-way ICMP is errors or a sweep), with a mean payload above
     * what pings carry.
     */
    private boolean isTunnel(Icmp i) {
        return i.packets() >= thresholds.minIcmpPackets() && i.fromA > 0 && i.fromB > 0
                && i.meanPayload() >= thresholds.minIcmpPayloadBytes();
    }

    @Override
    public List<Detection> detections() {
        List<Detection> found = new ArrayList<>();
        icmp.forEach((p, i) -> {
            if (!isTunnel(i)) {
                return;
            }
            boolean firstIsA = i.first.equals(p.a());
            String other = firstIsA ? p.b() : p.a();
            long byFirst = firstIsA ? i.fromA : i.fromB;
            long mean = Math.round(i.meanPayload());
            String title = i.first + " and " + other + " tunnel data through ICMP";
            String explanation = i.first + " and " + other + " exchanged " + i.packets() + " ICMP packets ("
                    + byFirst + " from " + i.first + ", " + (i.packets() - byFirst) + " back) carrying about " + mean
                    + " bytes of payload each, where pings carry 32 to 64. Large ICMP payloads kept up over many"
                    + " packets are a session tunnelled through ICMP, which firewalls that let ping through do not"
                    + " inspect.";
            String query = HuntExpression.of().either(p.a()).either(p.b()).text("transport", i.transport.name())
                    .flag("(!dissector || dissector in {\"icmp\", \"icmpv6\"})").toString();
            found.add(new Detection(FindingKind.ICMP_TUNNEL, FindingSeverity.HIGH, title, explanation,
                    List.of(i.first, other), i.payloadBytes, i.evidence.ids(), query));
        });
        tor.forEach((client, t) -> {
            Evidence e = t.evidence;
            List<String> relays = List.copyOf(t.relays);
            String title = client + " connected to the Tor network";
            String explanation = client + " made " + e.rows() + " connection(s) that DPI recognised as Tor, to "
                    + relays.size() + " relay(s): " + String.join(", ", relays) + ". Tor hides where the traffic"
                    + " goes and what it carries; on a managed network it is usually against policy.";
            String query = HuntExpression.of().either(client).text("app", "Tor").toString();
            List<String> hosts = new ArrayList<>(List.of(client));
            relays.stream().filter(r -> !r.equals(client)).forEach(hosts::add);
            found.add(new Detection(FindingKind.TOR, FindingSeverity.MEDIUM, title, explanation, hosts,
                    relays.size(), e.ids(), query));
        });
        return found;
    }
}
