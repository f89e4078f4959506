package io.pcaplens.dissector;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The command lines of the Wireshark tools the dissector runs. */
final class TsharkCommand {

    private TsharkCommand() {
    }

    /**
     * One pass over the file printing {@code fields} ({@link TsharkFields#ALL} or {@link TsharkFields#LENGTHS}),
     * one line per frame, no name resolution.
     */
    static List<String> fields(Path capture, List<String> fields) {
        List<String> cmd = new ArrayList<>(List.of("tshark", "-n", "-r", capture.toString(), "-T", "fields",
                "-E", "separator=" + TsharkFields.SEPARATOR,
                "-E", "aggregator=" + TsharkFields.AGGREGATOR,
                "-E", "occurrence=a",
                "-E", "quote=n"));
        for (String field : fields) {
            cmd.add("-e");
            cmd.add(field);
        }
        return cmd;
    }

    /** One pass over the file printing {@link TsharkColumns}, one line per frame, no name resolution. */
    static List<String> columns(Path capture) {
        List<String> cmd = new ArrayList<>(List.of("tshark", "-n", "-r", capture.toString()));
        cmd.addAll(TsharkColumns.options());
        return cmd;
    }

    /** Splits a capture into files of {@code framesPerFile} consecutive frames each. */
    static List<String> split(Path capture, long framesPerFile, Path outputPrefix) {
        return List.of("editcap", "-c", Long.toString(framesPerFile), capture.toString(), outputPrefix.toString());
    }

    static List<String> version() {
        return List.of("tshark", "--version");
    }
}
