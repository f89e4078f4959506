package io.pcaplens.application.fakes;

import io.pcaplens.application.contract.ConversationRepositoryContract;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.port.ConversationRepository;

import java.util.UUID;

/** The fake the use cases are tested with keeps the contract of the rows the analysis writes. */
class InMemoryConversationRepositoryTest extends ConversationRepositoryContract {

    @Override
    protected ConversationRepository repository() {
        return new InMemoryConversationRepository();
    }

    @Override
    protected CaptureId aCapture() {
        return new CaptureId(UUID.randomUUID().toString());
    }
}
