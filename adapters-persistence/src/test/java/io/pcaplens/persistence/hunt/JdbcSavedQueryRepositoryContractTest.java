package io.pcaplens.persistence.hunt;

import io.pcaplens.application.contract.SavedQueryRepositoryContract;
import io.pcaplens.domain.hunt.port.SavedQueryRepository;
import io.pcaplens.persistence.TestDatabase;
import org.junit.jupiter.api.BeforeAll;

/** The JDBC repository keeps the same contract as the fake the use cases are tested with. */
class JdbcSavedQueryRepositoryContractTest extends SavedQueryRepositoryContract {

    private static SavedQueryRepository repository;

    @BeforeAll
    static void database() {
        repository = new JdbcSavedQueryRepository(TestDatabase.migrated());
    }

    @Override
    protected SavedQueryRepository repository() {
        return repository;
    }
}
