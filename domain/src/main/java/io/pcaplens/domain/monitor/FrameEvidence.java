package io.pcaplens.domain.monitor;

import io.pcaplens.domain.host.ServicePort;
import io.pcaplens.domain.packet.AddressClaim;
import io.pcaplens.domain.packet.Endpoints;
import io.pcaplens.domain.packet.IpLiteral;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.Transport;

import java.io.Serializable;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a capture's frames show of the network beside its conversations, gathered while they stream past
 * during the analysis: which card holds which address ({@link BindingLedger}), where the traffic leaves
 * ({@link GatewayTally}) and which services answered. A capture read in slices gathers one per slice and
 * merges them, which gives what one pass would: every part is a set or a sum.
 *
 * <p>Memory grows with addresses, cards and services, never with frames; what each address is (off-site,
 * one host, its bytes) is worked out once per address, not once per frame.
 */
public final class FrameEvidence implements Serializable {

    /** What an address is, read once. */
    private record Place(byte[] bytes, boolean offSite, boolean host) implements Serializable {
        static final Place NONE = new Place(null, false, false);
    }

    /** Stands in the card cache for text that names no card. */
    private static final String NO_CARD = "";

    private final BindingLedger bindings = new BindingLedger();
    private final GatewayTally tally = new GatewayTally();
    private final Set<ServiceFact> services = new HashSet<>();
    private final Map<String, Place> places = new HashMap<>();
    private final Map<String, String> cards = new HashMap<>();

    /** Takes in one frame. */
    public void add(PacketRecord p) {
        AddressClaim claim = p.claim();
        if (claim != null) {
            switch (claim.protocol()) {
                case ARP -> bindings.arp(claim.ip(), claim.mac());
                case DHCP -> bindings.dhcp(claim.ip(), claim.mac());
                case NDP -> bindings.ndp(claim.ip(), claim.mac());
            }
        }
        // ARP and other layer-2 frames have no IP endpoints; everything else was read from an IP header
        if (!p.transport().isIp()) {
            return;
        }
        Endpoints e = p.endpoints();
        Place src = place(e.srcNode());
        Place dst = place(e.dstNode());
        if (!src.host()) {
            return;
        }
        if (!src.offSite()) {
            if (dst.offSite()) {
                tally.outbound(card(p.dstMac()), e.dstNode(), p.frameLength());
            } else if (LocalSegment.sameSubnet(src.bytes(), dst.bytes())) {
                String card = card(p.srcMac());
                if (card != null) {
                    bindings.recordChecked(e.srcNode(), card, BindingEvidence.LOCAL_FRAME);
                }
            }
        }
        service(p, e);
    }

    /**
     * TCP: the side that answered a SYN with SYN/ACK. UDP: a reply from a well-known port to a client's own
     * port, as {@link io.pcaplens.domain.host.HostObservations} reads answered ports.
     */
    private void service(PacketRecord p, Endpoints e) {
        Integer srcPort = e.srcPort();
        if (srcPort == null) {
            return;
        }
        if (p.transport() == Transport.TCP && p.acceptsConnection()) {
            services.add(new ServiceFact(e.srcNode(), srcPort, ServiceTransport.TCP));
        } else if (p.transport() == Transport.UDP && e.dstPort() != null && !srcPort.equals(e.dstPort())
                && ServicePort.isKnown(srcPort) && !ServicePort.isKnown(e.dstPort())) {
            services.add(new ServiceFact(e.srcNode(), srcPort, ServiceTransport.UDP));
        }
    }

    private Place place(String address) {
        Place known = places.get(address);
        if (known == null) {
            byte[] bytes = IpLiteral.parse(address);
            known = bytes == null ? Place.NONE
                    : new Place(bytes, OffSiteAddress.isOffSite(address), LocalAddress.isUnicastHost(address));
            places.put(address, known);
        }
        return known;
    }

    private String card(String mac) {
        String known = cards.get(mac);
        if (known == null) {
            String card = MacAddress.ofCard(mac);
            known = card == null ? NO_CARD : card;
            cards.put(mac, known);
        }
        return known.equals(NO_CARD) ? null : known;
    }

    /** Takes in what another slice of the same capture showed. */
    public void absorb(FrameEvidence other) {
        bindings.absorb(other.bindings);
        tally.absorb(other.tally);
        services.addAll(other.services);
    }

    /** The facts the frames gave. */
    public FrameFacts facts() {
        List<Binding> bound = bindings.bindings(tally.gatewayMac().orElse(null));
        return new FrameFacts(bound, tally.gateway(bound).orElse(null), tally.upstreamPeer().orElse(null),
                List.copyOf(services));
    }
}
