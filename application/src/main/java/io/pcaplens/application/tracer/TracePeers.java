package io.pcaplens.application.tracer;

import io.pcaplens.domain.port.PeerTrafficRepository;
import io.pcaplens.domain.tracer.PeerRing;
import io.pcaplens.domain.tracer.PeerTraffic;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The star graph of a traced conversation (spec 3, 10.6 item 2): its srcIp is the host, every address the host
 * exchanged packets with anywhere in the capture is a candidate peer, and the conversation's dstIp is the
 * traced peer.
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
        Map<String, PeerTraffic> byPeer = new LinkedHashMap<>();
        for (PeerTraffic peer : traffic.around(conversation.captureId(), host)) {
            byPeer.put(peer.ip(), peer);
        }
        // the conversation's own packets are among the stored counts, so its peer is always found there; the
        // traced peer's edge stands for this conversation rather than the peer's busiest one
        PeerTraffic summed = byPeer.remove(conversation.tracedPeer());
        PeerTraffic traced = summed == null ? new PeerTraffic(conversation.tracedPeer(), 0, 0, conversation.id())
                : new PeerTraffic(summed.ip(), summed.packetsFromHost(), summed.packetsToHost(), conversation.id());
        return PeerRing.around(host, traced, byPeer.values());
    }
}
