package io.pcaplens.domain.port;

import io.pcaplens.domain.file.ExportedObject;

import java.nio.file.Path;
import java.util.List;

/** Writes out the files that a capture's traffic transferred (HTTP bodies, e-mails, FTP and SMB files …). */
public interface ObjectExtractor extends ExternalTool {

    /**
     * @param workDir an empty scratch directory; the objects' bytes are left under it
     * @throws ExtractionException the tool could not read the capture; the message says why
     */
    List<ExportedObject> export(Path capture, Path workDir) throws ExtractionException;

    class ExtractionException extends Exception {
        public ExtractionException(String message) {
            super(message);
        }

        public ExtractionException(String message, Throwable cause) {
            super(message, cause);
        }
    }
}
