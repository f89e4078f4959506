package io.pcaplens.application.monitor;

import io.pcaplens.application.fakes.InMemorySnapshotFacts;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.ChangeEvent;
import io.pcaplens.domain.monitor.ChangeFilter;
import io.pcaplens.domain.monitor.ChangeId;
import io.pcaplens.domain.monitor.ChangeMute;
import io.pcaplens.domain.monitor.ChangeReview;
import io.pcaplens.domain.monitor.ChangeSeverity;
import io.pcaplens.domain.monitor.Network;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.NetworkOverview;
import io.pcaplens.domain.monitor.RecordedChange;
import io.pcaplens.domain.monitor.Snapshot;
import io.pcaplens.domain.monitor.SnapshotFacts;
import io.pcaplens.domain.monitor.SnapshotId;
import io.pcaplens.domain.monitor.SnapshotPair;
import io.pcaplens.domain.monitor.SnapshotStanding;
import io.pcaplens.domain.monitor.SnapshotTimeline;
import io.pcaplens.domain.monitor.port.BaselineRepository;
import io.pcaplens.domain.monitor.port.ChangeRepository;
import io.pcaplens.domain.monitor.port.MuteRepository;
import io.pcaplens.domain.monitor.port.NetworkRepository;
import io.pcaplens.domain.monitor.port.SnapshotFactsRepository;
import io.pcaplens.domain.monitor.port.SnapshotRepository;

import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The monitor's tables in memory, with the database's cascades: a snapshot goes with its network and its
 * capture, a pair with either of its snapshots, changes with their pair. It records every timeline edit saved.
 */
