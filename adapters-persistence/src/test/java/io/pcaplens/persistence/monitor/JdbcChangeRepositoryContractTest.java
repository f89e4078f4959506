package io.pcaplens.persistence.monitor;

import io.pcaplens.application.contract.ChangeRepositoryContract;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.Network;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.persistence.CaptureRecords;
import io.pcaplens.persistence.TestDatabase;
import org.junit.jupiter.api.BeforeAll;

import javax.sql.DataSource;
import java.time.Instant;

/** The change tables, with the reviews, mutes and baselines joined to them, keep the fake's contract. */
class JdbcChangeRepositoryContractTest extends ChangeRepositoryContract {

    private static DataSource db;
    private static Stores stores;
    private static JdbcNetworkRepository networks;

    @BeforeAll
    static void database() {
        db = TestDatabase.migrated();
        stores = new Stores(new JdbcSnapshotRepository(db), new JdbcChangeRepository(db), new JdbcMuteRepository(db),
                new JdbcBaselineRepository(db));
        networks = new JdbcNetworkRepository(db);
    }

    @Override
    protected Stores stores() {
        return stores;
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
}
