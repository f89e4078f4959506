package io.pcaplens.domain.port;

import io.pcaplens.domain.file.ExtractedFile;

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
    List<ExtractedFile> list(String captureId, Long conversationId);

    Optional<ExtractedFile> find(String captureId, long id);

    /** Sets every conversation row's count of extracted files: listed rows get theirs, the others 0. */
    void updateCounts(String captureId, Map<Long, Integer> countByConversation);

    void deleteByCapture(String captureId);
}
