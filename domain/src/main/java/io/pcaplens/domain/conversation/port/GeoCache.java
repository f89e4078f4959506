package io.pcaplens.domain.conversation.port;

import io.pcaplens.domain.conversation.Geo;

import java.util.Collection;
import java.util.Map;

/** Answers of the online geolocation service kept for good, so that an address is looked up online once. */
public interface GeoCache {

    /** The cached answers for those of the addresses that have one. */
    Map<String, Geo> find(Collection<String> ips);

    /** Keeps the answers; an address already kept keeps its first answer. */
    void putAll(Map<String, Geo> answers);
}
