package io.pcaplens.webapp;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * One run of an upload script of spec 11 (scripts/watch_and_upload.sh or .py) against the service under test,
 * its output in a log file: started with short intervals, read until a line appears.
 */
final class WatchScript {

    private static final Path SCRIPTS = Path.of(System.getProperty("pcaplens.scripts", "../scripts"));
    /** Debian's interpreter, which has Debian's python3-watchdog. */
    private static final String PYTHON = "/usr/bin/python3";
    private static final Duration PATIENCE = Duration.ofSeconds(90);

    static final List<String> SHELL = List.of("bash", SCRIPTS.resolve("watch_and_upload.sh").toString());
    static final List<String> PYTHON_SCRIPT = List.of(PYTHON, SCRIPTS.resolve("watch_and_upload.py").toString());

    private final Process process;
    private final Path log;

    private WatchScript(Process process, Path log) {
        this.process = process;
        this.log = log;
    }

    /** @param environment more variables for the script, e.g. PCAPLENS_TOKEN */
    static WatchScript start(List<String> script, Path dir, String networkId, String base, String watcher, Path log,
                             Map<String, String> environment) throws IOException {
        List<String> command = new ArrayList<>(script);
        command.addAll(List.of(dir.toString(), networkId, base));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        Map<String, String> env = pb.environment();
        env.put("PCAPLENS_WATCHER", watcher);
        env.put("PCAPLENS_POLL_SECONDS", "1");
        env.put("PCAPLENS_STATUS_SECONDS", "1");
        env.put("PCAPLENS_MAX_BACKOFF", "2");
        env.put("PYTHONUNBUFFERED", "1");
        env.putAll(environment);
        return new WatchScript(pb.start(), log);
    }

    Process process() {
        return process;
    }

    String output() {
        try {
            return Files.readString(log);
        } catch (IOException e) {
            return e.toString();
        }
    }

    /** Waits until the output contains {@code text}. */
    void awaitLog(String text) throws InterruptedException {
        Instant end = Instant.now().plus(PATIENCE);
        while (!output().contains(text)) {
            if (Instant.now().isAfter(end)) {
                fail("waited " + PATIENCE.toSeconds() + " s for '" + text + "' in the script's output"
                        + (process.isAlive() ? "" : " (it exited " + process.exitValue() + ")") + ":\n" + output());
            }
            Thread.sleep(200);
        }
    }

    /** Written under a dot-name the scripts ignore, then renamed into place: no half-written file is seen. */
    static void atomically(Path dir, String name, byte[] content) throws IOException {
        Path temporary = dir.resolve("." + name + ".part");
        Files.write(temporary, content);
        Files.move(temporary, dir.resolve(name), StandardCopyOption.ATOMIC_MOVE);
    }
}
