package io.pcaplens.persistence.capture;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.dissection.DissectedSlice;
import io.pcaplens.domain.dissection.port.SliceQueue;
import io.pcaplens.domain.dissection.port.SliceResults;
import io.pcaplens.persistence.Directories;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.UUID;

/**
 * A slice's findings under {@code <data dir>/slices/<capture id>}, one file per claim, written by Java
 * serialization: the data directory is shared by the instances, and every instance runs the same version. A
 * file is written under a temporary name and moved into place, so a reader that dies leaves no half file under
 * a claim's name; reading accepts the product's domain classes and the JDK's collections only.
 */
@ApplicationScoped
public class FileSystemSliceResults implements SliceResults {

    private static final ObjectInputFilter ONLY_FINDINGS = ObjectInputFilter.Config.createFilter(
            "io.pcaplens.domain.**;java.lang.*;java.util.*;java.math.*;maxdepth=64;!*");

    private String dataDir;

    /** For the container's proxy. */
    protected FileSystemSliceResults() {
    }

    @Inject
    public FileSystemSliceResults(@ConfigProperty(name = "pcaplens.data.dir", defaultValue = "data") String dataDir) {
        this.dataDir = dataDir;
    }

    @Override
    public void save(SliceQueue.Claim claim, DissectedSlice found) throws IOException {
        Path dir = Files.createDirectories(directory(claim.captureId()));
        Path file = dir.resolve(name(claim.slice().index(), claim.token()));
        Path part = dir.resolve(file.getFileName() + ".part");
        try (ObjectOutputStream out = new ObjectOutputStream(new BufferedOutputStream(Files.newOutputStream(part),
                1 << 16))) {
            out.writeObject(found);
        }
        Files.move(part, file, StandardCopyOption.ATOMIC_MOVE);
    }

    @Override
    public DissectedSlice load(CaptureId captureId, int index, String token) throws IOException {
        Path file = directory(captureId).resolve(name(index, token));
        try (ObjectInputStream in = new ObjectInputStream(new BufferedInputStream(Files.newInputStream(file),
                1 << 16))) {
            in.setObjectInputFilter(ONLY_FINDINGS);
            return (DissectedSlice) in.readObject();
        } catch (ClassNotFoundException | ClassCastException e) {
            throw new InvalidClassException("not the findings of a slice: " + file + " (" + e.getMessage() + ")");
        }
    }

    @Override
    public void clear(CaptureId captureId) throws IOException {
        Directories.deleteTree(directory(captureId));
    }

    private Path directory(CaptureId captureId) {
        return Path.of(dataDir).toAbsolutePath().resolve("slices").resolve(captureId.value());
    }

    private static String name(int index, String token) {
        return index + "-" + UUID.fromString(token) + ".slice";
    }
}
