package io.pcaplens.rest.tracer;

import io.pcaplens.domain.tracer.Peer;
import io.pcaplens.domain.tracer.PeerRing;

import java.util.List;

/** The star graph of a traced conversation (spec 3, 10.6 item 2; api.md, Tracer peers). */
public record PeersBody(String host, List<PeerBody> peers, int respondedCount, int silentCount) {

    public record PeerBody(String ip, boolean responded, boolean traced, long packetCount, long conversationId) {

        static PeerBody from(Peer p) {
            return new PeerBody(p.ip(), p.responded(), p.traced(), p.packetCount(), p.conversationId());
        }
    }

    public static PeersBody from(PeerRing ring) {
        return new PeersBody(ring.host(), ring.peers().stream().map(PeerBody::from).toList(), ring.respondedCount(),
                ring.silentCount());
    }
}
