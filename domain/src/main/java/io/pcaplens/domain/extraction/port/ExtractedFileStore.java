package io.pcaplens.domain.extraction.port;

import io.pcaplens.domain.capture.CaptureId;

import java.io.IOException;
import java.nio.file.Path;

/** Keeps the bytes of extracted files, each under its record's id, never under the name the traffic gave it. */
public interface ExtractedFileStore {

    /**
     * Moves the file into storage as file {@code id} of the capture.
     *
     * @param headBytes how many of its first bytes to return, to recognise its type
     * @return what was stored: its size, SHA-256 and first bytes
     */
    Kept keep(CaptureId captureId, long id, Path content, int headBytes) throws IOException;

    Path pathOf(CaptureId captureId, long id);

    /** Removes every file kept for the capture. */
    void deleteAll(CaptureId captureId) throws IOException;

    /** The ids of the files kept for the capture. */
    java.util.Set<Long> ids(CaptureId captureId) throws IOException;

    /** Moves every file kept under {@code from} to {@code to} (ids are unique across captures); returns their ids. */
    java.util.Set<Long> adopt(CaptureId from, CaptureId to) throws IOException;

    /** Removes those files of the capture. */
    void forget(CaptureId captureId, java.util.Set<Long> ids) throws IOException;

    /**
     * @param sha256 lowercase hex
     * @param head   the first bytes, as many as asked for or the whole file when it is shorter
     */
    record Kept(long size, String sha256, byte[] head) {
    }
}
