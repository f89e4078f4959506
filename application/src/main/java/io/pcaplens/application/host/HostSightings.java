package io.pcaplens.application.host;

import io.pcaplens.application.Page;
import io.pcaplens.domain.host.HostLookup;
import io.pcaplens.domain.host.HostSighting;
import io.pcaplens.domain.host.port.HostSightingRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/** Where else a host appears: every stored capture whose inventory has its address, MAC or name. */
@ApplicationScoped
public class HostSightings {

    private HostSightingRepository sightings;

    /** For the container's proxy. */
    protected HostSightings() {
    }

    @Inject
    public HostSightings(HostSightingRepository sightings) {
        this.sightings = sightings;
    }

    public Page<HostSighting> page(HostLookup lookup, int page, int size) {
        return new Page<>(sightings.sightings(lookup, (page - 1) * size, size), page, size, sightings.count(lookup));
    }
}
