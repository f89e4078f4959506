package io.pcaplens.domain.capture.port;

import io.pcaplens.domain.capture.CaptureId;

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
    ReceivedFile receive(InputStream content, long maxBytes)
            throws IOException, UploadTooLargeException, StorageFullException;

    /** The free space where captures are kept, and how much of it the service keeps free. */
    StorageSpace space();

    /** Makes a received file the stored capture {@code captureId}. */
    void keep(ReceivedFile file, CaptureId captureId) throws IOException;

    void discard(ReceivedFile file);

    Path pathOf(CaptureId captureId);

    void delete(CaptureId captureId) throws IOException;

    /** Makes the capture's stored file readable under {@code id} too (a re-analysis reads the same bytes). */
    void share(CaptureId captureId, CaptureId id) throws IOException;

    /** A scratch directory for one analysis of the capture, emptied first. */
    Path workDirectory(CaptureId captureId) throws IOException;

    /** Removes the capture's scratch directory once an analysis is over. */
    void deleteWorkDirectory(CaptureId captureId) throws IOException;

    /** @param head the first bytes of the file, to recognise its format */
    record ReceivedFile(Path path, long size, String sha256, byte[] head) {
    }

    /**
     * @param freeBytes        what the file system holding the captures has free
     * @param minimumFreeBytes what the service leaves free: uploads stop short of it
     */
    record StorageSpace(long freeBytes, long minimumFreeBytes) {

        /** Whether {@code bytes} more would still leave the minimum free. */
        public boolean fits(long bytes) {
            return freeBytes - bytes >= minimumFreeBytes;
        }
    }

    /** The upload would fill the disk past what the service keeps free; nothing of it is kept. */
    class StorageFullException extends Exception {
        public StorageFullException(StorageSpace space) {
            super("not enough free space to keep the upload: " + space.freeBytes() + " bytes free, and the service"
                    + " keeps at least " + space.minimumFreeBytes() + " bytes free");
        }
    }

    class UploadTooLargeException extends Exception {
        public UploadTooLargeException(long limit) {
            super("the upload exceeds the size limit of " + limit + " bytes");
        }
    }
}
