package io.pcaplens.geo;

import io.pcaplens.domain.port.GeoLocator;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.Optional;

/** Geolocation before any database or online service is set up: every address stays unlocated. */
@ApplicationScoped
public class UnconfiguredGeoLocator implements GeoLocator {

    @Override
    public Optional<Location> locate(String ip) {
        return Optional.empty();
    }

    @Override
    public String describe() {
        return "not configured";
    }
}
