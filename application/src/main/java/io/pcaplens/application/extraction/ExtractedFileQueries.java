package io.pcaplens.application.extraction;

import io.pcaplens.application.Page;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.port.ConversationRepository;
import io.pcaplens.domain.extraction.ExtractedFile;
import io.pcaplens.domain.extraction.ExtractedFileFilter;
import io.pcaplens.domain.extraction.port.ExtractedFileRepository;
import io.pcaplens.domain.extraction.port.ExtractedFileStore;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/** Reading the files extracted from a capture: their records and where their bytes are. */
@ApplicationScoped
public class ExtractedFileQueries {

    private ExtractedFileRepository files;
    private ExtractedFileStore bytes;
    private ConversationRepository conversations;

    /** For the container's proxy. */
    protected ExtractedFileQueries() {
    }

    @Inject
    public ExtractedFileQueries(ExtractedFileRepository files, ExtractedFileStore bytes,
                                ConversationRepository conversations) {
        this.files = files;
        this.bytes = bytes;
        this.conversations = conversations;
    }

    /**
     * The capture's files in frame order, or, when a conversation is given, those of its connection: the
     * files tied to any row of its transport flow ({@link io.pcaplens.domain.extraction.ConnectionFileCounts}).
     */
    public List<ExtractedFile> list(CaptureId captureId, Long conversationId) {
        if (conversationId == null) {
            return files.list(captureId, null);
        }
        // a connection has a row per Protocol label: a few lists, merged in frame order
        List<ExtractedFile> found = new ArrayList<>();
        for (ConversationId row : conversations.sameConnections(captureId,
                List.of(new ConversationId(conversationId)))) {
            found.addAll(files.list(captureId, row.value()));
        }
        found.sort(Comparator.comparing(ExtractedFile::frameNumber, Comparator.nullsLast(Comparator.naturalOrder()))
                .thenComparingLong(ExtractedFile::id));
        return found;
    }

    /**
     * One page of the capture's files that the filter lets through, in frame order; a conversation stands for
     * its connection, as in {@link #list}.
     */
    public Page<ExtractedFile> page(CaptureId captureId, ExtractedFileFilter filter, int page, int size) {
        return ofConnection(captureId, filter)
                .map(f -> new Page<>(files.list(captureId, f, (page - 1) * size, size), page, size,
                        files.count(captureId, f)))
                .orElseGet(() -> new Page<>(List.of(), page, size, 0));
    }

    /** Every file the filter lets through, in frame order: records only, the bytes stay where they are. */
    public List<ExtractedFile> all(CaptureId captureId, ExtractedFileFilter filter) {
        return ofConnection(captureId, filter).map(f -> files.list(captureId, f, 0, Integer.MAX_VALUE))
                .orElse(List.of());
    }

    /**
     * The filter with its conversation widened to the conversation's connection, named by the files' ids;
     * empty when the connection has no file the filter's ids allow.
     */
    private Optional<ExtractedFileFilter> ofConnection(CaptureId captureId, ExtractedFileFilter filter) {
        if (filter.conversationId() == null) {
            return Optional.of(filter);
        }
        Set<Long> ids = list(captureId, filter.conversationId()).stream().map(ExtractedFile::id)
                .filter(id -> filter.ids().isEmpty() || filter.ids().contains(id)).collect(Collectors.toSet());
        return ids.isEmpty() ? Optional.empty() : Optional.of(new ExtractedFileFilter(filter.name(), filter.types(),
                filter.minSize(), filter.maxSize(), filter.sha256(), null, ids));
    }

    public Optional<ExtractedFile> find(CaptureId captureId, long id) {
        return files.find(captureId, id);
    }

    /** Where the bytes of an extracted file are kept. */
    public Path content(ExtractedFile file) {
        return bytes.pathOf(file.captureId(), file.id());
    }
}
