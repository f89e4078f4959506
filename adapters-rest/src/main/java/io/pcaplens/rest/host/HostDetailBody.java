package io.pcaplens.rest.host;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.host.HostDetail;
import io.pcaplens.domain.host.HostName;
import io.pcaplens.domain.host.HostPeer;
import io.pcaplens.domain.host.HostRole;
import io.pcaplens.rest.Timestamps;

import java.util.List;

/** One host's whole record: the host, the names it was given with their source, its services and top peers. */
public record HostDetailBody(HostBody host, List<NameBody> names, List<RoleBody> roles, List<PeerBody> topPeers) {

    /** @param source HTTP_HOST, TLS_SNI, CERT_SAN or CERT_SUBJECT */
    public record NameBody(String name, String source, String firstSeen, String lastSeen, int conversations) {

        static NameBody from(HostName n) {
            return new NameBody(n.name(), n.source().name(), Timestamps.ofNanos(n.firstNanos()),
                    Timestamps.ofNanos(n.lastNanos()), n.conversations());
        }
    }

    /** @param app the DPI application, left out when DPI named none */
    public record RoleBody(String transport, int port, String app, int clients, int conversations, long packets,
                           long bytes) {

        static RoleBody from(HostRole r) {
            return new RoleBody(r.transport(), r.port(), r.app(), r.clients(), r.conversations(), r.packets(),
                    r.bytes());
        }
    }

    public record PeerBody(String address, long packets, long bytes, int conversations) {

        static PeerBody from(HostPeer p) {
            return new PeerBody(p.address(), p.packets(), p.bytes(), p.conversations());
        }
    }

    static HostDetailBody from(CaptureId captureId, HostDetail d) {
        return new HostDetailBody(HostBody.from(captureId, d.host()), d.names().stream().map(NameBody::from).toList(),
                d.roles().stream().map(RoleBody::from).toList(), d.topPeers().stream().map(PeerBody::from).toList());
    }
}
