package io.pcaplens.application.extraction;

import io.pcaplens.application.Page;
import io.pcaplens.domain.file.ExtractedFile;
import io.pcaplens.domain.file.ExtractedFileFilter;
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

    /** One page of the capture's files that the filter lets through, in frame order. */
    public Page<ExtractedFile> page(String captureId, ExtractedFileFilter filter, int page, int size) {
        return new Page<>(files.list(captureId, filter, (page - 1) * size, size), page, size,
                files.count(captureId, filter));
    }

    /** Every file the filter lets through, in frame order: records only, the bytes stay where they are. */
    public List<ExtractedFile> all(String captureId, ExtractedFileFilter filter) {
        return files.list(captureId, filter, 0, Integer.MAX_VALUE);
    }

    public Optional<ExtractedFile> find(String captureId, long id) {
        return files.find(captureId, id);
    }

    /** Where the bytes of an extracted file are kept. */
    public Path content(ExtractedFile file) {
        return bytes.pathOf(file.captureId(), file.id());
    }
}
