package io.pcaplens.domain.monitor.port;

import io.pcaplens.domain.monitor.ChangeFilter;
import io.pcaplens.domain.monitor.ChangeId;
import io.pcaplens.domain.monitor.ChangeReview;
import io.pcaplens.domain.monitor.ChangeSeverity;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.RecordedChange;
import io.pcaplens.domain.monitor.SnapshotId;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * A network's changes as stored by its comparisons, each with its review. Reviews are kept by the network and
 * the change's identity, apart from the changes, so that a change found again keeps the review it had.
 */
public interface ChangeRepository {

    /** In timeline order: by the later snapshot of each pair, then most severe first. */
    List<RecordedChange> page(NetworkId networkId, ChangeFilter filter, int offset, int limit);

    long count(NetworkId networkId, ChangeFilter filter);

    Optional<RecordedChange> find(NetworkId networkId, ChangeId changeId);

    /** Keeps the review of every change of the network with this identity, now and whenever found again. */
    void review(NetworkId networkId, UUID identity, ChangeReview review);

    /** For every snapshot whose pair is compared, how many changes of each severity the pair found, muted ones left out. */
    Map<SnapshotId, Map<ChangeSeverity, Integer>> severityCounts(NetworkId networkId);
}
