package io.pcaplens.rest.host;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.host.HostDetail;
import io.pcaplens.domain.host.HostIdentity;
import io.pcaplens.domain.host.HostName;
import io.pcaplens.domain.host.HostPeer;
import io.pcaplens.domain.host.HostRole;
import io.pcaplens.domain.host.OsHint;
import io.pcaplens.rest.Timestamps;

import java.util.List;

/**
 * One host's whole record: the host, the names it was given with their source, the users it signed on as, its
 * services and top peers, and the hint of its operating system (absent when nothing hints at one).
 */
public record HostDetailBody(HostBody host, List<NameBody> names, List<IdentityBody> identities, List<RoleBody> roles,
                             List<PeerBody> topPeers, OsBody os) {

    /**
     * @param name    the system a user agent of the host names (Windows 10 or 11, macOS, Linux…) or the family its IP
     *                TTL starts at
     * @param signals why, strongest first
     */
    public record OsBody(String name, List<String> signals) {

        static OsBody from(OsHint hint) {
            return hint.name() == null ? null : new OsBody(hint.name(), hint.signals());
        }
    }

    /**
     * @param source HTTP_HOST, TLS_SNI, CERT_SAN or CERT_SUBJECT (as a server); DNS, DNS_PTR, MDNS, LLMNR, DHCP,
     *               NBNS, BROWSER or NTLMSSP (stated for its address)
     */
    public record NameBody(String name, String source, String firstSeen, String lastSeen, int conversations) {

        static NameBody from(HostName n) {
            return new NameBody(n.name(), n.source(), Timestamps.ofNanos(n.firstNanos()),
                    Timestamps.ofNanos(n.lastNanos()), n.conversations());
        }
    }

    /**
     * @param domain the Kerberos realm or NTLMSSP domain, "" for a cleartext login
     * @param source KERBEROS, NTLMSSP, or the cleartext login's protocol (FTP, POP, IMAP, SMTP, HTTP, TELNET)
     */
    public record IdentityBody(String user, String domain, String source, String firstSeen, String lastSeen,
                               int conversations) {

        static IdentityBody from(HostIdentity i) {
            return new IdentityBody(i.user(), i.domain(), i.source(), Timestamps.ofNanos(i.firstNanos()),
                    Timestamps.ofNanos(i.lastNanos()), i.conversations());
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
                d.identities().stream().map(IdentityBody::from).toList(), d.roles().stream().map(RoleBody::from).toList(), d.topPeers().stream().map(PeerBody::from).toList(),
                OsBody.from(d.os()));
    }
}
