package io.pcaplens.domain.port;

import java.io.IOException;
import java.nio.file.Path;

/** Keeps the bytes of extracted files, each under its record's id, never under the name the traffic gave it. */
public interface ExtractedFileStore {

    /** Moves the file into storage as file {@code id} of the capture. */
    void keep(String captureId, long id, Path content) throws IOException;

    Path pathOf(String captureId, long id);

    /** Removes every file kept for the capture. */
    void deleteAll(String captureId) throws IOException;
}
