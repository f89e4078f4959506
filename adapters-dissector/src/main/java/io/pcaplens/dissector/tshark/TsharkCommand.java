package io.pcaplens.dissector.tshark;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/** The command lines of the Wireshark tools the dissector runs. */
public final class TsharkCommand {

    /**
     * coreutils' stdbuf sets a program's output buffer before it starts. tshark writes its standard output
     * through stdio, which for a pipe flushes every 4 KiB: a write and a wake-up of the reader per 4 KiB, half of
     * tshark's system time in a dissection pass. In 1 MiB blocks a 250,000-packet slice's output takes 267 writes
     * instead of 16,842.
     */
    private static final String STDBUF = "stdbuf";

    private TsharkCommand() {
    }

    /**
     * One pass over the file printing {@code fields} ({@link TsharkFields#ALL} or {@link TsharkFields#LENGTHS}),
     * one line per frame, no name resolution.
     */
    static List<String> fields(Path capture, List<String> fields) {
        List<String> cmd = inLargeBlocks("tshark", "-n", "-r", capture.toString(), "-T", "fields",
                "-E", "separator=" + TsharkFields.SEPARATOR,
                "-E", "aggregator=" + TsharkFields.AGGREGATOR,
                "-E", "occurrence=a",
                "-E", "quote=n");
        for (String field : fields) {
            cmd.add("-e");
            cmd.add(field);
        }
        return cmd;
    }

    /** One pass over the file printing {@link TsharkColumns}, one line per frame, no name resolution. */
    static List<String> columns(Path capture) {
        List<String> cmd = inLargeBlocks("tshark", "-n", "-r", capture.toString());
        cmd.addAll(TsharkColumns.options());
        return cmd;
    }

    /**
     * The command, its standard output written in blocks of 1 MiB where stdbuf is at hand. Only where the
     * program is too: a missing tshark must stay the start failure that says so, not stdbuf's exit code.
     */
    private static List<String> inLargeBlocks(String... command) {
        List<String> cmd = new ArrayList<>();
        Optional<Path> stdbuf = onPath(STDBUF);
        if (stdbuf.isPresent() && onPath(command[0]).isPresent()) {
            cmd.addAll(List.of(stdbuf.get().toString(), "--output=1M"));
        }
        cmd.addAll(List.of(command));
        return cmd;
    }

    private static Optional<Path> onPath(String program) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .filter(dir -> !dir.isEmpty())
                .map(dir -> Path.of(dir, program))
                .filter(Files::isExecutable)
                .findFirst();
    }

    /** Splits a capture into files of {@code framesPerFile} consecutive frames each. */
    static List<String> split(Path capture, long framesPerFile, Path outputPrefix) {
        return List.of("editcap", "-c", Long.toString(framesPerFile), capture.toString(), outputPrefix.toString());
    }

    public static List<String> version() {
        return List.of("tshark", "--version");
    }
}
