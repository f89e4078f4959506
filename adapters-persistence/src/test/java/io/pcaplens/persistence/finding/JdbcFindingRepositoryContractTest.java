package io.pcaplens.persistence.finding;

import io.pcaplens.application.contract.FindingRepositoryContract;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.finding.port.FindingRepository;
import io.pcaplens.persistence.CaptureIds;
import io.pcaplens.persistence.CaptureRecords;
import io.pcaplens.persistence.TestDatabase;
import org.junit.jupiter.api.BeforeAll;

import javax.sql.DataSource;
import java.sql.SQLException;

/** The JDBC repository keeps the same contract as the fake the use cases are tested with. */
class JdbcFindingRepositoryContractTest extends FindingRepositoryContract {

    private static DataSource db;
    private static FindingRepository repository;

    @BeforeAll
    static void database() {
        db = TestDatabase.migrated();
        repository = new JdbcFindingRepository(db);
    }

    @Override
    protected FindingRepository repository() {
        return repository;
    }

    @Override
    protected CaptureId capture() {
        try {
            return CaptureIds.of(CaptureRecords.completed(db));
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    protected void deleteCapture(CaptureId id) {
        try {
            CaptureRecords.delete(db, id.uuid());
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
