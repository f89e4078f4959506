package io.pcaplens.application.monitor;

import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.port.CaptureRepository;
import io.pcaplens.domain.monitor.DuplicateSnapshotException;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.Snapshot;
import io.pcaplens.domain.monitor.SnapshotTimeline;
import io.pcaplens.domain.monitor.port.NetworkRepository;
import io.pcaplens.domain.packet.CaptureTime;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;


/**
 * Adds a completed capture to a monitored network (spec 4.3): placed by its capture's start time, whatever
 * order captures are added in, and compared at once with the snapshots before and after it.
 */
@ApplicationScoped
public class AddSnapshot {

    private NetworkRepository networks;
    private CaptureRepository captures;
    private SnapshotFactsReader facts;
    private NetworkTimeline timelines;
    private SnapshotViews views;

    /** For the container's proxy. */
    protected AddSnapshot() {
    }

    @Inject
    public AddSnapshot(NetworkRepository networks, CaptureRepository captures, SnapshotFactsReader facts,
                       NetworkTimeline timelines, SnapshotViews views) {
        this.networks = networks;
        this.captures = captures;
        this.facts = facts;
        this.timelines = timelines;
        this.views = views;
    }

    public SnapshotView add(NetworkId networkId, CaptureId fileId) {
        if (networks.find(networkId).isEmpty()) {
            throw Refusal.unknownNetwork(networkId);
        }
        Capture capture = captures.find(fileId).orElseThrow(() -> new Refusal(
                Refusal.Reason.UNKNOWN_FILE, "there is no file with id " + fileId));
        if (capture.status() != CaptureStatus.COMPLETED) {
            throw new Refusal(Refusal.Reason.FILE_NOT_COMPLETED, "The file is " + capture.status()
                    + (capture.statusReason() == null ? "" : " (" + capture.statusReason() + ")")
                    + "; only a COMPLETED file can be added as a snapshot.");
        }
        if (capture.captureStartNanos() == null) {
            throw new Refusal(Refusal.Reason.NO_FRAMES,
                    "The file has no frames, so no capture start time to place it by.");
        }
        // computed and kept before the network is locked: the lock then covers stored facts only
        facts.of(capture);
        Snapshot snapshot = Snapshot.of(networkId, fileId, CaptureTime.instant(capture.captureStartNanos()));
        SnapshotTimeline timeline;
        try {
            timeline = timelines.add(networkId, snapshot);
        } catch (DuplicateSnapshotException e) {
            throw new Refusal(Refusal.Reason.ALREADY_IN_NETWORK,
                    "The file " + fileId + " is already a snapshot of this network.");
        }
        return views.of(timeline, snapshot.id());
    }

}
