package io.pcaplens.webapp;

import io.pcaplens.persistence.Directories;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
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
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The WAR the build makes, unchanged, on the full Payara Server: a domain of its own, the PostgreSQL driver in
 * the domain's libraries, a connection pool and the JDBC resource {@code jdbc/pcaplens} made with asadmin
 * against a PostgreSQL this test starts from the embedded binaries, and the service told to use it through its
 * environment (PCAPLENS_DB_JNDI). A capture uploaded to it is analysed into the rows its golden file holds,
 * stored in that database; the embedded PostgreSQL never starts.
 */
class AppServerIT {

    private static final Path HOME = Path.of(System.getProperty("pcaplens.appserver.home", "target/payara-server/payara6"));
    private static final Path TARGET = Path.of(System.getProperty("pcaplens.target", "target")).toAbsolutePath();
    private static final Path GOLDEN = Path.of(System.getProperty("pcaplens.golden", "src/test/resources/golden"));
    private static final int PORT_BASE = Integer.getInteger("pcaplens.appserver.portbase", 28100);
    /** Payara's offsets from the port base. */
    private static final int ADMIN_PORT = PORT_BASE + 48;
    private static final int HTTP_PORT = PORT_BASE + 80;
    private static final String DOMAIN = "pcaplens";
    private static final String CAPTURE = "http-bro-org-browsing.pcap";

    private static EmbeddedPostgres database;
    private static Path domains;
    private static Path data;

    @BeforeAll
    static void deploy() throws Exception {
        database = EmbeddedPostgres.builder().setServerConfig("listen_addresses", "127.0.0.1").start();
        domains = TARGET.resolve("appserver-domains");
        data = TARGET.resolve("appserver-data");
        Directories.deleteTree(domains);
        Directories.deleteTree(data);
        Files.createDirectories(data);

        asadmin("create-domain", "--nopassword", "--portbase", String.valueOf(PORT_BASE), "--domaindir",
                domains.toString(), DOMAIN);
        // what asadmin add-library does, before the first start instead of a restart after it
        Path driver = Path.of(System.getProperty("pcaplens.jdbc.driver", TARGET.resolve("postgresql.jar").toString()));
        Files.copy(driver, domains.resolve(DOMAIN).resolve("lib").resolve(driver.getFileName()));
        asadmin("start-domain", "--domaindir", domains.toString(), DOMAIN);
        admin("create-jdbc-connection-pool", "--datasourceclassname", "org.postgresql.ds.PGSimpleDataSource",
                "--restype", "javax.sql.DataSource", "--property",
                "serverName=127.0.0.1:portNumber=" + database.getPort() + ":databaseName=postgres:user=postgres"
                        + ":password=postgres", "pcaplens-pool");
        admin("create-jdbc-resource", "--connectionpoolid", "pcaplens-pool", "jdbc/pcaplens");
        admin("deploy", "--contextroot", "/", "--name", "pcaplens",
                System.getProperty("pcaplens.war", TARGET.resolve("pcaplens.war").toString()));
    }

    @AfterAll
    static void undeploy() throws Exception {
        try {
            asadmin("stop-domain", "--kill", "--domaindir", domains.toString(), DOMAIN);
        } finally {
            database.close();
        }
    }

    @Test
    void aCaptureIsAnalysedIntoTheContainersDatabase() throws Exception {
        Api api = new Api(URI.create("http://127.0.0.1:" + HTTP_PORT + "/").toURL());
        Api.Reply upload = api.upload(CAPTURE, Captures.bytes(CAPTURE), Map.of());
        assertEquals(201, upload.status(), upload.text());
        String id = upload.json().getString("id");
        JsonObject file = api.awaitAnalysis(id, Captures.ANALYSIS);
        assertEquals("COMPLETED", file.getString("status"), file.toString());

        List<String> expected = GoldenRows.expected(GOLDEN.resolve(CAPTURE + ".tsv"));
        assertEquals(expected, GoldenRows.of(api, id));

        // the rows live in the container's database, and the service started no database of its own
        try (Connection con = database.getPostgresDatabase().getConnection(); PreparedStatement st = con.prepareStatement(
                "SELECT count(*) FROM conversation WHERE capture_id = ?")) {
            st.setObject(1, UUID.fromString(id));
            try (ResultSet rs = st.executeQuery()) {
                rs.next();
                assertEquals(expected.size(), rs.getInt(1));
            }
        }
        assertFalse(Files.exists(data.resolve("pgdata")), "an embedded PostgreSQL was started");
        assertTrue(Files.exists(data.resolve("captures")), "the capture is stored in PCAPLENS_DATA_DIR");
        assertEquals(200, health().statusCode());
    }

    private static HttpResponse<String> health() throws IOException, InterruptedException {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + HTTP_PORT + "/health/ready")).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** An asadmin command on the running domain. */
    private static void admin(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("--port", String.valueOf(ADMIN_PORT)));
        command.addAll(List.of(args));
        asadmin(command.toArray(String[]::new));
    }

    /**
     * Runs asadmin with the service's settings in its environment, which the domain it starts inherits: what an
     * operator sets before starting the server.
     */
    private static void asadmin(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(HOME.resolve("bin/asadmin").toString(), "--interactive=false"));
        command.addAll(List.of(args));
        Path log = Files.createTempFile(TARGET, "asadmin", ".log");
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().put("PCAPLENS_DB_JNDI", "jdbc/pcaplens");
        pb.environment().put("PCAPLENS_DATA_DIR", data.toString());
        pb.environment().put("PCAPLENS_SIGNATURES", System.getProperty("pcaplens.signatures.shipped", "../signatures.yml"));
        Process p = pb.start();
        Instant started = Instant.now();
        boolean ended = p.waitFor(5, TimeUnit.MINUTES);
        String output = Files.readString(log);
        Files.delete(log);
        assertTrue(ended, String.join(" ", args) + " did not end: " + output);
        assertEquals(0, p.exitValue(), String.join(" ", args) + " (" + Duration.between(started, Instant.now())
                + "): " + output);
    }
}
