package io.pcaplens.domain.port;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

/** Keeps uploaded capture files. An upload is received under a temporary name, then kept or discarded. */
public interface CaptureStore {

    /**
     * Copies the stream to storage while hashing it, never holding it in memory.
     *
     * @param maxBytes the upload size limit
     */
    ReceivedFile receive(InputStream content, long maxBytes) throws IOException, UploadTooLargeException;

    /** Makes a received file the stored capture {@code captureId}. */
    void keep(ReceivedFile file, String captureId) throws IOException;

    void discard(ReceivedFile file);

    Path pathOf(String captureId);

    void delete(String captureId) throws IOException;

    /** Makes the capture's stored file readable under {@code id} too (a re-analysis reads the same bytes). */
    void share(String captureId, String id) throws IOException;

    /** A scratch directory for one analysis of the capture, emptied first. */
    Path workDirectory(String captureId) throws IOException;

    /** Removes the capture's scratch directory once an analysis is over. */
    void deleteWorkDirectory(String captureId) throws IOException;

    /** @param head the first bytes of the file, to recognise its format */
    record ReceivedFile(Path path, long size, String sha256, byte[] head) {
    }

    class UploadTooLargeException extends Exception {
        public UploadTooLargeException(long limit) {
            super("the upload exceeds the size limit of " + limit + " bytes");
        }
    }
}
