package io.pcaplens.domain.extraction.port;

import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.capture.port.ExternalTool;
import io.pcaplens.domain.extraction.ExportedObject;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/** Writes out the files that a capture's traffic transferred (HTTP bodies, e-mails, FTP and SMB files …). */
public interface ObjectExtractor extends ExternalTool {

    /** Protocols whose objects come each from one frame, which the extractor names. */
    Set<String> FRAMED = Set.of("HTTP", "IMF", "FTP-DATA");
    /** Protocols whose objects are assembled from many frames; the extractor names no frame for them. */
    Set<String> ASSEMBLED = Set.of("SMB", "TFTP", "DICOM");

    /**
     * @param protocols which objects to export: some of {@link #FRAMED} and {@link #ASSEMBLED}
     * @param workDir   an empty scratch directory; the objects' bytes are left under it
     * @throws ToolFailure the tool could not read the capture; the reason says why
     */
    List<ExportedObject> export(Path capture, Set<String> protocols, Path workDir) throws ToolFailure;

    /**
     * The same for a capture written while the extractor reads it: nothing is written to disk first, and
     * writing and extracting overlap.
     *
     * @throws ToolFailure also when the feed failed
     */
    List<ExportedObject> export(Feed capture, Set<String> protocols, Path workDir) throws ToolFailure;

    /** Writes a capture, header first, to the extractor's input; called once, on the caller's thread. */
    @FunctionalInterface
    interface Feed {
        void writeTo(OutputStream out) throws IOException;
    }
}
