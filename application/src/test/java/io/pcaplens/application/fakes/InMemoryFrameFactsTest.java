package io.pcaplens.application.fakes;

import io.pcaplens.application.contract.FrameFactsRepositoryContract;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.monitor.port.FrameFactsRepository;

import java.util.UUID;

/** The fake the monitor's use cases are tested with keeps the frame facts' contract. */
class InMemoryFrameFactsTest extends FrameFactsRepositoryContract {

    @Override
    protected FrameFactsRepository repository() {
        return new InMemoryFrameFacts();
    }

    @Override
    protected CaptureId aCapture() {
        return new CaptureId(UUID.randomUUID().toString());
    }
}
