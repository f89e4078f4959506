package io.pcaplens.persistence.capture;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.persistence.Directories;

import io.pcaplens.domain.capture.CaptureFormat;
import io.pcaplens.domain.capture.port.CaptureStore;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.UUID;

/**
 * Capture files under {@code <data dir>/captures}, one file per capture named by its id. Uploads land in
 * {@code incoming} first and are moved into place only once accepted, so a rejected upload leaves nothing.
 */
@ApplicationScoped
public class FileSystemCaptureStore implements CaptureStore {

    private static final int COPY_BUFFER = 1 << 16;
    /** How often a streaming upload looks at the free space again. */
    private static final long SPACE_CHECKED_EVERY = 8L << 20;

    private String dataDir;
    /** What uploads leave free on the data directory's file system, for the analyses and the database. */
    private long minimumFreeBytes;

    /** For the container's proxy. */
    protected FileSystemCaptureStore() {
    }

    @Inject
    public FileSystemCaptureStore(
            @ConfigProperty(name = "pcaplens.data.dir", defaultValue = "data") String dataDir,
            @ConfigProperty(name = "pcaplens.storage.min-free-bytes", defaultValue = "536870912") long minimumFreeBytes) {
        this.dataDir = dataDir;
        this.minimumFreeBytes = minimumFreeBytes;
    }

    @Override
    public StorageSpace space() {
        try {
            Path root = Files.createDirectories(root());
            return new StorageSpace(Files.getFileStore(root).getUsableSpace(), minimumFreeBytes);
        } catch (IOException e) {
            return new StorageSpace(0, minimumFreeBytes);
        }
    }

    private Path root() {
        return Path.of(dataDir).toAbsolutePath();
    }

    @Override
    public ReceivedFile receive(InputStream content, long maxBytes)
            throws IOException, UploadTooLargeException, StorageFullException {
        Path incoming = Files.createDirectories(root().resolve("incoming"));
        Path target = incoming.resolve(UUID.randomUUID() + ".part");
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        byte[] head = new byte[CaptureFormat.MAGIC_LENGTH];
        int headLength = 0;
        long size = 0;
        long checkedAt = 0;
        if (!space().fits(0)) {
            throw new StorageFullException(space());
        }
        try (OutputStream out = new DigestOutputStream(Files.newOutputStream(target), sha)) {
            byte[] buffer = new byte[COPY_BUFFER];
            int n;
            while ((n = content.read(buffer)) >= 0) {
                size += n;
                if (size > maxBytes) {
                    throw new UploadTooLargeException(maxBytes);
                }
                if (headLength < head.length) {
                    int take = Math.min(n, head.length - headLength);
                    System.arraycopy(buffer, 0, head, headLength, take);
                    headLength += take;
                }
                if (size - checkedAt >= SPACE_CHECKED_EVERY) {
                    checkedAt = size;
                    StorageSpace space = space();
                    if (!space.fits(0)) {
                        throw new StorageFullException(space);
                    }
                }
                out.write(buffer, 0, n);
            }
        } catch (IOException e) {
            Files.deleteIfExists(target);
            StorageSpace space = space();
            // the disk filled faster than the checks saw: the same answer as a check that saw it
            if (!space.fits(0) || String.valueOf(e.getMessage()).contains("No space left")) {
                throw new StorageFullException(space);
            }
            throw e;
        } catch (UploadTooLargeException | StorageFullException | RuntimeException e) {
            Files.deleteIfExists(target);
            throw e;
        }
        return new ReceivedFile(target, size, HexFormat.of().formatHex(sha.digest()), Arrays.copyOf(head, headLength));
    }

    @Override
    public void keep(ReceivedFile file, CaptureId captureId) throws IOException {
        Path target = pathOf(captureId);
        Files.createDirectories(target.getParent());
        Files.move(file.path(), target, StandardCopyOption.ATOMIC_MOVE);
    }

    @Override
    public void discard(ReceivedFile file) {
        try {
            Files.deleteIfExists(file.path());
        } catch (IOException ignored) {
            // a leftover in incoming/ is harmless and removed on the next start
        }
    }

    @Override
    public Path pathOf(CaptureId captureId) {
        return root().resolve("captures").resolve(captureId.value() + ".cap");
    }

    @Override
    public void delete(CaptureId captureId) throws IOException {
        Files.deleteIfExists(pathOf(captureId));
    }

    @Override
    public Path workDirectory(CaptureId captureId) throws IOException {
        Path dir = work(captureId);
        Directories.deleteTree(dir);
        return Files.createDirectories(dir);
    }

    @Override
    public void deleteWorkDirectory(CaptureId captureId) throws IOException {
        Directories.deleteTree(work(captureId));
    }

    private Path work(CaptureId captureId) {
        return root().resolve("work").resolve(captureId.value());
    }

    /** A hard link: the bytes are stored once, and either name can be deleted without the other. */
    @Override
    public void share(CaptureId captureId, CaptureId id) throws IOException {
        Files.deleteIfExists(pathOf(id));
        Files.createLink(pathOf(id), pathOf(captureId));
    }
}
