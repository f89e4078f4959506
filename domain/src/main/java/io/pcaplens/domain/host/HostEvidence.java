package io.pcaplens.domain.host;

import java.util.Set;

/**
 * Everything known about one host when it is classified: what its packets showed, and what the finished
 * conversations add (the DPI applications it used as a client or offered as a server, the user agents of its
 * HTTP requests), the maker of its network card, and how many other addresses arrived through its MAC.
 *
 * @param vendor         the OUI vendor of its own MAC, null when unknown or when the MAC seen is a router's
 * @param forwardedHosts how many addresses behind a router arrived with this host's MAC: a gateway's count
 */
public record HostEvidence(
        HostObservations seen,
        String vendor,
        int forwardedHosts,
        Set<String> appsUsed,
        Set<String> appsServed,
        Set<String> userAgents) {
}
