package io.pcaplens.application.fakes;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.extraction.port.ExtractedFileStore;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.stream.Stream;

/** Extracted files under a test's temporary directory, digested whole (test files are small). */
public class TempDirExtractedFileStore implements ExtractedFileStore {

    private final Path root;

    public TempDirExtractedFileStore(Path root) {
        this.root = root;
    }

    @Override
    public Kept keep(CaptureId captureId, long id, Path content, int headBytes) throws IOException {
        Path target = pathOf(captureId, id);
        Files.createDirectories(target.getParent());
        Files.move(content, target);
        byte[] bytes = Files.readAllBytes(target);
        return new Kept(bytes.length, TempDirCaptureStore.sha256(bytes),
                Arrays.copyOf(bytes, Math.min(headBytes, bytes.length)));
    }

    @Override
    public Path pathOf(CaptureId captureId, long id) {
        return root.resolve(captureId.value()).resolve(Long.toString(id));
    }

    @Override
    public void deleteAll(CaptureId captureId) throws IOException {
        TempDirCaptureStore.deleteTree(root.resolve(captureId.value()));
    }

    /** How many files are kept for the capture. */
    public long count(CaptureId captureId) throws IOException {
        Path dir = root.resolve(captureId.value());
        if (!Files.exists(dir)) {
            return 0;
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.count();
        }
    }

    @Override
    public java.util.Set<Long> ids(CaptureId captureId) throws IOException {
        Path dir = root.resolve(captureId.value());
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
