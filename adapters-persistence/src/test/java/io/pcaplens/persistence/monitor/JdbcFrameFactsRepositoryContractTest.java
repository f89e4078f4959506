package io.pcaplens.persistence.monitor;

import io.pcaplens.application.contract.FrameFactsRepositoryContract;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.port.FrameFactsRepository;
import io.pcaplens.persistence.CaptureRecords;
import io.pcaplens.persistence.TestDatabase;
import org.junit.jupiter.api.BeforeAll;

import javax.sql.DataSource;

/** The three frame-fact tables keep the same contract as the fake the monitor is tested with. */
class JdbcFrameFactsRepositoryContractTest extends FrameFactsRepositoryContract {

    private static DataSource db;
    private static JdbcFrameFactsRepository repository;

    @BeforeAll
    static void database() {
        db = TestDatabase.migrated();
        repository = new JdbcFrameFactsRepository(db);
    }

    @Override
    protected FrameFactsRepository repository() {
        return repository;
    }

    @Override
    protected CaptureId aCapture() {
        return CaptureRecords.completedCapture(db);
    }
}
