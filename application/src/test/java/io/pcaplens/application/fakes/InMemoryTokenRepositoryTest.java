package io.pcaplens.application.fakes;

import io.pcaplens.application.contract.TokenRepositoryContract;
import io.pcaplens.domain.access.port.TokenRepository;

/** The fake the access use cases are tested with keeps the repository's contract. */
class InMemoryTokenRepositoryTest extends TokenRepositoryContract {

    @Override
    protected TokenRepository repository() {
        return new InMemoryTokenRepository();
    }
}
