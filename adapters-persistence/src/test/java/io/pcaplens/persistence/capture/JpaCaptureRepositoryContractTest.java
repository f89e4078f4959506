package io.pcaplens.persistence.capture;

import io.pcaplens.application.contract.CaptureRepositoryContract;
import io.pcaplens.domain.capture.port.CaptureRepository;
import io.pcaplens.persistence.TestDatabase;
import io.pcaplens.persistence.TestPersistenceUnit;

import javax.sql.DataSource;

/** The PostgreSQL repository keeps the same contract as the fake the use cases are tested with. */
class JpaCaptureRepositoryContractTest extends CaptureRepositoryContract {

    @Override
    protected CaptureRepository emptyRepository() {
        DataSource db = TestDatabase.migrated();
        return new JpaCaptureRepository(db, TestPersistenceUnit.on(db));
    }
}
