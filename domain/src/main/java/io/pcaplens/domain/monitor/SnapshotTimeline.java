package io.pcaplens.domain.monitor;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A network's snapshots in capture order (spec 4.3 rule 1: ordered by the capture's start time, whatever
 * order they were added in), and what an addition or a removal changes in the comparisons between
 * neighbours.
 *
 * <p>Each snapshot is compared with the one just before it (rule 2). Adding a capture that falls between two
 * others replaces the pair they formed by two new pairs; removing one closes the gap with a pair of its two
 * neighbours. Every other pair is untouched, so its events, and the reviews attached to them, stay.
 */
public final class SnapshotTimeline {

    /**
     * Earlier capture first. Captures starting at the same instant are ordered by file id, then snapshot id,
     * so that the order never depends on which was added first.
     */
    static final Comparator<Snapshot> CAPTURE_ORDER = Comparator.comparing(Snapshot::captureStart)
            .thenComparing(s -> s.fileId().value())
            .thenComparing(Snapshot::id);

    private final NetworkId networkId;
    private final List<Snapshot> snapshots;

    private SnapshotTimeline(NetworkId networkId, List<Snapshot> placed) {
        this.networkId = networkId;
        this.snapshots = List.copyOf(placed);
    }

    public static SnapshotTimeline empty(NetworkId networkId) {
        return new SnapshotTimeline(Objects.requireNonNull(networkId, "networkId"), List.of());
    }

    /** The network's snapshots as stored, in any order; they are sorted and numbered again. */
    public static SnapshotTimeline of(NetworkId networkId, Collection<Snapshot> snapshots) {
        SnapshotTimeline timeline = empty(networkId);
        for (Snapshot s : snapshots) {
            timeline = timeline.add(s).timeline();
        }
        return timeline;
    }

    public NetworkId networkId() {
        return networkId;
    }

    /** Earliest capture first, numbered from 1. */
    public List<Snapshot> snapshots() {
        return snapshots;
    }

    public Optional<Snapshot> find(SnapshotId snapshotId) {
        return snapshots.stream().filter(s -> s.id().equals(snapshotId)).findFirst();
    }

    /** The snapshot the given one is compared with; empty for the baseline. */
    public Optional<Snapshot> previousOf(SnapshotId snapshotId) {
        int at = indexOf(snapshotId);
        return at > 0 ? Optional.of(snapshots.get(at - 1)) : Optional.empty();
    }

    /** Every comparison the network has: the baseline, then each snapshot with the one before it. */
    public List<SnapshotPair> pairs() {
        List<SnapshotPair> pairs = new ArrayList<>(snapshots.size());
        for (int i = 0; i < snapshots.size(); i++) {
            pairs.add(pair(i == 0 ? null : snapshots.get(i - 1), snapshots.get(i)));
        }
        return pairs;
    }

    /**
     * Places a new snapshot by its capture's start time.
     *
     * @throws DuplicateSnapshotException when the capture is already a snapshot of this network
     */
    public TimelineEdit add(Snapshot snapshot) {
        if (!snapshot.networkId().equals(networkId)) {
            throw new IllegalArgumentException("snapshot " + snapshot.id() + " belongs to another network");
        }
        for (Snapshot s : snapshots) {
            if (s.fileId().equals(snapshot.fileId())) {
                throw new DuplicateSnapshotException(snapshot.fileId());
            }
        }
        List<Snapshot> grown = new ArrayList<>(snapshots);
        grown.add(snapshot);
        grown.sort(CAPTURE_ORDER);
        SnapshotTimeline after = renumbered(grown);
        int at = after.indexOf(snapshot.id());
        Snapshot previous = at > 0 ? after.snapshots.get(at - 1) : null;
        Snapshot next = at + 1 < after.snapshots.size() ? after.snapshots.get(at + 1) : null;
        List<SnapshotPair> compare = new ArrayList<>();
        List<SnapshotPair> discard = new ArrayList<>();
        compare.add(pair(previous, snapshot));
        if (next != null) {
            compare.add(pair(snapshot, next));
            discard.add(pair(previous, next));
        }
        return new TimelineEdit(after, compare, discard);
    }

    /**
     * Takes a snapshot out.
     *
     * @throws NoSuchElementException when the snapshot is not in this network
     */
    public TimelineEdit remove(SnapshotId snapshotId) {
        int at = indexOf(snapshotId);
        if (at < 0) {
            throw new NoSuchElementException("no snapshot " + snapshotId + " in network " + networkId);
        }
        Snapshot removed = snapshots.get(at);
        Snapshot previous = at > 0 ? snapshots.get(at - 1) : null;
        Snapshot next = at + 1 < snapshots.size() ? snapshots.get(at + 1) : null;
        List<Snapshot> shrunk = new ArrayList<>(snapshots);
        shrunk.remove(at);
        List<SnapshotPair> compare = new ArrayList<>();
        List<SnapshotPair> discard = new ArrayList<>();
        discard.add(pair(previous, removed));
        if (next != null) {
            discard.add(pair(removed, next));
            compare.add(pair(previous, next));
        }
        return new TimelineEdit(renumbered(shrunk), compare, discard);
    }

    /**
     * What must be compared and dropped so that the comparisons kept for the network are exactly this
     * timeline's pairs: the work left when a snapshot went without its neighbours being compared again (its
     * capture was deleted), or when a capture's facts changed and the pairs around it were dropped.
     *
     * @param kept the pairs whose changes are stored
     */
    public TimelineEdit reconcile(Collection<SnapshotPair> kept) {
        List<SnapshotPair> wanted = pairs();
        Set<SnapshotPair> have = new HashSet<>(kept);
        Set<SnapshotPair> want = new HashSet<>(wanted);
        List<SnapshotPair> compare = wanted.stream().filter(p -> !have.contains(p)).toList();
        List<SnapshotPair> discard = have.stream().filter(p -> !want.contains(p)).toList();
        return new TimelineEdit(this, compare, discard);
    }

    private SnapshotTimeline renumbered(List<Snapshot> sorted) {
        List<Snapshot> placed = new ArrayList<>(sorted.size());
        for (int i = 0; i < sorted.size(); i++) {
            placed.add(sorted.get(i).placedAt(i + 1));
        }
        return new SnapshotTimeline(networkId, placed);
    }

    private int indexOf(SnapshotId snapshotId) {
        for (int i = 0; i < snapshots.size(); i++) {
            if (snapshots.get(i).id().equals(snapshotId)) {
                return i;
            }
        }
        return -1;
    }

    private static SnapshotPair pair(Snapshot previous, Snapshot current) {
        return new SnapshotPair(previous == null ? null : previous.id(), current.id());
    }
}
