package io.pcaplens.domain.host;

/** The location of a host as its conversations' geolocation gave it; every part null when none did. */
public record HostGeo(String countryCode, String country, String asn, String org) {

    public static final HostGeo NONE = new HostGeo(null, null, null, null);
}
