package io.pcaplens.domain.monitor;

import java.util.List;

/**
 * What adding or removing a snapshot does to a network's comparisons: the new timeline, the neighbouring
 * pairs whose events must be computed (again), and the pairs that no longer exist, whose events are to be
 * dropped. Pairs untouched by the edit keep their events, and with them the analysts' reviews and notes.
 */
public record TimelineEdit(SnapshotTimeline timeline, List<SnapshotPair> compare, List<SnapshotPair> discard) {

    public TimelineEdit {
        compare = List.copyOf(compare);
        discard = List.copyOf(discard);
    }
}
