package io.pcaplens.rest.extraction;

import io.pcaplens.domain.file.ExtractedFile;

import java.util.List;

/** An extracted file as the API shows it (contracts: Extracted files). */
public record ExtractedFileBody(long id, String fileId, Long conversationId, String protocol, String name, long size,
                                String sha256, String fileType, Long frameNumber) {

    public static ExtractedFileBody from(ExtractedFile f) {
        return new ExtractedFileBody(f.id(), f.captureId(), f.conversationId(), f.protocol(), f.name(), f.size(),
                f.sha256(), f.fileType(), f.frameNumber());
    }

    /** The list: every file, or one conversation's. */
    public record ListBody(List<ExtractedFileBody> items, int total) {
    }
}
