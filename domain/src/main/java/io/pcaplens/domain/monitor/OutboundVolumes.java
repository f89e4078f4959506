package io.pcaplens.domain.monitor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Adds up, conversation by conversation, what the network's own hosts sent to each off-site address: the
 * bytes of the on-site side of every conversation whose other side is off-site. Memory grows with the
 * off-site addresses, not with the conversations.
 */
public final class OutboundVolumes {

    private final Map<String, Long> byDestination = new TreeMap<>();

    /**
     * One conversation (or the sum of a pair's conversations) with the bytes each side sent.
     */
    public void add(String srcIp, String dstIp, long srcBytes, long dstBytes) {
        if (OffSiteAddress.isOffSite(dstIp) && isOwn(srcIp)) {
            byDestination.merge(dstIp, srcBytes, Long::sum);
        } else if (OffSiteAddress.isOffSite(srcIp) && isOwn(dstIp)) {
            byDestination.merge(srcIp, dstBytes, Long::sum);
        }
    }

    public List<DestinationVolume> volumes() {
        List<DestinationVolume> volumes = new ArrayList<>(byDestination.size());
        byDestination.forEach((ip, bytes) -> volumes.add(new DestinationVolume(ip, bytes)));
        return volumes;
    }

    private static boolean isOwn(String ip) {
        return ip != null && !OffSiteAddress.isOffSite(ip) && LocalAddress.isUnicastHost(ip);
    }
}
