package io.pcaplens.application.fakes;

import io.pcaplens.application.contract.CaptureRepositoryContract;
import io.pcaplens.domain.capture.port.CaptureRepository;

/** The fake the analysis use cases are tested with keeps the capture repository's contract. */
class InMemoryCaptureRepositoryTest extends CaptureRepositoryContract {

    @Override
    protected CaptureRepository emptyRepository() {
        return new InMemoryCaptureRepository();
    }
}
