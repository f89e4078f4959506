package io.pcaplens.domain.host;

import java.util.List;

/** One host's whole record: the host, its names, the services it answered and its top peers by bytes. */
public record HostDetail(HostRecord host, List<HostName> names, List<HostRole> roles, List<HostPeer> topPeers) {

    /** How many peers the record lists, the busiest first. */
    public static final int TOP_PEERS = 10;
}
