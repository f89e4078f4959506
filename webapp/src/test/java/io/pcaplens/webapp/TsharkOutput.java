package io.pcaplens.webapp;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * What tshark prints for a reference capture, run once per test JVM for each command line: the captures never
 * change while the tests run, so a second run of the same oracle (the first frame's time, a conversation table)
 * could only print the same again.
 */
final class TsharkOutput {

    private static final Map<List<String>, String> PRINTED = new ConcurrentHashMap<>();

    private TsharkOutput() {
    }

    /** Standard output of {@code tshark -n -r CAPTURE ARGS…}; a failing tshark fails the test. */
    static String of(String capture, String... args) throws IOException, InterruptedException {
        return ofFile(Captures.path(capture), args);
    }

    /** As {@link #of}, for a capture the test made: {@code tshark -n -r FILE ARGS…}. */
    static String ofFile(java.nio.file.Path file, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("tshark", "-n", "-r", file.toString()));
        command.addAll(List.of(args));
        String printed = PRINTED.get(command);
        if (printed == null) {
            printed = run(command);
            PRINTED.put(command, printed);
        }
        return printed;
    }

    private static String run(List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (p.waitFor() != 0) {
            fail("tshark could not read " + command.get(3) + ": " + String.join(" ", command));
        }
        return out;
    }
}