final class InMemoryMonitor implements NetworkRepository, SnapshotRepository, ChangeRepository,
        SnapshotFactsRepository, MuteRepository, BaselineRepository {

    private final Map<NetworkId, Network> networks = new LinkedHashMap<>();
    private final Map<SnapshotId, Snapshot> snapshots = new LinkedHashMap<>();
    private final Map<SnapshotId, SnapshotPair> pairs = new HashMap<>();
    private final Map<SnapshotId, List<ChangeEvent>> events = new HashMap<>();
    private final Map<List<Object>, ChangeReview> reviews = new HashMap<>();
    private final Map<NetworkId, java.util.Set<ChangeMute>> mutes = new HashMap<>();
    private final Map<NetworkId, SnapshotId> baselines = new HashMap<>();
    private final InMemorySnapshotFacts facts = new InMemorySnapshotFacts();
    private final Map<NetworkId, ReentrantLock> locks = new HashMap<>();
    final List<TimelineChange> saved = new ArrayList<>();

    // ---- networks

    @Override
    public synchronized void add(Network network) {
        networks.put(network.id(), network);
    }

    @Override
    public synchronized Optional<NetworkOverview> find(NetworkId id) {
        return Optional.ofNullable(networks.get(id)).map(n -> new NetworkOverview(n, snapshotsOf(id).size()));
    }

    @Override
    public synchronized List<NetworkOverview> page(int offset, int limit) {
        return networks.values().stream().skip(offset).limit(limit)
                .map(n -> new NetworkOverview(n, snapshotsOf(n.id()).size())).toList();
    }

    @Override
    public synchronized long count() {
        return networks.size();
    }

    @Override
    public synchronized boolean update(Network network) {
        return networks.replace(network.id(), network) != null;
    }

    @Override
    public synchronized boolean delete(NetworkId id) {
        snapshotsOf(id).forEach(s -> dropSnapshot(s.id()));
        reviews.keySet().removeIf(k -> k.get(0).equals(id));
        mutes.remove(id);
        baselines.remove(id);
        return networks.remove(id) != null;
    }

    // ---- snapshots and pairs

    @Override
    public <T, E extends Exception> T whileLocked(NetworkId networkId, Work<T, E> work) throws E {
        ReentrantLock lock;
        synchronized (this) {
            lock = locks.computeIfAbsent(networkId, k -> new ReentrantLock());
        }
        lock.lock();
        try {
            return work.run();
        } finally {
            lock.unlock();
        }
    }

    @Override
    public synchronized List<Snapshot> snapshots(NetworkId networkId) {
        return snapshotsOf(networkId);
    }

    private List<Snapshot> snapshotsOf(NetworkId networkId) {
        return snapshots.values().stream().filter(s -> s.networkId().equals(networkId)).toList();
    }

    @Override
    public synchronized List<SnapshotPair> pairs(NetworkId networkId) {
        return pairs.values().stream().filter(p -> snapshots.get(p.current()).networkId().equals(networkId)).toList();
    }

    @Override
    public synchronized void save(NetworkId networkId, TimelineChange change) {
        saved.add(change);
        Snapshot removed = change.removed() == null ? null : snapshots.get(change.removed());
        if (removed != null && removed.networkId().equals(networkId)) {
            dropSnapshot(removed.id());
        }
        for (SnapshotPair pair : change.discard()) {
            if (pair.equals(pairs.get(pair.current()))) {
                dropPair(pair.current());
            }
        }
        if (change.added() != null) {
            snapshots.put(change.added().id(), change.added());
        }
        change.compared().forEach((pair, found) -> {
            pairs.put(pair.current(), pair);
            events.put(pair.current(), List.copyOf(found));
        });
    }

    /** The capture was deleted: its snapshots go, and their pairs with them. */
    synchronized void deleteCapture(CaptureId fileId) {
        snapshots.values().stream().filter(s -> s.fileId().equals(fileId)).map(Snapshot::id).toList()
                .forEach(this::dropSnapshot);
        facts.forget(fileId);
    }

    private void dropSnapshot(SnapshotId id) {
        snapshots.remove(id);
        baselines.values().removeIf(id::equals);
        pairs.values().stream().filter(p -> p.current().equals(id) || id.equals(p.previous()))
                .map(SnapshotPair::current).toList().forEach(this::dropPair);
    }

    private void dropPair(SnapshotId current) {
        pairs.remove(current);
        events.remove(current);
    }

    // ---- changes

    private List<RecordedChange> all(NetworkId networkId) {
        List<RecordedChange> all = new ArrayList<>();
        java.util.Set<ChangeMute> muted = mutes.getOrDefault(networkId, java.util.Set.of());
        // timeline order: every snapshot up to the baseline is accepted
        boolean accepted = baselines.containsKey(networkId);
        for (Snapshot s : SnapshotTimeline.of(networkId, snapshotsOf(networkId)).snapshots()) {
            SnapshotPair pair = pairs.get(s.id());
            for (ChangeEvent e : events.getOrDefault(s.id(), List.of())) {
                RecordedChange found = RecordedChange.found(pair, e, reviews.get(List.of(networkId, e.identity())));
                all.add(new RecordedChange(found.id(), pair, e, found.review(),
                        muted.stream().anyMatch(m -> m.silences(e)), accepted));
            }
            if (s.id().equals(baselines.get(networkId))) {
                accepted = false;
            }
        }
        return all;
    }

    @Override
    public synchronized List<RecordedChange> page(NetworkId networkId, ChangeFilter filter, int offset, int limit) {
        return all(networkId).stream().filter(filter::accepts).skip(offset).limit(limit).toList();
    }

    @Override
    public synchronized long count(NetworkId networkId, ChangeFilter filter) {
        return all(networkId).stream().filter(filter::accepts).count();
    }

    @Override
    public synchronized Optional<RecordedChange> find(NetworkId networkId, ChangeId changeId) {
        return all(networkId).stream().filter(c -> c.id().equals(changeId)).findFirst();
    }

    @Override
    public synchronized void review(NetworkId networkId, UUID identity, ChangeReview review) {
        reviews.put(List.of(networkId, identity), review);
    }

    @Override
    public synchronized Map<SnapshotId, Map<ChangeSeverity, Integer>> severityCounts(NetworkId networkId) {
        Map<SnapshotId, Map<ChangeSeverity, Integer>> counts = new HashMap<>();
        for (RecordedChange c : all(networkId)) {
            if (c.muted()) {
                continue;
            }
            counts.computeIfAbsent(c.pair().current(), k -> new EnumMap<>(ChangeSeverity.class))
                    .merge(c.event().severity(), 1, Integer::sum);
        }
        return counts;
    }

    // ---- mutes and the baseline

    @Override
    public synchronized void mute(NetworkId networkId, ChangeMute mute) {
        mutes.computeIfAbsent(networkId, k -> new java.util.LinkedHashSet<>()).add(mute);
    }

    @Override
    public synchronized boolean unmute(NetworkId networkId, ChangeMute mute) {
        return mutes.getOrDefault(networkId, new java.util.HashSet<>()).remove(mute);
    }

    @Override
    public synchronized List<ChangeMute> mutes(NetworkId networkId) {
        return List.copyOf(mutes.getOrDefault(networkId, java.util.Set.of()));
    }

    @Override
    public synchronized void accept(NetworkId networkId, SnapshotId snapshotId) {
        baselines.put(networkId, snapshotId);
    }

    @Override
    public synchronized boolean clear(NetworkId networkId) {
        return baselines.remove(networkId) != null;
    }

    @Override
    public synchronized Optional<SnapshotId> baseline(NetworkId networkId) {
        return Optional.ofNullable(baselines.get(networkId));
    }

    // ---- facts: kept as any capture's are; forgetting them also drops the pairs they were compared in

    @Override
    public Optional<SnapshotFacts> find(CaptureId captureId) {
        return facts.find(captureId);
    }

    @Override
    public void store(CaptureId captureId, SnapshotFacts stored) {
        facts.store(captureId, stored);
    }

    @Override
    public synchronized void forget(CaptureId captureId) {
        facts.forget(captureId);
        List<SnapshotId> ofCapture = snapshots.values().stream().filter(s -> s.fileId().equals(captureId))
                .map(Snapshot::id).toList();
        pairs.values().stream().filter(p -> ofCapture.contains(p.current()) || ofCapture.contains(p.previous()))
                .map(SnapshotPair::current).toList().forEach(this::dropPair);
    }

    @Override
    public Map<CaptureId, SnapshotStanding> standings(Collection<CaptureId> captureIds) {
        return facts.standings(captureIds);
    }
}
