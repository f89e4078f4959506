package io.pcaplens.persistence.extraction;

import io.pcaplens.persistence.Directories;

import io.pcaplens.domain.port.ExtractedFileStore;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.UUID;

/**
 * Extracted files under {@code <data dir>/extracted/<capture id>/<file id>}: the path is built from the two
 * ids only, so a name from the traffic ("../../etc/passwd") can never choose where bytes are written.
 */
@ApplicationScoped
public class FileSystemExtractedFileStore implements ExtractedFileStore {

    @Inject
    @ConfigProperty(name = "pcaplens.data.dir", defaultValue = "data")
    String dataDir;

    private Path directory(String captureId) {
        return Path.of(dataDir).toAbsolutePath().resolve("extracted").resolve(UUID.fromString(captureId).toString());
    }

    @Override
    public void keep(String captureId, long id, Path content) throws IOException {
        Path target = pathOf(captureId, id);
        Files.createDirectories(target.getParent());
        try {
            Files.move(content, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (java.nio.file.AtomicMoveNotSupportedException e) {
            Files.move(content, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    @Override
    public Path pathOf(String captureId, long id) {
        return directory(captureId).resolve(Long.toString(id));
    }

    @Override
    public void deleteAll(String captureId) throws IOException {
        Directories.deleteTree(directory(captureId));
    }
}
