package io.pcaplens.application.fakes;

import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.extraction.ExportedObject;
import io.pcaplens.domain.extraction.port.ObjectExtractor;
import io.pcaplens.domain.packet.port.FrameExtractor;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A frame copier and an object extractor that work together without any capture format: the copier writes
 * the numbers of the frames it is given, one a line, and the extractor reads them back, so that it names an
 * object's frame as a real extractor would, by its position in the capture it read. Given any other file,
 * the extractor reads it as the whole capture, whose frame numbers are the capture's own.
 */
public class FakeObjectExtraction implements ObjectExtractor, FrameExtractor {

    private static final String COPY = "frames";

    /** An object the traffic carried in a frame of the capture; frame 0 when no frame is named for it. */
    public record Carried(String protocol, long frame, String name, String content) {
    }

    private final List<Carried> objects = new ArrayList<>();
    private String failure;
    private volatile boolean hanging;
    private int runs;

    public FakeObjectExtraction carrying(Carried object) {
        objects.add(object);
        return this;
    }

    public FakeObjectExtraction failsBecause(String reason) {
        failure = reason;
        return this;
    }

    /** Every run waits until it is stopped (its thread interrupted), as a long tool run would. */
    public FakeObjectExtraction hangsUntilStopped() {
        hanging = true;
        return this;
    }

    /** How many times the extractor ran. */
    public synchronized int runs() {
        return runs;
    }

    @Override
    public FrameWriter open(Path capture, OutputStream out) throws IOException {
        out.write((COPY + "\n").getBytes(StandardCharsets.US_ASCII));
        return FakeFrameDissector.numberLines(out);
    }

    @Override
    public List<ExportedObject> export(Path capture, Set<String> protocols, Path workDir)
            throws ToolFailure {
        try {
            return exported(copiedFrames(capture), protocols, workDir);
        } catch (IOException e) {
            throw new ToolFailure(Tool.FILE_EXTRACTION, "could not read the capture: " + e.getMessage(), e);
        }
    }

    @Override
    public List<ExportedObject> export(Feed capture, Set<String> protocols, Path workDir) throws ToolFailure {
        try {
            ByteArrayOutputStream fed = new ByteArrayOutputStream();
            capture.writeTo(fed);
            return exported(copiedFrames(fed.toString(StandardCharsets.ISO_8859_1).lines().toList()), protocols,
                    workDir);
        } catch (IOException e) {
            throw new ToolFailure(Tool.FILE_EXTRACTION, "could not read the capture: " + e.getMessage(), e);
        }
    }

    private List<ExportedObject> exported(List<Long> copied, Set<String> protocols, Path workDir)
            throws ToolFailure, IOException {
        synchronized (this) {
            runs++;
        }
        if (failure != null) {
            throw new ToolFailure(Tool.FILE_EXTRACTION, failure);
        }
        if (hanging) {
            try {
                new java.util.concurrent.CountDownLatch(1).await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ToolFailure(Tool.FILE_EXTRACTION, "interrupted", e);
            }
        }
        List<ExportedObject> exported = new ArrayList<>();
        for (Carried o : objects) {
            long frame = copied == null ? o.frame() : copied.indexOf(o.frame()) + 1L;
            if (!protocols.contains(o.protocol()) || (copied != null && frame == 0 && o.frame() != 0)) {
                continue;
            }
            Path content = workDir.resolve("object" + exported.size());
            Files.writeString(content, o.content());
            exported.add(new ExportedObject(o.protocol(), o.frame() == 0 ? 0 : frame, o.name(), content));
        }
        return exported;
    }

    /** The frames a copy holds, in its order; null for the whole capture. */
    private static List<Long> copiedFrames(Path capture) throws IOException {
        if (!Files.exists(capture)) {
            return null;
        }
        return copiedFrames(Files.readAllLines(capture, StandardCharsets.ISO_8859_1));
    }

    private static List<Long> copiedFrames(List<String> lines) {
        if (lines.isEmpty() || !lines.get(0).equals(COPY)) {
            return null;
        }
        return lines.subList(1, lines.size()).stream().map(Long::parseLong).toList();
    }

    @Override
    public ToolStatus probe() {
        return new ToolStatus("tshark", "tshark", "fake", null);
    }
}
