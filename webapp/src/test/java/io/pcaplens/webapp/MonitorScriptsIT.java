package io.pcaplens.webapp;

import jakarta.json.JsonObject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The upload scripts of spec 11 (scripts/watch_and_upload.sh and .py) against the running service, each with
 * its file-system watcher and with its polling fallback: captures written atomically and written slowly,
 * files present at start, a duplicate, a file that is no capture and one whose analysis fails, each ending as
 * exactly one snapshot per good capture, in capture order; and a wrong network id refused at start.
 *
 * <p>The captures are dhcp.pcap with its frames moved to a time of the test's choosing, so that every run
 * uploads captures the service has never seen and knows their order.
 */
class MonitorScriptsIT extends DeployedService {

    private static final Path SCRIPTS = Path.of(System.getProperty("pcaplens.scripts", "../scripts"));
    /** Debian's interpreter, which has Debian's python3-watchdog. */
    private static final String PYTHON = "/usr/bin/python3";
    private static final Duration PATIENCE = Duration.ofSeconds(90);
    private static final Random RANDOM = new Random();

    @TempDir
    Path work;

    private MonitorClient monitor;

    @BeforeEach
    void monitor() {
        monitor = new MonitorClient(api);
    }

    @Test
    void theShellScriptWithInotifywait() throws Exception {
        watch(List.of("bash", SCRIPTS.resolve("watch_and_upload.sh").toString()), "inotifywait");
    }

    @Test
    void theShellScriptPolling() throws Exception {
        watch(List.of("bash", SCRIPTS.resolve("watch_and_upload.sh").toString()), "poll");
    }

    @Test
    void thePythonScriptWithWatchdog() throws Exception {
        watch(List.of(PYTHON, SCRIPTS.resolve("watch_and_upload.py").toString()), "watchdog");
    }

    @Test
    void thePythonScriptPolling() throws Exception {
        watch(List.of(PYTHON, SCRIPTS.resolve("watch_and_upload.py").toString()), "poll");
    }

    @Test
    void aWrongNetworkIdStopsEitherScriptAtOnceSayingWhichId() throws Exception {
        String unknown = UUID.randomUUID().toString();
        for (List<String> script : List.of(List.of("bash", SCRIPTS.resolve("watch_and_upload.sh").toString()),
                List.of(PYTHON, SCRIPTS.resolve("watch_and_upload.py").toString()))) {
            Path dir = Files.createDirectories(work.resolve("wrong-" + script.get(0)));
            Path log = work.resolve("wrong-" + script.get(0) + ".log");
            Process p = start(script, dir, unknown, "poll", log);
            assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the script stops by itself");
            String output = Files.readString(log);
            assertEquals(1, p.exitValue(), output);
            assertTrue(output.contains("no monitored network " + unknown), output);
        }
    }

    /**
     * One script with one watcher, from start to the last snapshot: a capture in the directory before the
     * start, then (in this order) the latest capture renamed in, a garbage file, a capture written slowly in
     * parts, a capture whose analysis fails, the latest capture again under another name, and the earliest
     * capture renamed in.
     */
    private void watch(List<String> script, String watcher) throws Exception {
        Instant base = Instant.parse("2021-01-01T00:00:00Z").plusSeconds(RANDOM.nextInt(60 * 24 * 3600));
        byte[] before = capture(base.minusSeconds(3600));
        byte[] early = capture(base);
        byte[] middle = capture(base.plusSeconds(600));
        byte[] late = capture(base.plusSeconds(1200));
        Path dir = Files.createDirectories(work.resolve("captures"));
        Files.write(dir.resolve("already-here.pcap"), before);
        String net = monitor.createNetwork("watched by " + script.get(1) + " with " + watcher);
        Path log = work.resolve("script.log");

        Process p = start(script, dir, net, watcher, log);
        try {
            awaitLog(log, watcher.equals("poll") ? "looking every" : "using " + watcher, p);
            // inotifywait and watchdog set their watches right after saying so
            Thread.sleep(1000);

            atomically(dir, "c late.pcap", late);
            atomically(dir, "garbage.pcap", randomBytes(40));
            slowly(dir.resolve("b-middle.pcap"), middle);
            atomically(dir, "failing.pcap", failingCapture());
            atomically(dir, "c late again.pcap", late);
            atomically(dir, "a-early.pcap", early);

            // each file is dealt with once; in polling mode files ready at the same look go in name order
            for (String done : List.of("a-early.pcap added to the network", "b-middle.pcap added to the network",
                    "c late.pcap added to the network", "upload of " + dir.resolve("garbage.pcap") + " refused",
                    "analysis of failing.pcap", "c late again.pcap was uploaded before",
                    "already a snapshot of this network")) {
                awaitLog(log, done, p);
            }
            List<String> expected = List.of(sha256(early), sha256(middle), sha256(late));
            List<JsonObject> snapshots = monitor.snapshots(net);
            assertEquals(expected, snapshots.stream().map(s -> file(s.getString("fileId")).getString("sha256")).toList(),
                    Files.readString(log));
            assertEquals(List.of(1, 2, 3), snapshots.stream().map(s -> s.getInt("order")).toList());

            JsonObject slow = file(snapshots.get(1).getString("fileId"));
            assertEquals(middle.length, slow.getJsonNumber("size").longValue(), "uploaded once complete");
            assertEquals("b-middle.pcap", slow.getString("name"));
            assertEquals("c late.pcap", file(snapshots.get(2).getString("fileId")).getString("name"));
            String skipped = sha256(before);
            assertFalse(api.all("api/v1/files").stream().anyMatch(f -> f.getString("sha256").equals(skipped)),
                    "the capture present at start is not uploaded");

            String output = Files.readString(log);
            assertTrue(output.contains("FAILED"), output);
            assertEquals(1, count(output, "new capture b-middle.pcap"), "the slow capture is taken once: " + output);
            assertTrue(p.isAlive(), "the watch goes on: " + output);
        } finally {
            List<ProcessHandle> children = p.descendants().toList();
            p.destroy();
            assertTrue(p.waitFor(20, TimeUnit.SECONDS), "SIGTERM ends the watch");
            assertEquals(0, p.exitValue(), Files.readString(log));
            for (ProcessHandle child : children) {
                child.onExit().get(10, TimeUnit.SECONDS);
            }
        }
        monitor.deleteNetwork(net);
    }

