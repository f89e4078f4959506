package io.pcaplens.persistence.access;

import io.pcaplens.application.contract.TokenRepositoryContract;
import io.pcaplens.domain.access.port.TokenRepository;
import io.pcaplens.persistence.TestDatabase;
import org.junit.jupiter.api.BeforeAll;

/** The JDBC repository keeps the same contract as the fake the use cases are tested with. */
class JdbcTokenRepositoryContractTest extends TokenRepositoryContract {

    private static TokenRepository repository;

    @BeforeAll
    static void database() {
        repository = new JdbcTokenRepository(TestDatabase.migrated());
    }

    @Override
    protected TokenRepository repository() {
        return repository;
    }
}
