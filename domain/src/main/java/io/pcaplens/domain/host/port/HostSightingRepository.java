package io.pcaplens.domain.host.port;

import io.pcaplens.domain.host.HostLookup;
import io.pcaplens.domain.host.HostSighting;

import java.util.List;

/**
 * Where a host appears across every stored capture's inventory: the captures whose inventory has the address,
 * the MAC or the name looked up, newest sighting first.
 */
public interface HostSightingRepository {

    /** The sightings from {@code offset}, at most {@code limit}: by the host's first time in the capture, newest first. */
    List<HostSighting> sightings(HostLookup lookup, int offset, int limit);

    long count(HostLookup lookup);
}
