package io.pcaplens.domain.extraction.port;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.extraction.ExtractedFile;
import io.pcaplens.domain.extraction.ExtractedFileFilter;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The records of files extracted from captures; their bytes are kept by {@link ExtractedFileStore}. */
public interface ExtractedFileRepository {

    /** Draws ids for that many records, so that their bytes can be kept under them before they are stored. */
    List<Long> newIds(int count);

    /** Stores the records, each with an id drawn by {@link #newIds}. */
    void addAll(List<ExtractedFile> files);

    /** The capture's files in frame order, or only those of one conversation. */
    default List<ExtractedFile> list(CaptureId captureId, Long conversationId) {
        return list(captureId, ExtractedFileFilter.ofConversation(conversationId), 0, Integer.MAX_VALUE);
    }

    /** The capture's files that the filter lets through, in frame order, from {@code offset} on. */
    List<ExtractedFile> list(CaptureId captureId, ExtractedFileFilter filter, int offset, int limit);

    /** How many of the capture's files the filter lets through. */
    long count(CaptureId captureId, ExtractedFileFilter filter);

    Optional<ExtractedFile> find(CaptureId captureId, long id);

    /** Sets every conversation row's count of extracted files: listed rows get theirs, the others 0. */
    void updateCounts(CaptureId captureId, Map<Long, Integer> countByConversation);

    void deleteByCapture(CaptureId captureId);
}
