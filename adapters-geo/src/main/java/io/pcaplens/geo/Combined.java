package io.pcaplens.geo;

import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.domain.conversation.port.GeoLocator.Attribution;

import java.io.IOException;
import java.net.InetAddress;
import java.util.Optional;

/** A country database and an ASN database answering together: place from the one, autonomous system from the other. */
final class Combined implements OfflineDatabase {

    private final OfflineDatabase countries;
    private final OfflineDatabase systems;

    /** @param countries may be null when no country database is available */
    Combined(OfflineDatabase countries, OfflineDatabase systems) {
        this.countries = countries;
        this.systems = systems;
    }

    @Override
    public Optional<Geo> locate(InetAddress address) throws IOException {
        Optional<Geo> place = countries == null ? Optional.empty() : countries.locate(address);
        Optional<Geo> system = systems.locate(address);
        if (place.isEmpty() || system.isEmpty()) {
            return place.isPresent() ? place : system;
        }
        Geo p = place.get();
        Geo s = system.get();
        return Optional.of(new Geo(p.country(), p.countryCode(), p.region(), p.city(), s.asn(), s.org(), p.source()));
    }

    @Override
    public String describe() {
        return (countries == null ? "no country database" : countries.describe()) + ", ASN " + systems.describe();
    }

    @Override
    public Optional<Attribution> attribution() {
        Optional<Attribution> place = countries == null ? Optional.empty() : countries.attribution();
        return place.isPresent() ? place : systems.attribution();
    }

    @Override
    public void close() throws IOException {
        if (countries != null) {
            countries.close();
        }
        systems.close();
    }
}
