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
 * between them: captures uploaded to one are analysed by both, each result readable through either; an
 * instance killed with SIGKILL in the middle of an analysis leaves the capture to the other, which analyses it
 * again into the same rows.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class InstancesIT {

    private static final Path ROOT = Path.of(System.getProperty("pcaplens.scripts", "../scripts")).toAbsolutePath()
            .getParent();
    private static final Path TARGET = Path.of(System.getProperty("pcaplens.target", "target")).toAbsolutePath();
    private static final Path GOLDEN = Path.of(System.getProperty("pcaplens.golden", "src/test/resources/golden"));
    private static final Duration STARTUP = Duration.ofMinutes(5);
    /** A capture that takes several seconds to analyse, long enough to be interrupted. */
    private static final String LARGE = "large-mixed-merged.pcap";

    private static EmbeddedPostgres database;
    private static final Map<String, Instance> INSTANCES = new LinkedHashMap<>();

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
    void anInstanceKilledMidAnalysisLeavesTheCaptureToTheOtherWithTheSameResult() throws Exception {
        Api alpha = INSTANCES.get("alpha").api();
        byte[] bytes = Captures.bytes(LARGE);
        String reference = alpha.uploadAfresh(LARGE, bytes, Map.of());
        assertEquals("COMPLETED", alpha.awaitAnalysis(reference, Captures.ANALYSIS).getString("status"));
        List<String> expected = GoldenRows.of(alpha, reference);

        String id = alpha.uploadAfresh(LARGE, bytes, Map.of());
        alpha.awaitReading(id);
        Instance analysing = INSTANCES.get(instanceOf(claimedBy(id)));
        analysing.process().destroyForcibly().waitFor();
        Instance survivor = INSTANCES.values().stream().filter(i -> i != analysing).findFirst().orElseThrow();

        // the record's heartbeat goes stale, and the survivor's worker claims the capture and starts it over
        JsonObject file = survivor.api().awaitAnalysis(id, Captures.ANALYSIS.plusSeconds(60));
        assertEquals("COMPLETED", file.getString("status"), file.toString());
        assertEquals(survivor.name(), instanceOf(claimedBy(id)));
        assertEquals(expected, GoldenRows.of(survivor.api(), id));
        assertTrue(Files.readString(survivor.log()).contains("capture " + id + ": claimed by worker " + survivor.name()),
                "the survivor's log names the claim");
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
