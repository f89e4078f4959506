package io.pcaplens.webapp;

import jakarta.json.JsonObject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    private static final Random RANDOM = new Random();

    @TempDir
    Path work;

    private MonitorClient monitor;

    @BeforeEach
    void monitor() {
        monitor = new MonitorClient(api);
    }

    /** The analysis options a watch passes with each upload: IDS only. */
    private static final Map<String, String> IDS_ONLY = Map.of("PCAPLENS_ENABLE_IDS", "true",
            "PCAPLENS_ENABLE_DPI", "false", "PCAPLENS_ENABLE_FILE_EXTRACTION", "false");

    @Test
    void theShellScriptWithInotifywait() throws Exception {
        watch(WatchScript.SHELL, "inotifywait", IDS_ONLY);
    }

    @Test
    void theShellScriptPolling() throws Exception {
        watch(WatchScript.SHELL, "poll", Map.of());
    }

    @Test
    void thePythonScriptWithWatchdog() throws Exception {
        watch(WatchScript.PYTHON_SCRIPT, "watchdog", IDS_ONLY);
    }

    @Test
    void thePythonScriptPolling() throws Exception {
        watch(WatchScript.PYTHON_SCRIPT, "poll", Map.of());
    }

    @Test
    void aWrongNetworkIdStopsEitherScriptAtOnceSayingWhichId() throws Exception {
        String unknown = UUID.randomUUID().toString();
        for (List<String> script : List.of(WatchScript.SHELL,
                WatchScript.PYTHON_SCRIPT)) {
            Path dir = Files.createDirectories(work.resolve("wrong-" + script.get(0)));
            Path log = work.resolve("wrong-" + script.get(0) + ".log");
            Process p = WatchScript.start(script, dir, unknown, api.base(), "poll", log, Map.of()).process();
            assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the script stops by itself");
            String output = Files.readString(log);
            assertEquals(1, p.exitValue(), output);
            assertTrue(output.contains("no monitored network " + unknown), output);

            Process wrong = WatchScript.start(script, dir, unknown, api.base(), "poll", log,
                    Map.of("PCAPLENS_ENABLE_IDS", "yes")).process();
            assertTrue(wrong.waitFor(30, TimeUnit.SECONDS), "the script stops by itself");
            assertEquals(1, wrong.exitValue(), Files.readString(log));
            assertTrue(Files.readString(log).contains("PCAPLENS_ENABLE_IDS must be true or false, got 'yes'"),
                    Files.readString(log));
        }
    }

    /**
     * One script with one watcher, from start to the last snapshot: a capture in the directory before the
     * start, then (in this order) the latest capture renamed in, a garbage file, a capture written slowly in
     * parts, a capture whose analysis fails, the latest capture again under another name, and the earliest
     * capture renamed in; every upload with the analysis options given in the script's environment, which each
     * snapshot's tools then show.
     */
    private void watch(List<String> script, String watcher, Map<String, String> options) throws Exception {
        Instant base = Instant.parse("2021-01-01T00:00:00Z").plusSeconds(RANDOM.nextInt(60 * 24 * 3600));
        byte[] before = Captures.dhcpAt(base.minusSeconds(3600));
        byte[] early = Captures.dhcpAt(base);
        byte[] middle = Captures.dhcpAt(base.plusSeconds(600));
        byte[] late = Captures.dhcpAt(base.plusSeconds(1200));
        Path dir = Files.createDirectories(work.resolve("captures"));
        Files.write(dir.resolve("already-here.pcap"), before);
        String net = monitor.createNetwork("watched by " + script.get(1) + " with " + watcher);
        Path log = work.resolve("script.log");

        WatchScript run = WatchScript.start(script, dir, net, api.base(), watcher, log, options);
        Process p = run.process();
        try {
            run.awaitLog(watcher.equals("poll") ? "looking every" : "using " + watcher);
            // inotifywait and watchdog set their watches right after saying so
            Thread.sleep(1000);

            WatchScript.atomically(dir, "c late.pcap", late);
            WatchScript.atomically(dir, "garbage.pcap", randomBytes(40));
            slowly(dir.resolve("b-middle.pcap"), middle);
            WatchScript.atomically(dir, "failing.pcap", Captures.truncated());
            WatchScript.atomically(dir, "c late again.pcap", late);
            WatchScript.atomically(dir, "a-early.pcap", early);

            // each file is dealt with once; in polling mode files ready at the same look go in name order
            for (String done : List.of("a-early.pcap added to the network", "b-middle.pcap added to the network",
                    "c late.pcap added to the network", "upload of " + dir.resolve("garbage.pcap") + " refused",
                    "analysis of failing.pcap", "c late again.pcap was uploaded before",
                    "already a snapshot of this network")) {
                run.awaitLog(done);
            }
            List<String> expected = List.of(sha256(early), sha256(middle), sha256(late));
            List<JsonObject> snapshots = monitor.snapshots(net);
            assertEquals(expected, snapshots.stream().map(s -> file(s.getString("fileId")).getString("sha256")).toList(),
                    Files.readString(log));
            assertEquals(List.of(1, 2, 3), snapshots.stream().map(s -> s.getInt("order")).toList());
            boolean ids = options.containsKey("PCAPLENS_ENABLE_IDS");
            for (JsonObject s : snapshots) {
                JsonObject record = file(s.getString("fileId"));
                assertEquals(ids, record.getBoolean("enableIds"), record.toString());
                assertEquals(!ids, record.getBoolean("enableDpi"), record.toString());
                assertEquals(!ids, record.getBoolean("enableFileExtraction"), record.toString());
                JsonObject tools = s.getJsonObject("tools");
                assertEquals(record.getJsonObject("tools"), tools, "the snapshot shows the tools of its capture");
                assertEquals(ids ? "COMPLETED" : "SKIPPED", tools.getJsonObject("suricata").getString("status"));
                assertEquals(ids ? "SKIPPED" : "COMPLETED", tools.getJsonObject("ndpiReader").getString("status"));
            }

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

    private JsonObject file(String id) {
        try {
            Api.Reply r = api.get("api/v1/files/" + id);
            assertEquals(200, r.status(), r.text());
            return r.json();
        } catch (IOException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
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
