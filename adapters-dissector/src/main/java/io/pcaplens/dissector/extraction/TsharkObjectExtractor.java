package io.pcaplens.dissector.extraction;

import io.pcaplens.dissector.process.PipeWatch;
import io.pcaplens.dissector.process.ToolProcess;
import io.pcaplens.dissector.process.ToolVersion;
import io.pcaplens.dissector.tshark.TsharkCommand;
import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.extraction.ExportedObject;
import io.pcaplens.domain.extraction.port.ObjectExtractor;
import jakarta.enterprise.context.ApplicationScoped;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.stream.Stream;

/**
 * Extracts transferred files with tshark's {@code --export-objects}, for every protocol tshark 4.0 exports,
 * and ties each written file to the frame that carried it.
 *
 * <p>One tshark run does both: the export-object taps see every packet, while a display filter prints one
 * line per frame that carries an object ({@link ObjectFrames}), as custom columns ({@link ObjectFrameColumns});
 * a second run lists them with EK when the columns may not give some name exactly. tshark writes each
 * protocol's objects in the order it met them and derives the file names from the objects' own names, so
 * replaying its naming ({@link ExportObjectNames}) on the listed frames gives each file its frame. A file whose
 * name the replay does not produce (SMB, TFTP and DICOM objects, which those dissectors assemble from many
 * frames, or an HTTP body tshark tied to no request) is returned with frame 0.
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

    /** How tshark prints the frames that carry objects. */
    enum Listing {
        /** Custom columns: fast, exact for most names ({@link ObjectFrameColumns}). */
        COLUMNS,
        /** EK: the names exactly as the capture has them, at the cost of a visible protocol tree. */
        EK
    }

    /**
     * Without framed protocols no frame listing is asked for: tshark then builds no protocol tree and
     * runs about three times faster.
     *
     * @param input a capture's path, or {@code -} for standard input
     */
    static List<String> command(String input, List<String> protocols, Path workDir, Listing listing) {
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
        command.addAll(List.of("-Y", ObjectFrames.FILTER));
        if (listing == Listing.COLUMNS) {
            command.addAll(ObjectFrameColumns.options());
            return command;
        }
        command.addAll(List.of("-T", "ek"));
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

    /**
     * One run listing the frames as columns; a second with EK, into emptied directories, when the columns may
     * not give a name exactly.
     *
     * @param feed what writes the capture to tshark's standard input, or null when tshark reads {@code input}
     */
    private static List<ExportedObject> exported(String input, Feed feed, java.util.Set<String> asked, Path workDir)
            throws ToolFailure {
        List<String> protocols = protocols(asked);
        if (protocols.isEmpty()) {
            return List.of();
        }
        ObjectFrames frames = run(command(input, protocols, workDir, Listing.COLUMNS), Listing.COLUMNS, feed);
        if (frames.doubtful()) {
            emptied(protocols, workDir);
            frames = run(command(input, protocols, workDir, Listing.EK), Listing.EK, feed);
        }
        try {
            return written(protocols, workDir, frames);
        } catch (IOException e) {
            throw new ToolFailure(Tool.FILE_EXTRACTION, "the exported objects could not be read: " + e.getMessage(), e);
        }
    }

    /** Runs tshark to its end, which must be a good one, and returns its listing. */
    private static ObjectFrames run(List<String> command, Listing listing, Feed feed) throws ToolFailure {
        ObjectFrames frames = new ObjectFrames();
        boolean columns = listing == Listing.COLUMNS;
        try (ToolProcess tshark = feed == null ? ToolProcess.start(command) : ToolProcess.startFed(command)) {
            if (feed == null) {
                list(tshark, frames, columns);
            } else {
                FutureTask<Void> reading = new FutureTask<>(() -> {
                    list(tshark, frames, columns);
                    return null;
                });
                Thread lister = new Thread(reading, "objects-" + tshark.pid());
                lister.setDaemon(true);
                lister.start();
                feed(feed, tshark.stdin());
                listed(reading);
            }
            ended(tshark);
            return frames;
        } catch (IOException e) {
            throw new ToolFailure(Tool.FILE_EXTRACTION, "tshark could not be run: " + e.getMessage(), e);
        } catch (RuntimeException e) {
            throw unexpected(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ToolFailure(Tool.FILE_EXTRACTION, "interrupted", e);
        }
    }

    /** What a first run wrote, removed before the second writes it again. */
    private static void emptied(List<String> protocols, Path workDir) throws ToolFailure {
        try {
            for (String protocol : protocols) {
                Path dir = workDir.resolve(protocol);
                if (Files.isDirectory(dir)) {
                    try (Stream<Path> files = Files.walk(dir)) {
                        for (Path f : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                            Files.delete(f);
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new ToolFailure(Tool.FILE_EXTRACTION, "the objects of a first run could not be removed: "
                    + e.getMessage(), e);
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

    /** Reads tshark's frame listing to its end, as columns or as EK. */
    private static void list(ToolProcess tshark, ObjectFrames frames, boolean columns) throws IOException {
        var decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE);
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(tshark.stdout(), decoder))) {
            String line;
            while ((line = lines.readLine()) != null) {
                if (columns) {
                    frames.addColumns(line);
                } else {
                    frames.add(line);
                }
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

    /** Fails unless tshark ended well; a capture cut short still gives the objects of the frames before the cut. */
    private static void ended(ToolProcess tshark) throws ToolFailure, IOException, InterruptedException {
        int code = tshark.waitFor(TIMEOUT_SECONDS);
        if (code != 0 && !tshark.stderr().contains("cut short in the middle of a packet")) {
            String said = tshark.stderr();
            throw new ToolFailure(Tool.FILE_EXTRACTION, "tshark could not export the objects (exit code " + code + ")"
                    + (said.isEmpty() ? "" : ": " + said.lines().findFirst().orElse("")));
        }
    }

    /** The objects tshark wrote, each with its frame where the listing gives it. */
    private static List<ExportedObject> written(List<String> protocols, Path workDir, ObjectFrames frames)
            throws IOException {
        List<ExportedObject> objects = new ArrayList<>();
        for (String protocol : protocols) {
            objects.addAll(WrittenObjects.of(protocol, workDir.resolve(protocol), frames.of(protocol)));
        }
        return objects;
    }

    /** A line that is no JSON object of frame fields (JsonException, NumberFormatException …). */
    private static ToolFailure unexpected(RuntimeException e) {
        return new ToolFailure(Tool.FILE_EXTRACTION, "unexpected tshark output: " + e.getMessage(), e);
    }
}
