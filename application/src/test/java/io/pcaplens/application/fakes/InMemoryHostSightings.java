package io.pcaplens.application.fakes;

import io.pcaplens.domain.host.HostLookup;
import io.pcaplens.domain.host.HostSighting;
import io.pcaplens.domain.host.port.HostSightingRepository;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Sightings held as given, found by the value their lookup matched, in the store's order. */
public class InMemoryHostSightings implements HostSightingRepository {

    private record Entry(HostLookup lookup, HostSighting sighting) {
    }

    private final List<Entry> entries = new ArrayList<>();

    public synchronized InMemoryHostSightings add(HostLookup lookup, HostSighting sighting) {
        entries.add(new Entry(lookup, sighting));
        return this;
    }

    @Override
    public synchronized List<HostSighting> sightings(HostLookup lookup, int offset, int limit) {
        return found(lookup).stream().skip(offset).limit(limit).toList();
    }

    @Override
    public synchronized long count(HostLookup lookup) {
        return found(lookup).size();
    }

    private List<HostSighting> found(HostLookup lookup) {
        return entries.stream().filter(e -> e.lookup().equals(lookup)).map(Entry::sighting)
                .sorted(Comparator.comparingLong(HostSighting::firstNanos).reversed()
                        .thenComparing(s -> s.captureId().value()).thenComparing(HostSighting::address))
                .toList();
    }
}
