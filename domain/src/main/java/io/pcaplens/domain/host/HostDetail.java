package io.pcaplens.domain.host;

import java.util.List;

/**
 * One host's whole record: the host, its names, the users it signed on as, the services it answered, its top
 * peers by bytes and the hint of its operating system.
 */
public record HostDetail(HostRecord host, List<HostName> names, List<HostIdentity> identities, List<HostRole> roles,
                         List<HostPeer> topPeers, OsHint os) {

    /** How many peers the record lists, the busiest first. */
    public static final int TOP_PEERS = 10;

    public HostDetail {
        identities = identities == null ? List.of() : List.copyOf(identities);
        os = os == null ? OsHint.NONE : os;
    }

    /** A record without an operating system hint. */
    public HostDetail(HostRecord host, List<HostName> names, List<HostIdentity> identities, List<HostRole> roles,
                      List<HostPeer> topPeers) {
        this(host, names, identities, roles, topPeers, OsHint.NONE);
    }

    public HostDetail withOs(OsHint hint) {
        return new HostDetail(host, names, identities, roles, topPeers, hint);
    }

    /** A record without identities. */
    public HostDetail(HostRecord host, List<HostName> names, List<HostRole> roles, List<HostPeer> topPeers) {
        this(host, names, List.of(), roles, topPeers);
    }
}
