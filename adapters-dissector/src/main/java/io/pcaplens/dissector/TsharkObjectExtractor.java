package io.pcaplens.dissector;

import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.file.ExportedObject;
import io.pcaplens.domain.port.ObjectExtractor;
import jakarta.enterprise.context.ApplicationScoped;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.stream.Stream;

/**
 * Extracts transferred files with tshark's {@code --export-objects}, for every protocol tshark 4.0 exports,
 * and ties each written file to the frame that carried it.
 *
 * <p>One tshark run does both: the export-object taps see every packet, while a display filter prints one
 * line per frame that carries an object ({@link ObjectFrames}). tshark writes each protocol's objects in
 * the order it met them and derives the file names from the objects' own names, so replaying its naming
 * ({@link ExportObjectNames}) on the listed frames gives each file its frame. A file whose name the
 * replay does not produce (SMB, TFTP and DICOM objects, which those dissectors assemble from many frames,
 * or an HTTP body tshark tied to no request) is returned with frame 0.
 */
@ApplicationScoped
public class TsharkObjectExtractor implements ObjectExtractor {

    /** What {@code tshark --export-objects help} lists in 4.0. */
    static final List<String> PROTOCOLS = List.of("dicom", "ftp-data", "http", "imf", "smb", "tftp");
    private static final long TIMEOUT_SECONDS = 3600;

    @Override
    public ToolStatus probe() {
        return ToolVersion.probe("tshark", "tshark", TsharkCommand.version(), "TShark (Wireshark) ");
    }

    /**
     * Without framed protocols no frame listing is asked for: tshark then builds no protocol tree and
     * runs about three times faster.
     *
     * @param input a capture's path, or {@code -} for standard input
     */
    static List<String> command(String input, List<String> protocols, Path workDir) {
        List<String> command = new ArrayList<>(List.of("tshark", "-n", "-r", input));
        for (String protocol : protocols) {
            command.add("--export-objects");
            command.add(protocol + "," + workDir.resolve(protocol));
        }
        boolean framed = protocols.stream().anyMatch(p -> FRAMED.contains(p.toUpperCase(Locale.ROOT)));
        if (!framed) {
            command.add("-q");
            return command;
        }
        command.addAll(List.of("-Y", ObjectFrames.FILTER, "-T", "ek"));
        for (String field : ObjectFrames.FIELDS) {
            command.add("-e");
            command.add(field);
        }
        return command;
    }

    @Override
    public List<ExportedObject> export(Path capture, java.util.Set<String> asked, Path workDir)
            throws ToolFailure {
        return exported(capture.toString(), null, asked, workDir);
    }

    /**
     * tshark reads the capture from its standard input while the feed writes it on this thread; the frame
     * listing is read on a thread of its own. A feed cut off by tshark's end is tshark's failure, told by its
     * exit code.
     */
    @Override
    public List<ExportedObject> export(Feed capture, java.util.Set<String> asked, Path workDir) throws ToolFailure {
        return exported("-", capture, asked, workDir);
    }

