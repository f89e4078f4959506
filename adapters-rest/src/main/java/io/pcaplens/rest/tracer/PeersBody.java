package io.pcaplens.rest.tracer;

import io.pcaplens.domain.tracer.Peer;
import io.pcaplens.domain.tracer.PeerRing;

import java.util.List;
import java.util.Locale;

/**
 * The star graph of a traced conversation (spec 3, 10.6 item 2; api.md, Tracer peers). The counts are of every
 * peer of the host ({@code peerCount}), of which {@code peers} are the ones drawn; {@code ring} is "peers" for a
 * ring of addresses, "ports" for the ports of a host's only peer (each with its {@code port}).
 * {@code unavailable} says why there is no ring, and is absent when there is one.
 */
public record PeersBody(String host, List<PeerBody> peers, int respondedCount, int silentCount, int peerCount,
                        String ring, String unavailable) {

    public record PeerBody(String ip, boolean responded, boolean traced, long packetCount, long conversationId,
                           Integer port) {

        static PeerBody from(Peer p) {
            return new PeerBody(p.ip(), p.responded(), p.traced(), p.packetCount(), p.conversationId(), p.port());
        }
    }

    public static PeersBody from(PeerRing ring) {
        return new PeersBody(ring.host(), ring.peers().stream().map(PeerBody::from).toList(), ring.respondedCount(),
                ring.silentCount(), ring.peerCount(), ring.kind().name().toLowerCase(Locale.ROOT), ring.unavailable());
    }
}
