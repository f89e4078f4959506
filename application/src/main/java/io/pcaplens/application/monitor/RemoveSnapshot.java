package io.pcaplens.application.monitor;

import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.SnapshotId;
import io.pcaplens.domain.monitor.port.NetworkRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.NoSuchElementException;

/** Takes a snapshot out of its network and compares the two snapshots it stood between. The capture stays. */
@ApplicationScoped
public class RemoveSnapshot {

    private NetworkRepository networks;
    private NetworkTimeline timelines;

    /** For the container's proxy. */
    protected RemoveSnapshot() {
    }

    @Inject
    public RemoveSnapshot(NetworkRepository networks, NetworkTimeline timelines) {
        this.networks = networks;
        this.timelines = timelines;
    }

    public void remove(NetworkId networkId, SnapshotId snapshotId) {
        if (networks.find(networkId).isEmpty()) {
            throw Refusal.unknownNetwork(networkId);
        }
        try {
            timelines.remove(networkId, snapshotId);
        } catch (NoSuchElementException e) {
            throw Refusal.unknownSnapshot(snapshotId);
        }
    }
}
