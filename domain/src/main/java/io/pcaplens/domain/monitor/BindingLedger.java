package io.pcaplens.domain.monitor;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Gathers, while a capture's frames go by, which card each address was seen on, from local-segment evidence
 * only: ARP, DHCP, neighbour discovery, and IP frames between two hosts of the same subnet.
 *
 * <p>Routed traffic is never evidence: a frame that crossed a router carries the router's MAC as its
 * source, whichever host sent the packet, so reading it would bind every remote address to the router.
 * Frames sent by the local gateway's card are therefore left out as well, even between addresses that look
 * like one subnet, because the assumed netmask may be wider than the real one.
 *
 * <p>Memory grows with the bindings (addresses times cards), never with the frames.
 */
public final class BindingLedger implements Serializable {

    private final Map<List<String>, Set<BindingEvidence>> seen = new LinkedHashMap<>();

    /** An ARP request or reply: its sender address and sender hardware address. */
    public void arp(String senderIp, String senderMac) {
        record(senderIp, senderMac, BindingEvidence.ARP);
    }

    /** A DHCP ACK: the address given ("your" address) and the client's hardware address. */
    public void dhcp(String assignedIp, String clientMac) {
        record(assignedIp, clientMac, BindingEvidence.DHCP);
    }

    /** A neighbour advertisement: its target address and target link-layer address. */
    public void ndp(String targetIp, String targetMac) {
        record(targetIp, targetMac, BindingEvidence.NDP);
    }

    /** Any IP frame: evidence for its source only when both ends are on the same subnet. */
    public void frame(String srcIp, String dstIp, String srcMac) {
        if (LocalSegment.sameSubnet(srcIp, dstIp)) {
            record(srcIp, srcMac, BindingEvidence.LOCAL_FRAME);
        }
    }

    private void record(String ip, String mac, BindingEvidence evidence) {
        String card = MacAddress.ofCard(mac);
        if (card == null || !isHostAddress(ip)) {
            return;
        }
        recordChecked(ip, card, evidence);
    }

    /**
     * Evidence whose address is known to be an on-site host's and whose card is already written as
     * {@link MacAddress#ofCard} writes it: {@link FrameEvidence} decides that once per address, not per frame.
     */
    void recordChecked(String ip, String card, BindingEvidence evidence) {
        Set<BindingEvidence> kinds = seen.get(List.of(ip, card));
        if (kinds == null) {
            kinds = EnumSet.noneOf(BindingEvidence.class);
            seen.put(List.of(ip, card), kinds);
        }
        kinds.add(evidence);
    }

    /** Takes in what another slice of the same capture showed. */
    public void absorb(BindingLedger other) {
        other.seen.forEach((key, evidence) -> seen.computeIfAbsent(key, k -> EnumSet.noneOf(BindingEvidence.class))
                .addAll(evidence));
    }

    /** Probes (ARP from 0.0.0.0), broadcasts and multicast name no host; off-site addresses are never local. */
    private static boolean isHostAddress(String ip) {
        return ip != null && !ip.isEmpty() && !OffSiteAddress.isOffSite(ip) && LocalAddress.isUnicastHost(ip);
    }

    /**
     * The bindings seen.
     *
     * @param gatewayMac the local gateway's card, whose frames speak for every address behind it and so count
     *                   only by its ARP, DHCP or NDP; null when no traffic left the network
     */
    public List<Binding> bindings(String gatewayMac) {
        String router = MacAddress.ofCard(gatewayMac);
        List<Binding> out = new ArrayList<>(seen.size());
        seen.forEach((key, evidence) -> {
            Set<BindingEvidence> kept = EnumSet.copyOf(evidence);
            if (Objects.equals(key.get(1), router)) {
                kept.remove(BindingEvidence.LOCAL_FRAME);
            }
            if (!kept.isEmpty()) {
                out.add(new Binding(key.get(0), key.get(1), kept));
            }
        });
        return out;
    }
}
