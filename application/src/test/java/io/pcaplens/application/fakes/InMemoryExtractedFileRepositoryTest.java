package io.pcaplens.application.fakes;

import io.pcaplens.application.contract.ExtractedFileRepositoryContract;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.extraction.port.ExtractedFileRepository;

import java.util.UUID;

/** The fake the use cases are tested with keeps the contract of the extracted files' records. */
class InMemoryExtractedFileRepositoryTest extends ExtractedFileRepositoryContract {

    private long nextConversation = 1;

    @Override
    protected ExtractedFileRepository repository() {
        return new InMemoryExtractedFileRepository();
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
