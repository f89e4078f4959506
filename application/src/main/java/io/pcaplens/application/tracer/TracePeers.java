package io.pcaplens.application.tracer;

import io.pcaplens.domain.packet.IpLiteral;
import io.pcaplens.domain.tracer.PeerRing;
import io.pcaplens.domain.tracer.PeerTraffic;
import io.pcaplens.domain.tracer.port.PeerTrafficRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The star graph of a traced conversation (spec 3, 10.6 item 2): its srcIp is the host, every address the host
 * exchanged packets with anywhere in the capture is a candidate peer, and the conversation's dstIp is the
 * traced peer. A host whose only peer is the traced one (a port scan of one target) gets the ring of that
 * peer's ports instead, so that the graph still tells which probes were answered.
 */
@ApplicationScoped
public class TracePeers {

    private final PeerTrafficRepository traffic;

    @Inject
    public TracePeers(PeerTrafficRepository traffic) {
        this.traffic = traffic;
    }

    /** For the container's proxy only. */
    protected TracePeers() {
        this(null);
    }

    public PeerRing ring(TracedConversation conversation) {
        String host = conversation.host();
        if (host == null) {
            return PeerRing.none(null, "the row's packets carry no source address (neither IP, ARP nor MAC),"
                    + " so there is no host to draw peers around");
        }
        Map<String, PeerTraffic> byPeer = peersOf(conversation, host);
        String tracedPeer = conversation.tracedPeer();
        if (tracedPeer == null && byPeer.isEmpty()) {
            return PeerRing.none(host, "the row's packets carry no destination address (neither IP, ARP nor MAC),"
                    + " and " + host + " has no other peer");
        }
        if (tracedPeer != null && conversation.tracedPort() != null && byPeer.size() == 1
                && byPeer.containsKey(IpLiteral.canonical(tracedPeer))) {
            return portRing(conversation, host, tracedPeer);
        }
        // the conversation's own packets are among the stored counts, so its peer is always found there; the
        // traced peer's edge stands for this conversation rather than the peer's busiest one
        PeerTraffic summed = tracedPeer == null ? null : byPeer.remove(IpLiteral.canonical(tracedPeer));
        PeerTraffic traced = tracedPeer == null ? null : summed == null
                ? new PeerTraffic(tracedPeer, 0, 0, conversation.id()) : summed.jumpingTo(conversation.id());
        return PeerRing.around(host, traced, byPeer.values());
    }

    /** The host's peers by address, the host itself left out. */
    private Map<String, PeerTraffic> peersOf(TracedConversation conversation, String host) {
        Map<String, PeerTraffic> byPeer = new LinkedHashMap<>();
        for (PeerTraffic peer : traffic.around(conversation.captureId(), host)) {
            if (peer.ip() != null && !peer.ip().isBlank() && !IpLiteral.same(peer.ip(), host)) {
                byPeer.put(IpLiteral.canonical(peer.ip()), peer);
            }
        }
        return byPeer;
    }

    private PeerRing portRing(TracedConversation conversation, String host, String peer) {
        List<PeerTraffic> ports = traffic.portsOf(conversation.captureId(), host, peer);
        Integer tracedPort = conversation.tracedPort();
        PeerTraffic traced = ports.stream().filter(p -> Objects.equals(p.port(), tracedPort)).findFirst()
                .map(p -> p.jumpingTo(conversation.id()))
                .orElse(new PeerTraffic(peer, 0, 0, conversation.id(), tracedPort));
        List<PeerTraffic> others = ports.stream().filter(p -> !Objects.equals(p.port(), tracedPort)).toList();
        return PeerRing.ofPorts(host, traced, others);
    }
}
