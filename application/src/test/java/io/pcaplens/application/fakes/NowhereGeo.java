package io.pcaplens.application.fakes;

import io.pcaplens.domain.conversation.Geo;
import io.pcaplens.domain.conversation.port.GeoCache;
import io.pcaplens.domain.conversation.port.GeoLocator;
import io.pcaplens.domain.conversation.port.OnlineGeoLookup;

import java.util.Collection;
import java.util.Map;
import java.util.Optional;

/** Geolocation that knows no address: no database, no online service, an empty cache. */
public class NowhereGeo implements GeoLocator, OnlineGeoLookup, GeoCache {

    @Override
    public Optional<Geo> locate(String ip) {
        return Optional.empty();
    }

    @Override
    public Optional<Attribution> attribution() {
        return Optional.empty();
    }

    @Override
    public boolean enabled() {
        return false;
    }

    @Override
    public Map<String, Geo> lookup(Collection<String> ips) {
        return Map.of();
    }

    @Override
    public String describe() {
        return "none";
    }

    @Override
    public Map<String, Geo> find(Collection<String> ips) {
        return Map.of();
    }

    @Override
    public void putAll(Map<String, Geo> answers) {
    }
}
