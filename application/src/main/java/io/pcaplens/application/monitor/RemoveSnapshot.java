package io.pcaplens.application.monitor;

import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.port.NetworkRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.NoSuchElementException;
import java.util.UUID;

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

    public void remove(UUID networkId, UUID snapshotId) {
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
