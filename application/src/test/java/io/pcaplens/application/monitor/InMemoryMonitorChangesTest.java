package io.pcaplens.application.monitor;

import io.pcaplens.application.contract.ChangeRepositoryContract;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.Network;
import io.pcaplens.domain.monitor.NetworkId;

import java.time.Instant;
import java.util.UUID;

/** The fake the monitor's use cases are tested with keeps the change store's contract. */
class InMemoryMonitorChangesTest extends ChangeRepositoryContract {

    private InMemoryMonitor monitor;

    @Override
    protected Stores stores() {
        monitor = new InMemoryMonitor();
        return new Stores(monitor, monitor, monitor, monitor);
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
}
