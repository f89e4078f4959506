package io.pcaplens.webapp;

import io.pcaplens.persistence.Directories;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Two service instances, two Payara Micro processes as {@code ./pcaplens run} starts them, sharing one
 * PostgreSQL (started by this test from the embedded binaries) and one data directory, with nothing else
 * between them: captures uploaded to one are analysed by both, each result readable through either; a large
 * capture's slices are read by both and merged into the rows one instance alone reads; the instance merging them,
 * killed with SIGKILL in the middle of the analysis, leaves the capture to the other, which analyses it again
 * into the same rows.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class InstancesIT {

    private static final Path ROOT = Path.of(System.getProperty("pcaplens.scripts", "../scripts")).toAbsolutePath()
            .getParent();
    private static final Path TARGET = Path.of(System.getProperty("pcaplens.target", "target")).toAbsolutePath();
    private static final Path GOLDEN = Path.of(System.getProperty("pcaplens.golden", "src/test/resources/golden"));
    private static final Duration STARTUP = Duration.ofMinutes(5);
    /** A capture large enough to be read in slices (above the instances' 1 MiB) and to be interrupted. */
    private static final String LARGE = "large-mixed-merged.pcap";
    /** How many slices the instances cut a large capture into: more than either reads side by side. */
    private static final int SLICES = 4;

    private static EmbeddedPostgres database;
    private static final Map<String, Instance> INSTANCES = new LinkedHashMap<>();
    /** The rows of the large capture read in slices by both instances. */
    private static List<String> sliced;
    /** The instance left once the other was killed. */
    private static Instance survivor;

    /** One running service. */
    private record Instance(String name, Process process, Api api, Path log) {
    }

    @BeforeAll
    static void start() throws Exception {
        database = EmbeddedPostgres.builder().setServerConfig("listen_addresses", "127.0.0.1").start();
        Path data = TARGET.resolve("instances-data");
        Directories.deleteTree(data);
        Files.createDirectories(data);
        for (String name : List.of("alpha", "beta")) {
            INSTANCES.put(name, launch(name, data));
        }
        for (Instance instance : INSTANCES.values()) {
            awaitReady(instance);
        }
    }

    @AfterAll
    static void stop() throws Exception {
        for (Instance instance : INSTANCES.values()) {
            instance.process().destroyForcibly().waitFor();
        }
        database.close();
    }

    @Test
    @Order(1)
    void capturesUploadedToOneInstanceAreAnalysedByBothAndReadThroughEither() throws Exception {
        Api alpha = INSTANCES.get("alpha").api();
        Api beta = INSTANCES.get("beta").api();
        List<Path> goldens;
        try (Stream<Path> s = Files.list(GOLDEN)) {
            // the larger captures: each takes the worker that claims it long enough for the other to claim the next
            goldens = s.filter(p -> p.getFileName().toString().matches(".*\\.pcap(ng)?\\.tsv"))
                    .sorted((a, b) -> Long.compare(size(b), size(a))).limit(8).toList();
        }
        Map<Path, String> ids = new LinkedHashMap<>();
        for (Path golden : goldens) {
            String capture = capture(golden);
            ids.put(golden, alpha.uploadAfresh(capture, Captures.bytes(capture), Map.of()));
        }
        for (Map.Entry<Path, String> e : ids.entrySet()) {
            JsonObject file = beta.awaitAnalysis(e.getValue(), Captures.ANALYSIS);
            assertEquals("COMPLETED", file.getString("status"), capture(e.getKey()) + ": " + file);
            assertEquals(GoldenRows.expected(e.getKey()), GoldenRows.of(beta, e.getValue()), capture(e.getKey()));
        }
        Set<String> claimedBy = new TreeSet<>();
        for (String id : ids.values()) {
            claimedBy.add(instanceOf(claimedBy(id)));
        }
        assertEquals(Set.of("alpha", "beta"), claimedBy, "the instances whose workers analysed the captures");
    }

    @Test
    @Order(2)
    void aLargeCapturesSlicesAreClaimedByBothInstancesAndMergedIntoOneCapture() throws Exception {
        Api alpha = INSTANCES.get("alpha").api();
        String id = alpha.uploadAfresh(LARGE, Captures.bytes(LARGE), Map.of());

        JsonObject file = alpha.awaitAnalysis(id, Captures.ANALYSIS);

        assertEquals("COMPLETED", file.getString("status"), file.toString());
        List<Slice> slices = slices(id);
        assertEquals(SLICES, slices.size(), "the capture's slice records: " + slices);
        assertTrue(slices.stream().allMatch(s -> s.status().equals("DONE")), slices.toString());
        assertEquals(Set.of("alpha", "beta"), slices.stream().map(s -> instanceOf(s.claimedBy()))
                .collect(java.util.stream.Collectors.toSet()), "the instances whose workers read the slices");
        for (Slice s : slices) {
            Instance reader = INSTANCES.get(instanceOf(s.claimedBy()));
            assertTrue(Files.readString(reader.log()).contains("capture " + id + ": slice " + s.index()
                    + " claimed by worker " + s.claimedBy()), reader.name() + "'s log names slice " + s.index());
        }
        sliced = GoldenRows.of(alpha, id);
        assertEquals(GoldenRows.of(INSTANCES.get("beta").api(), id), sliced, "read through either instance");
    }

    @Test
    @Order(3)
    void theInstanceMergingACapturesSlicesKilledMidAnalysisLeavesItToTheOtherWithTheSameResult() throws Exception {
        Api alpha = INSTANCES.get("alpha").api();
        String id = alpha.uploadAfresh(LARGE, Captures.bytes(LARGE), Map.of());
        // killed once the other instance reads a slice of it too: both hold part of the capture
        Instant end = Instant.now().plus(Captures.ANALYSIS);
        String merging = null;
        while (merging == null && Instant.now().isBefore(end)) {
            String claimer = claimedBy(id);
            if (claimer != null && slices(id).stream().anyMatch(s -> s.status().equals("CLAIMED")
                    && !instanceOf(s.claimedBy()).equals(instanceOf(claimer)))) {
                merging = instanceOf(claimer);
            } else {
                Thread.sleep(50);
            }
        }
        assertTrue(merging != null, "no slice of " + id + " was read by the instance not merging it: " + slices(id));
        Instance killed = INSTANCES.get(merging);
        killed.process().destroyForcibly().waitFor();
        survivor = INSTANCES.values().stream().filter(i -> i != killed).findFirst().orElseThrow();

        // the capture's heartbeat goes stale, and the survivor claims it and reads its slices again
        JsonObject file = survivor.api().awaitAnalysis(id, Captures.ANALYSIS.plusSeconds(60));
        assertEquals("COMPLETED", file.getString("status"), file.toString());
        assertEquals(survivor.name(), instanceOf(claimedBy(id)));
        assertTrue(slices(id).stream().allMatch(s -> instanceOf(s.claimedBy()).equals(survivor.name())),
                slices(id).toString());
        assertTrue(Files.readString(survivor.log()).contains("capture " + id + ": claimed by worker " + survivor.name()),
                "the survivor's log names the claim");
        assertEquals(sliced, GoldenRows.of(survivor.api(), id));
    }

    @Test
    @Order(4)
    void oneInstanceAloneReadsTheSlicesIntoTheSameRows() throws Exception {
        Api alone = survivor.api();
        String id = alone.uploadAfresh(LARGE, Captures.bytes(LARGE), Map.of());

        assertEquals("COMPLETED", alone.awaitAnalysis(id, Captures.ANALYSIS).getString("status"));

        assertEquals(SLICES, slices(id).size());
        assertEquals(sliced, GoldenRows.of(alone, id), "the rows of slices read by both instances");
    }

    /** A slice's record. */
    private record Slice(int index, String status, String claimedBy, int attempt) {
    }

    private static List<Slice> slices(String id) throws Exception {
        List<Slice> slices = new ArrayList<>();
        try (Connection con = database.getPostgresDatabase().getConnection();
             PreparedStatement st = con.prepareStatement("SELECT slice_index, status, claimed_by, attempt"
                     + " FROM capture_slice WHERE capture_id = ? ORDER BY slice_index")) {
            st.setObject(1, UUID.fromString(id));
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    slices.add(new Slice(rs.getInt(1), rs.getString(2), rs.getString(3), rs.getInt(4)));
                }
            }
        }
        return slices;
    }

    /** The worker that claimed the capture last, as its record holds it. */
    private static String claimedBy(String id) throws Exception {
        try (Connection con = database.getPostgresDatabase().getConnection();
             PreparedStatement st = con.prepareStatement("SELECT claimed_by FROM capture WHERE id = ?")) {
            st.setObject(1, UUID.fromString(id));
            try (ResultSet rs = st.executeQuery()) {
                assertTrue(rs.next(), "no record of " + id);
                return rs.getString(1);
            }
        }
    }

    /** A worker's id is its instance's name, a dash and its number. */
    private static String instanceOf(String workerId) {
        return workerId.substring(0, workerId.lastIndexOf('-'));
    }

    private static Instance launch(String name, Path data) throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        Path log = TARGET.resolve("instance-" + name + ".log");
        ProcessBuilder pb = new ProcessBuilder(ProcessHandle.current().info().command().orElse("java"), "-Xmx512m", "-jar",
                System.getProperty("payara.microJar", TARGET.resolve("payara-micro.jar").toString()),
                "--deploy", System.getProperty("pcaplens.war", TARGET.resolve("pcaplens.war").toString()),
                "--contextroot", "/", "--port", String.valueOf(port), "--nocluster",
                "--rootdir", TARGET.resolve("instance-" + name).toString(),
                "--prebootcommandfile", ROOT.resolve("webapp/src/main/payara/pre-boot-commands.asadmin").toString())
                .redirectErrorStream(true).redirectOutput(log.toFile());
        Map<String, String> env = pb.environment();
        env.put("PCAPLENS_INSTANCE_NAME", name);
        env.put("PCAPLENS_DB_URL", "jdbc:postgresql://127.0.0.1:" + database.getPort() + "/postgres");
        env.put("PCAPLENS_DB_EMBEDDED", "false");
        env.put("PCAPLENS_DATA_DIR", data.toString());
        env.put("PCAPLENS_SIGNATURES", System.getProperty("pcaplens.signatures.shipped", "../signatures.yml"));
        // one dissector each, as two one-core machines; a capture from 1 MiB is read in four slices
        env.put("PCAPLENS_ANALYSIS_PARALLELISM", "1");
        env.put("PCAPLENS_ANALYSIS_SLICES", String.valueOf(SLICES));
        env.put("PCAPLENS_ANALYSIS_SLICE_FROM_BYTES", String.valueOf(1 << 20));
        return new Instance(name, pb.start(), new Api(URI.create("http://127.0.0.1:" + port + "/").toURL()), log);
    }

    private static void awaitReady(Instance instance) throws Exception {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        URI ready = URI.create(instance.api().base() + "health/ready");
        Instant end = Instant.now().plus(STARTUP);
        while (Instant.now().isBefore(end)) {
            assertTrue(instance.process().isAlive(), instance.name() + " stopped: " + tail(instance.log()));
            try {
                if (http.send(HttpRequest.newBuilder(ready).timeout(Duration.ofSeconds(10)).build(),
                        HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return;
                }
            } catch (IOException notYet) {
                // the listener is not up yet
            }
            Thread.sleep(500);
        }
        throw new AssertionError(instance.name() + " never became ready: " + tail(instance.log()));
    }

    private static String tail(Path log) throws IOException {
        List<String> lines = Files.readAllLines(log);
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
    }

    private static String capture(Path golden) {
        return golden.getFileName().toString().replaceFirst("\\.tsv$", "");
    }

    private static long size(Path golden) {
        try {
            return Files.size(Captures.path(capture(golden)));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
