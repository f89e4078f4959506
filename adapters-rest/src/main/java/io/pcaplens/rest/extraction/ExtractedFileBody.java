package io.pcaplens.rest.extraction;

import io.pcaplens.domain.extraction.ExtractedFile;
import io.pcaplens.domain.extraction.FileKind;

import java.util.List;

/**
 * An extracted file as the API shows it (contracts: Extracted files); {@code executableOrArchive} says it is
 * a program or an archive, to pass on only inside a zip with the password {@code infected}.
 */
public record ExtractedFileBody(long id, String fileId, Long conversationId, String protocol, String name, long size,
                                String sha256, String fileType, Long frameNumber,
                                boolean executableOrArchive) {

    public static ExtractedFileBody from(ExtractedFile f) {
        return new ExtractedFileBody(f.id(), f.captureId().value(), f.conversationId(), f.protocol(), f.name(), f.size(),
                f.sha256(), f.fileType(), f.frameNumber(), FileKind.executableOrArchive(f.fileType()));
    }

    /** The list: every file the filters let through, or one page of them (then as every paged list). */
    public record ListBody(List<ExtractedFileBody> items, long total, int page, int size, long totalPages) {
    }
}
