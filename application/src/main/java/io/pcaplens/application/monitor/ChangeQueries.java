package io.pcaplens.application.monitor;

import io.pcaplens.application.Page;
import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.monitor.ChangeFilter;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.RecordedChange;
import io.pcaplens.domain.monitor.SnapshotTimeline;
import io.pcaplens.domain.monitor.port.ChangeRepository;
import io.pcaplens.domain.monitor.port.NetworkRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;


/** A network's changes, in timeline order and most severe first within each pair, filtered and paged. */
@ApplicationScoped
public class ChangeQueries {

    private NetworkRepository networks;
    private NetworkTimeline timelines;
    private ChangeRepository changes;

    /** For the container's proxy. */
    protected ChangeQueries() {
    }

    @Inject
    public ChangeQueries(NetworkRepository networks, NetworkTimeline timelines, ChangeRepository changes) {
        this.networks = networks;
        this.timelines = timelines;
        this.changes = changes;
    }

    public Page<RecordedChange> page(NetworkId networkId, ChangeFilter filter, int page, int size) {
        if (networks.find(networkId).isEmpty()) {
            throw Refusal.unknownNetwork(networkId);
        }
        // the pairs a deleted capture or changed facts left to compare are compared before listing
        SnapshotTimeline timeline = timelines.current(networkId);
        if (filter.snapshotId() != null && timeline.find(filter.snapshotId()).isEmpty()) {
            throw Refusal.unknownSnapshot(filter.snapshotId());
        }
        return new Page<>(changes.page(networkId, filter, (page - 1) * size, size), page, size,
                changes.count(networkId, filter));
    }
}
