package io.pcaplens.application.fakes;

import io.pcaplens.application.contract.SavedQueryRepositoryContract;
import io.pcaplens.domain.hunt.port.SavedQueryRepository;

/** The fake the saved-query use cases are tested with keeps the repository's contract. */
class InMemorySavedQueryRepositoryTest extends SavedQueryRepositoryContract {

    @Override
    protected SavedQueryRepository repository() {
        return new InMemorySavedQueryRepository();
    }
}
