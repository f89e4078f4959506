package io.pcaplens.domain.monitor;

import java.io.Serializable;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds, while a capture's frames go by, where the network's traffic leaves it: the local default gateway
 * (the card that frames from local hosts to off-site addresses were addressed to) and the upstream peer
 * (the off-site address most of that traffic went to).
 *
 * <p>A capture taken on the inside of a router never shows the provider's router as an IP endpoint; the
 * upstream peer is meaningful only when one off-site address carries most of the traffic, as a provider
 * gateway, a proxy or a tunnel concentrator does. When the traffic is spread over many sites, the busiest
 * of them is just a popular site and changes every week, so none is named.
 */
public final class GatewayTally implements Serializable {

    /** The share of outbound off-site bytes a single peer must carry to be the network's way out. */
    public static final double UPSTREAM_MIN_SHARE = 0.5;

    private final Map<String, Long> bytesByCard = new HashMap<>();
    private final Map<String, Long> bytesByPeer = new HashMap<>();
    private long outbound;

    /** One IP frame: counted when it goes from a local address to an off-site one. */
    public void frame(String dstMac, String srcIp, String dstIp, long bytes) {
        if (!OffSiteAddress.isOffSite(dstIp) || OffSiteAddress.isOffSite(srcIp)
                || !LocalAddress.isUnicastHost(srcIp)) {
            return;
        }
        outbound(MacAddress.ofCard(dstMac), dstIp, bytes);
    }

    /**
     * A frame already known to go from a local host to an off-site peer.
     *
     * @param card the frame's destination card as {@link MacAddress#ofCard} writes it, null when it names none
     */
    void outbound(String card, String peer, long bytes) {
        if (card != null) {
            bytesByCard.merge(card, bytes, Long::sum);
        }
        bytesByPeer.merge(peer, bytes, Long::sum);
        outbound += bytes;
    }

    /** Takes in what another slice of the same capture counted. */
    public void absorb(GatewayTally other) {
        other.bytesByCard.forEach((card, bytes) -> bytesByCard.merge(card, bytes, Long::sum));
        other.bytesByPeer.forEach((peer, bytes) -> bytesByPeer.merge(peer, bytes, Long::sum));
        outbound += other.outbound;
    }

    /** The card that most outbound bytes were sent to; ties go to the lower MAC so that reruns agree. */
    public Optional<String> gatewayMac() {
        return busiest(bytesByCard);
    }

    /** The off-site address carrying at least {@link #UPSTREAM_MIN_SHARE} of the outbound bytes. */
    public Optional<String> upstreamPeer() {
        return busiest(bytesByPeer).filter(peer -> bytesByPeer.get(peer) >= UPSTREAM_MIN_SHARE * outbound);
    }

    /**
     * The gateway's card with the address it holds on the local segment: the one its own ARP, DHCP or NDP
     * showed, else one it sent local frames from; the lowest when it holds several (a router with
     * secondary addresses).
     */
    public Optional<LocalGateway> gateway(List<Binding> bindings) {
        return gatewayMac().map(mac -> new LocalGateway(mac, bindings.stream()
                .filter(b -> b.mac().equals(mac))
                .min(Comparator.comparing((Binding b) -> !claimedByItself(b)).thenComparing(Binding::ip))
                .map(Binding::ip)
                .orElse(null)));
    }

    private static boolean claimedByItself(Binding b) {
        return b.evidence().contains(BindingEvidence.ARP) || b.evidence().contains(BindingEvidence.DHCP)
                || b.evidence().contains(BindingEvidence.NDP);
    }

    private static Optional<String> busiest(Map<String, Long> bytes) {
        return bytes.entrySet().stream()
                .max(Map.Entry.<String, Long>comparingByValue()
                        .thenComparing(Map.Entry.comparingByKey(Comparator.reverseOrder())))
                .map(Map.Entry::getKey);
    }
}