    /** @param feed what writes the capture to tshark's standard input, or null when tshark reads {@code input} */
    private static List<ExportedObject> exported(String input, Feed feed, java.util.Set<String> asked, Path workDir)
            throws ToolFailure {
        List<String> protocols = protocols(asked);
        if (protocols.isEmpty()) {
            return List.of();
        }
        ObjectFrames frames = new ObjectFrames();
        List<String> command = command(input, protocols, workDir);
        try (ToolProcess tshark = feed == null ? ToolProcess.start(command) : ToolProcess.startFed(command)) {
            if (feed == null) {
                list(tshark, frames);
            } else {
                FutureTask<Void> listing = new FutureTask<>(() -> {
                    list(tshark, frames);
                    return null;
                });
                Thread lister = new Thread(listing, "objects-" + tshark.pid());
                lister.setDaemon(true);
                lister.start();
                feed(feed, tshark.stdin());
                listed(listing);
            }
            return written(tshark, protocols, workDir, frames);
        } catch (IOException e) {
            throw new ToolFailure(Tool.FILE_EXTRACTION, "tshark could not be run: " + e.getMessage(), e);
        } catch (RuntimeException e) {
            throw unexpected(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ToolFailure(Tool.FILE_EXTRACTION, "interrupted", e);
        }
    }

    /** Writes the capture to tshark; a feed failing on its own fails the export, whatever tshark made of it. */
    private static void feed(Feed capture, java.io.OutputStream stdin) throws ToolFailure {
        PipeWatch pipe = new PipeWatch(stdin);
        try (pipe) {
            capture.writeTo(pipe);
        } catch (IOException e) {
            if (!pipe.broken()) {
                throw new ToolFailure(Tool.FILE_EXTRACTION, "the capture could not be handed to tshark: "
                        + e.getMessage(), e);
            }
        }
    }

    private static List<String> protocols(java.util.Set<String> asked) {
        return PROTOCOLS.stream().filter(p -> asked.contains(p.toUpperCase(Locale.ROOT))).toList();
    }

    /** Reads tshark's frame listing to its end. */
    private static void list(ToolProcess tshark, ObjectFrames frames) throws IOException {
        var decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE);
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(tshark.stdout(), decoder))) {
            String line;
            while ((line = lines.readLine()) != null) {
                frames.add(line);
            }
        }
    }

    private static void listed(FutureTask<Void> listing) throws IOException, InterruptedException {
        try {
            listing.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** The objects of a tshark run whose listing was read, once it ended well. */
    private static List<ExportedObject> written(ToolProcess tshark, List<String> protocols, Path workDir,
                                                ObjectFrames frames)
            throws ToolFailure, IOException, InterruptedException {
        int code = tshark.waitFor(TIMEOUT_SECONDS);
        // a capture cut short still gives the objects of the frames before the cut
        if (code != 0 && !tshark.stderr().contains("cut short in the middle of a packet")) {
            String said = tshark.stderr();
            throw new ToolFailure(Tool.FILE_EXTRACTION, "tshark could not export the objects (exit code " + code + ")"
                    + (said.isEmpty() ? "" : ": " + said.lines().findFirst().orElse("")));
        }
        List<ExportedObject> objects = new ArrayList<>();
        for (String protocol : protocols) {
            objects.addAll(written(protocol, workDir.resolve(protocol), frames.of(protocol)));
        }
        return objects;
    }

    /** A line that is no JSON object of frame fields (JsonException, NumberFormatException …). */
    private static ToolFailure unexpected(RuntimeException e) {
        return new ToolFailure(Tool.FILE_EXTRACTION, "unexpected tshark output: " + e.getMessage(), e);
    }

    /** The files tshark wrote for one protocol, each with its frame where the naming replay finds it. */
    static List<ExportedObject> written(String protocol, Path dir, List<ObjectFrames.Entry> entries)
            throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        List<String> names = ExportObjectNames.written(entries.stream().map(ObjectFrames.Entry::rawName).toList());
        Map<String, ObjectFrames.Entry> byName = new HashMap<>();
        Map<String, ObjectFrames.Entry> unnamed = new HashMap<>();
        for (int i = 0; i < entries.size(); i++) {
            ObjectFrames.Entry e = entries.get(i);
            if (names.get(i) != null) {
                byName.put(names.get(i), e);
            } else {
                unnamed.put("object" + e.frame(), e);
            }
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(Files::isRegularFile).sorted().toList();
        }
        String label = protocol.toUpperCase(Locale.ROOT);
        List<ExportedObject> objects = new ArrayList<>();
        for (Path file : files) {
            String written = file.getFileName().toString();
            ObjectFrames.Entry entry = byName.get(written);
            if (entry == null) {
                entry = unnamed.get(stem(written));
            }
            if (entry != null && entry.rawName() != null) {
                objects.add(new ExportedObject(label, entry.frame(), ExportObjectNames.massage(entry.rawName(), 0), file));
            } else if (entry != null) {
                objects.add(new ExportedObject(label, entry.frame(), written, file));
            } else {
                objects.add(new ExportedObject(label, 0, written, file));
            }
        }
        objects.sort(java.util.Comparator.comparingLong(ExportedObject::frameNumber));
        return objects;
    }

    /** "object17.html" and "object17(1).html" → "object17". */
    private static String stem(String name) {
        int end = 0;
        if (!name.startsWith("object")) {
            return name;
        }
        end = "object".length();
        while (end < name.length() && Character.isDigit(name.charAt(end))) {
            end++;
        }
        return name.substring(0, end);
    }
}