    private Process start(List<String> script, Path dir, String networkId, String watcher, Path log)
            throws IOException {
        List<String> command = new ArrayList<>(script);
        command.addAll(List.of(dir.toString(), networkId, api.base()));
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        Map<String, String> env = pb.environment();
        env.put("PCAPLENS_WATCHER", watcher);
        env.put("PCAPLENS_POLL_SECONDS", "1");
        env.put("PCAPLENS_STATUS_SECONDS", "1");
        env.put("PCAPLENS_MAX_BACKOFF", "2");
        env.put("PYTHONUNBUFFERED", "1");
        return pb.start();
    }

    private void awaitLog(Path log, String text, Process p) throws Exception {
        await(() -> {
            try {
                return Files.readString(log).contains(text);
            } catch (IOException e) {
                return false;
            }
        }, () -> "'" + text + "' in the script's output" + (p.isAlive() ? "" : " (it exited " + p.exitValue() + ")")
                + ":\n" + read(log));
    }

    private static String read(Path log) {
        try {
            return Files.readString(log);
        } catch (IOException e) {
            return e.toString();
        }
    }

    private static void await(BooleanSupplier condition, java.util.function.Supplier<String> what) throws Exception {
        Instant end = Instant.now().plus(PATIENCE);
        while (!condition.getAsBoolean()) {
            if (Instant.now().isAfter(end)) {
                fail("waited " + PATIENCE.toSeconds() + " s for " + what.get());
            }
            Thread.sleep(200);
        }
    }

    private JsonObject file(String id) {
        try {
            Api.Reply r = api.get("api/v1/files/" + id);
            assertEquals(200, r.status(), r.text());
            return r.json();
        } catch (IOException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Written under a dot-name the scripts ignore, then renamed into place: no half-written file is seen. */
    private static void atomically(Path dir, String name, byte[] content) throws IOException {
        Path temporary = dir.resolve("." + name + ".part");
        Files.write(temporary, content);
        Files.move(temporary, dir.resolve(name), StandardCopyOption.ATOMIC_MOVE);
    }

    /** Written in parts over about two seconds, as a capture tool writes, and closed at the end. */
    private static void slowly(Path file, byte[] content) throws Exception {
        try (OutputStream out = Files.newOutputStream(file)) {
            int part = content.length / 7 + 1;
            for (int from = 0; from < content.length; from += part) {
                out.write(content, from, Math.min(part, content.length - from));
                out.flush();
                Thread.sleep(300);
            }
        }
    }

    /** dhcp.pcap (4 frames, classic pcap, little-endian) with its frames one second apart from {@code start}. */
    private static byte[] capture(Instant start) throws IOException {
        ByteBuffer pcap = ByteBuffer.wrap(Captures.bytes("dhcp.pcap")).order(ByteOrder.LITTLE_ENDIAN);
        int at = 24;
        for (int frame = 0; at < pcap.capacity(); frame++) {
            pcap.putInt(at, (int) start.getEpochSecond() + frame);
            pcap.putInt(at + 4, 0);
            at += 16 + pcap.getInt(at + 8);
        }
        return pcap.array();
    }

    /** A pcap header, then a record claiming more bytes than follow: the service takes it, its analysis fails. */
    private static byte[] failingCapture() {
        ByteBuffer pcap = ByteBuffer.allocate(24 + 16 + 20).order(ByteOrder.LITTLE_ENDIAN);
        pcap.putInt(0xa1b2c3d4).putShort((short) 2).putShort((short) 4).putInt(0).putInt(0).putInt(65535).putInt(1);
        pcap.putInt(RANDOM.nextInt(1 << 30)).putInt(0).putInt(65535).putInt(65535);
        return pcap.array();
    }

    private static byte[] randomBytes(int n) {
        byte[] b = new byte[n];
        RANDOM.nextBytes(b);
        return b;
    }

    private static String sha256(byte[] content) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(content));
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }
}
