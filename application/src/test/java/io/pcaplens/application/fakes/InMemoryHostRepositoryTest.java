package io.pcaplens.application.fakes;

import io.pcaplens.application.contract.HostRepositoryContract;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.host.port.HostRepository;

import java.util.UUID;

/** The fake the use cases are tested with keeps the contract of the classified hosts. */
class InMemoryHostRepositoryTest extends HostRepositoryContract {

    private long nextConversation = 1;

    @Override
    protected HostRepository repository() {
        return new InMemoryHostRepository();
    }

    @Override
    protected CaptureId aCapture() {
        return new CaptureId(UUID.randomUUID().toString());
    }

    @Override
    protected long aConversation(CaptureId captureId) {
        return nextConversation++;
    }
}
