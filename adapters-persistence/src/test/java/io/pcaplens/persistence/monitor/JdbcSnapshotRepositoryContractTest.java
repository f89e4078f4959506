package io.pcaplens.persistence.monitor;

import io.pcaplens.application.contract.SnapshotRepositoryContract;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.Network;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.port.SnapshotRepository;
import io.pcaplens.persistence.CaptureRecords;
import io.pcaplens.persistence.TestDatabase;
import org.junit.jupiter.api.BeforeAll;

import javax.sql.DataSource;
import java.sql.SQLException;
import java.time.Instant;

/** The snapshot and pair tables keep the same contract as the fake the monitor is tested with. */
class JdbcSnapshotRepositoryContractTest extends SnapshotRepositoryContract {

    private static DataSource db;
    private static JdbcSnapshotRepository snapshots;
    private static JdbcNetworkRepository networks;

    @BeforeAll
    static void database() {
        db = TestDatabase.migrated();
        snapshots = new JdbcSnapshotRepository(db);
        networks = new JdbcNetworkRepository(db);
    }

    @Override
    protected SnapshotRepository repository() {
        return snapshots;
    }

    @Override
    protected NetworkId aNetwork() {
        Network network = Network.named("Office", "");
        networks.add(network);
        return network.id();
    }

    @Override
    protected CaptureId aCapture(Instant start) {
        return CaptureRecords.completedCapture(db, start);
    }

    @Override
    protected void deleteCapture(CaptureId captureId) {
        try {
            CaptureRecords.delete(db, captureId.uuid());
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
