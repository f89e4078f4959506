package io.pcaplens.geo;

import io.pcaplens.domain.port.GeoLocator;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.Optional;

/**
 * Geolocation as configured; the lookups themselves are not built yet, so every address stays unlocated
 * and the description says what is configured.
 */
@ApplicationScoped
public class UnconfiguredGeoLocator implements GeoLocator {

    @Inject
    @ConfigProperty(name = "pcaplens.geo.mmdb")
    Optional<String> mmdb;

    @Inject
    @ConfigProperty(name = "pcaplens.geo.online-url")
    Optional<String> onlineUrl;

    @Override
    public Optional<Location> locate(String ip) {
        return Optional.empty();
    }

    @Override
    public String describe() {
        return "lookups not active; offline database: " + mmdb.filter(s -> !s.isBlank()).orElse("bundled")
                + ", online service: " + onlineUrl.filter(s -> !s.isBlank()).orElse("off");
    }
}
