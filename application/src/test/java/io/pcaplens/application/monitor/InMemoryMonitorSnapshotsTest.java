package io.pcaplens.application.monitor;

import io.pcaplens.application.contract.SnapshotRepositoryContract;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.Network;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.port.SnapshotRepository;

import java.time.Instant;
import java.util.UUID;

/** The fake the monitor's use cases are tested with keeps the snapshot store's contract. */
class InMemoryMonitorSnapshotsTest extends SnapshotRepositoryContract {

    private InMemoryMonitor monitor;

    @Override
    protected SnapshotRepository repository() {
        monitor = new InMemoryMonitor();
        return monitor;
    }

    @Override
    protected NetworkId aNetwork() {
        Network network = Network.named("Office", "");
        monitor.add(network);
        return network.id();
    }

    @Override
    protected CaptureId aCapture(Instant start) {
        return new CaptureId(UUID.randomUUID().toString());
    }

    @Override
    protected void deleteCapture(CaptureId captureId) {
        monitor.deleteCapture(captureId);
    }
}
