package io.pcaplens.application.fakes;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.port.CaptureStore;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.UUID;
import java.util.stream.Stream;

/** Captures as files under a test's temporary directory, received whole (test uploads are small). */
public class TempDirCaptureStore implements CaptureStore {

    private final Path root;

    public TempDirCaptureStore(Path root) {
        this.root = root;
    }

    @Override
    public ReceivedFile receive(InputStream content, long maxBytes) throws IOException, UploadTooLargeException {
        byte[] bytes = content.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1));
        if (bytes.length > maxBytes) {
            throw new UploadTooLargeException(maxBytes);
        }
        Path file = Files.createDirectories(root.resolve("incoming")).resolve(UUID.randomUUID() + ".part");
        Files.write(file, bytes);
        return new ReceivedFile(file, bytes.length, sha256(bytes), Arrays.copyOf(bytes, Math.min(4, bytes.length)));
    }

    /** As much room as a test wants: what it sets, with nothing kept free. */
    private long freeBytes = Long.MAX_VALUE;

    public void freeBytes(long bytes) {
        freeBytes = bytes;
    }

    @Override
    public StorageSpace space() {
        return new StorageSpace(freeBytes, 0);
    }

    @Override
    public void keep(ReceivedFile file, CaptureId captureId) throws IOException {
        Files.move(file.path(), Files.createDirectories(root.resolve("captures")).resolve(captureId.value()));
    }

    @Override
    public void discard(ReceivedFile file) {
        try {
            Files.deleteIfExists(file.path());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public Path pathOf(CaptureId captureId) {
        return root.resolve("captures").resolve(captureId.value());
    }

    @Override
    public void delete(CaptureId captureId) throws IOException {
        Files.deleteIfExists(pathOf(captureId));
    }

    @Override
    public Path workDirectory(CaptureId captureId) throws IOException {
        deleteWorkDirectory(captureId);
        return Files.createDirectories(work(captureId));
    }

    @Override
    public void deleteWorkDirectory(CaptureId captureId) throws IOException {
        deleteTree(work(captureId));
    }

    /** Deletes the directory with everything in it; nothing when there is none. */
    static void deleteTree(Path dir) throws IOException {
        if (Files.exists(dir)) {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
    }

    public boolean hasWorkDirectory(CaptureId captureId) {
        return Files.exists(work(captureId));
    }

    /** How many files the store holds, received or kept. */
    public long files() throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(Files::isRegularFile).count();
        }
    }

    private Path work(CaptureId captureId) {
        return root.resolve("work").resolve(captureId.value());
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void share(CaptureId captureId, CaptureId id) throws IOException {
        Files.deleteIfExists(pathOf(id));
        Files.createLink(pathOf(id), pathOf(captureId));
    }
}
