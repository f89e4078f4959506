package io.pcaplens.persistence.extraction;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.persistence.Directories;

import io.pcaplens.domain.extraction.port.ExtractedFileStore;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Extracted files under {@code <data dir>/extracted/<capture id>/<file id>}: the path is built from the two
 * ids only, so a name from the traffic ("../../etc/passwd") can never choose where bytes are written. A kept
 * file is read once, for its SHA-256 and first bytes, where it is stored.
 */
@ApplicationScoped
public class FileSystemExtractedFileStore implements ExtractedFileStore {

    private String dataDir;

    /** For the container's proxy. */
    protected FileSystemExtractedFileStore() {
    }

    @Inject
    public FileSystemExtractedFileStore(
            @ConfigProperty(name = "pcaplens.data.dir", defaultValue = "data") String dataDir) {
        this.dataDir = dataDir;
    }

    private Path directory(CaptureId captureId) {
        return Path.of(dataDir).toAbsolutePath().resolve("extracted").resolve(captureId.value());
    }

    @Override
    public Kept keep(CaptureId captureId, long id, Path content, int headBytes) throws IOException {
        Path target = pathOf(captureId, id);
        Files.createDirectories(target.getParent());
        try {
            Files.move(content, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (java.nio.file.AtomicMoveNotSupportedException e) {
            Files.move(content, target, StandardCopyOption.REPLACE_EXISTING);
        }
        return digest(target, headBytes);
    }

    private static Kept digest(Path file, int headBytes) throws IOException {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        try (InputStream in = new DigestInputStream(Files.newInputStream(file), sha)) {
            byte[] head = in.readNBytes(headBytes);
            long size = head.length + in.transferTo(OutputStream.nullOutputStream());
            return new Kept(size, HexFormat.of().formatHex(sha.digest()), head);
        }
    }

    @Override
    public Path pathOf(CaptureId captureId, long id) {
        return directory(captureId).resolve(Long.toString(id));
    }

    @Override
    public void deleteAll(CaptureId captureId) throws IOException {
        Directories.deleteTree(directory(captureId));
    }

    @Override
    public java.util.Set<Long> ids(CaptureId captureId) throws IOException {
        Path dir = directory(captureId);
        if (!Files.isDirectory(dir)) {
            return java.util.Set.of();
        }
        try (java.util.stream.Stream<Path> files = Files.list(dir)) {
            return files.map(f -> Long.parseLong(f.getFileName().toString()))
                    .collect(java.util.stream.Collectors.toSet());
        }
    }

    @Override
    public java.util.Set<Long> adopt(CaptureId from, CaptureId to) throws IOException {
        java.util.Set<Long> moved = ids(from);
        for (long id : moved) {
            Files.createDirectories(pathOf(to, id).getParent());
            Files.move(pathOf(from, id), pathOf(to, id), StandardCopyOption.REPLACE_EXISTING);
        }
        deleteAll(from);
        return moved;
    }

    @Override
    public void forget(CaptureId captureId, java.util.Set<Long> ids) throws IOException {
        for (long id : ids) {
            Files.deleteIfExists(pathOf(captureId, id));
        }
    }
}
