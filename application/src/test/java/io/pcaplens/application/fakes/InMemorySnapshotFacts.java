package io.pcaplens.application.fakes;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.SnapshotFacts;
import io.pcaplens.domain.monitor.SnapshotStanding;
import io.pcaplens.domain.monitor.port.SnapshotFactsRepository;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** The monitor's kept facts per capture, without networks: forgetting a capture's facts only drops them. */
public class InMemorySnapshotFacts implements SnapshotFactsRepository {

    private final Map<CaptureId, SnapshotFacts> facts = new HashMap<>();

    @Override
    public synchronized Optional<SnapshotFacts> find(CaptureId captureId) {
        return Optional.ofNullable(facts.get(captureId));
    }

    @Override
    public synchronized void store(CaptureId captureId, SnapshotFacts stored) {
        facts.put(captureId, stored);
    }

    @Override
    public synchronized void forget(CaptureId captureId) {
        facts.remove(captureId);
    }

    @Override
    public synchronized Map<CaptureId, SnapshotStanding> standings(Collection<CaptureId> captureIds) {
        Map<CaptureId, SnapshotStanding> found = new HashMap<>();
        captureIds.stream().filter(facts::containsKey).forEach(id -> found.put(id, SnapshotStanding.of(facts.get(id))));
        return found;
    }
}
