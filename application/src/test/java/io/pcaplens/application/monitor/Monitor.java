package io.pcaplens.application.monitor;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.ChangeFilter;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.RecordedChange;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The monitor's use cases wired to in-memory ports, with a few lines per scenario. */
final class Monitor {

    final InMemoryMonitor store = new InMemoryMonitor();
    final InMemoryCaptures captures = new InMemoryCaptures();
    final StoredAnalysis analysis = new StoredAnalysis();
    final io.pcaplens.application.fakes.InMemoryFindingRepository findings =
            new io.pcaplens.application.fakes.InMemoryFindingRepository();
    final SnapshotFactsReader facts = new SnapshotFactsReader(store, captures, analysis, analysis, analysis,
            mac -> Optional.empty(), findings, analysis);
    final NetworkTimeline timelines = new NetworkTimeline(store, facts);
    final SnapshotViews views = new SnapshotViews(store, facts, store, captures);
    final NetworkCatalog catalog = new NetworkCatalog(store);
    final AddSnapshot adding = new AddSnapshot(store, captures, facts, timelines, views);
    final RemoveSnapshot removing = new RemoveSnapshot(store, timelines);
    final SnapshotQueries snapshots = new SnapshotQueries(store, timelines, views, facts);
    final ChangeQueries changes = new ChangeQueries(store, timelines, store);
    final ReviewChange reviewing = new ReviewChange(store, store);
    final MuteChanges muting = new MuteChanges(store, store);
    final AcceptBaseline baselines = new AcceptBaseline(store, timelines, store);

    NetworkId network() {
        return catalog.create("office", "").network().id();
    }

    /**
     * A completed capture of the office taken at {@code start}, whose hosts are the given addresses on the
     * given cards ("10.0.1.10=ac:de:48:11:11:01"), with the given protocols.
     */
    CaptureId capture(String start, List<String> hosts, String... protocols) {
        CaptureId id = captures.completed(start);
        Map<String, String> macByIp = new java.util.TreeMap<>();
        for (String h : hosts) {
            String[] ipMac = h.split("=");
            macByIp.put(ipMac[0], ipMac[1]);
        }
        analysis.analysed(id, macByIp, List.of(protocols));
        return id;
    }

    /** Week {@code n} of an office whose captures start on Mondays from 2024-01-08, with the given hosts. */
    CaptureId week(int n, String... hosts) {
        return capture(java.time.Instant.parse("2024-01-08T09:00:00Z").plus(java.time.Duration.ofDays(7L * (n - 1)))
                .toString(), List.of(hosts));
    }

    List<RecordedChange> changes(NetworkId network) {
        return changes.page(network, ChangeFilter.ALL, 1, 100).items();
    }

    List<CaptureId> files(NetworkId network) {
        return snapshots.list(network).stream().map(v -> v.snapshot().fileId()).toList();
    }
}
