package io.pcaplens.domain.port;

import java.util.Optional;

/** Locates external addresses (spec 2.5). */
public interface GeoLocator {

    Optional<Location> locate(String ip);

    /** @param source "online" or "offline" */
    record Location(String country, String countryCode, String region, String city, String asn, String org, String source) {
    }

    /** A short description of the configured sources, for the system endpoint. */
    String describe();
}
