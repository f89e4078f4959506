package io.pcaplens.application.monitor;

import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.SnapshotId;
import io.pcaplens.domain.monitor.port.BaselineRepository;
import io.pcaplens.domain.monitor.port.NetworkRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.Optional;

/**
 * Accepting a snapshot as the network's baseline: what the network looked like then is known and expected,
 * so every change that snapshot and the snapshots before it brought reads as reviewed, and what is left to
 * review starts after it. Accepting another snapshot moves the baseline; clearing it gives every change its
 * own review back. Reviews themselves are not touched.
 */
@ApplicationScoped
public class AcceptBaseline {

    private NetworkRepository networks;
    private NetworkTimeline timelines;
    private BaselineRepository baselines;

    /** For the container's proxy. */
    protected AcceptBaseline() {
    }

    @Inject
    public AcceptBaseline(NetworkRepository networks, NetworkTimeline timelines, BaselineRepository baselines) {
        this.networks = networks;
        this.timelines = timelines;
        this.baselines = baselines;
    }

    public SnapshotId accept(NetworkId networkId, SnapshotId snapshotId) {
        requireNetwork(networkId);
        if (timelines.current(networkId).find(snapshotId).isEmpty()) {
            throw Refusal.unknownSnapshot(snapshotId);
        }
        baselines.accept(networkId, snapshotId);
        return snapshotId;
    }

    /** Empty when no snapshot is accepted as the baseline. */
    public Optional<SnapshotId> baseline(NetworkId networkId) {
        requireNetwork(networkId);
        return baselines.baseline(networkId);
    }

    public void clear(NetworkId networkId) {
        requireNetwork(networkId);
        if (!baselines.clear(networkId)) {
            throw noBaseline();
        }
    }

    private static Refusal noBaseline() {
        return new Refusal(Refusal.Reason.NO_BASELINE, "no snapshot of the network is accepted"
                + " as its baseline");
    }

    private void requireNetwork(NetworkId networkId) {
        if (networks.find(networkId).isEmpty()) {
            throw Refusal.unknownNetwork(networkId);
        }
    }
}
