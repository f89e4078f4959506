package io.pcaplens.application.extraction;

import io.pcaplens.domain.file.ExtractedFile;
import io.pcaplens.domain.port.ExtractedFileRepository;
import io.pcaplens.domain.port.ExtractedFileStore;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Reading the files extracted from a capture: their records and where their bytes are. */
@ApplicationScoped
public class ExtractedFileQueries {

    private ExtractedFileRepository files;
    private ExtractedFileStore bytes;

    /** For the container's proxy. */
    protected ExtractedFileQueries() {
    }

    @Inject
    public ExtractedFileQueries(ExtractedFileRepository files, ExtractedFileStore bytes) {
        this.files = files;
        this.bytes = bytes;
    }

    /** The capture's files in frame order, or only those of one conversation when it is given. */
    public List<ExtractedFile> list(String captureId, Long conversationId) {
        return files.list(captureId, conversationId);
    }

    public Optional<ExtractedFile> find(String captureId, long id) {
        return files.find(captureId, id);
    }

    /** Where the bytes of an extracted file are kept. */
    public Path content(ExtractedFile file) {
        return bytes.pathOf(file.captureId(), file.id());
    }
}
