package io.pcaplens.application.fakes;

import io.pcaplens.application.contract.FindingRepositoryContract;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.finding.port.FindingRepository;

/** The fake the findings use cases are tested with keeps the repository's contract. */
class InMemoryFindingRepositoryTest extends FindingRepositoryContract {

    private final InMemoryFindingRepository repository = new InMemoryFindingRepository();

    @Override
    protected FindingRepository repository() {
        return repository;
    }

    @Override
    protected CaptureId capture() {
        return new CaptureId(java.util.UUID.randomUUID().toString());
    }

    @Override
    protected void deleteCapture(CaptureId id) {
        repository.deleteCapture(id);
    }
}
