package io.pcaplens.domain.host;

import java.util.List;

/**
 * One host's whole record: the host, its names, the users it signed on as, the services it answered and its top
 * peers by bytes.
 */
public record HostDetail(HostRecord host, List<HostName> names, List<HostIdentity> identities, List<HostRole> roles,
                         List<HostPeer> topPeers) {

    /** How many peers the record lists, the busiest first. */
    public static final int TOP_PEERS = 10;

    public HostDetail {
        identities = identities == null ? List.of() : List.copyOf(identities);
    }

    /** A record without identities. */
    public HostDetail(HostRecord host, List<HostName> names, List<HostRole> roles, List<HostPeer> topPeers) {
        this(host, names, List.of(), roles, topPeers);
    }
}
