package io.pcaplens.domain.monitor.port;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.SnapshotFacts;
import io.pcaplens.domain.monitor.SnapshotStanding;

import java.util.Collection;
import java.util.Map;
import java.util.Optional;

/**
 * The facts change detection read in each capture, kept once computed: they depend on the capture only, so
 * every network that holds it compares the same facts, and adding a snapshot never reads packets again.
 */
public interface SnapshotFactsRepository {

    Optional<SnapshotFacts> find(CaptureId captureId);

    void store(CaptureId captureId, SnapshotFacts facts);

    /**
     * Drops the capture's facts because what they were computed from changed (the capture is analysed
     * again, or custom rules were applied to it again). The comparisons made with them go too, so that
     * every network holding the capture compares it again once its facts can be computed anew.
     */
    void forget(CaptureId captureId);

    /** How those captures whose facts are kept stand: size and violations, read without the facts. */
    Map<CaptureId, SnapshotStanding> standings(Collection<CaptureId> captureIds);
}
