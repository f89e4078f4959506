package io.pcaplens.webapp;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.pcaplens.rest.Endpoint;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.ws.rs.Path;
import org.jboss.arquillian.container.test.api.Deployment;
import org.jboss.arquillian.container.test.api.RunAsClient;
import org.jboss.arquillian.junit5.ArquillianExtension;
import org.jboss.arquillian.test.api.ArquillianResource;
import org.jboss.shrinkwrap.api.spec.WebArchive;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The service with authentication switched on (pcaplens.auth.enabled=true in the deployed WAR's settings; every
 * other test deploys it as shipped, with authentication off, and sends no credentials). The first admin token
 * comes from the command line; every endpoint of the API, found in the REST adapter's classes, is called without
 * a token (401), with each weaker role (403) and with each role that may (its usual answer); tokens are revoked
 * through the API and the command line; the database holds no token in clear; the upload scripts send theirs; the
 * web UI signs in with a token in a real browser.
 */
@ExtendWith(ArquillianExtension.class)
@RunAsClient
class AuthIT {

    private static final java.nio.file.Path ROOT = java.nio.file.Path.of(
            System.getProperty("pcaplens.scripts", "../scripts")).toAbsolutePath().getParent();
    private static final String DB_URL = "jdbc:postgresql://127.0.0.1:" + System.getProperty("pcaplens.db.port", "54339")
            + "/postgres";
    private static final Random RANDOM = new Random();
    private static final List<String> ROLES = List.of("viewer", "analyst", "admin");

    /** Every secret this test saw, to look for in the database. */
    private static final Set<String> SECRETS = new TreeSet<>();
    private static Fixture fixture;

    @ArquillianResource
    URL base;

    @TempDir
    java.nio.file.Path work;

    private Api anonymous;

    @Deployment(testable = false)
    static WebArchive deployment() throws IOException {
        return DeployedService.warWith("pcaplens.auth.enabled=true");
    }

    /** What every call of the walk needs: tokens of each role, and things to read, change and delete. */
    private record Fixture(Map<String, Api> as, String adminSecret, String file, long conversation, String ip,
                           long extracted, String network, String snapshot, String change) {
    }

    @BeforeEach
    void setUp() throws Exception {
        anonymous = new Api(base);
        if (fixture == null) {
            fixture = fixture();
        }
    }

    // ---- the command line ---------------------------------------------------------------------------------

    /** {@code ./pcaplens token ...} on the database of the service under test; returns standard output. */
    private static String tokenCommand(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(ROOT.resolve("pcaplens").toString(), "token"));
        command.addAll(List.of(args));
        java.nio.file.Path out = Files.createTempFile("pcaplens-token", ".out");
        java.nio.file.Path err = Files.createTempFile("pcaplens-token", ".err");
        try {
            ProcessBuilder pb = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
            pb.environment().put("PCAPLENS_DB_URL", DB_URL);
            pb.environment().put("PCAPLENS_DATA_DIR", System.getProperty("pcaplens.it.data", "target/it-data"));
            Process p = pb.start();
            assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the token command ends");
            assertEquals(0, p.exitValue(), Files.readString(err));
            return Files.readString(out).strip();
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    private Fixture fixture() throws Exception {
        String adminSecret = tokenCommand("create", "walk admin " + UUID.randomUUID(), "admin");
        SECRETS.add(adminSecret);
        Api admin = anonymous.withToken(adminSecret);
        Map<String, Api> as = new TreeMap<>();
        for (String role : ROLES) {
            as.put(role, anonymous.withToken(create(admin, "walk " + role + " " + UUID.randomUUID(), role)
                    .getString("token")));
        }

        String file = admin.analysed("http-pdf-download.pcap");
        JsonObject conversation = admin.all("api/v1/files/" + file + "/conversations").stream()
                .filter(c -> c.getString("transport").equals("TCP") && c.getInt("extractedFileCount", 0) > 0)
                .findFirst().orElseThrow();
        Api.Reply extracted = admin.get("api/v1/files/" + file + "/extracted");
        assertEquals(200, extracted.status(), extracted.text());

        MonitorClient monitor = new MonitorClient(admin);
        String network = monitor.createNetwork("auth walk " + UUID.randomUUID());
        String snapshot = monitor.added(network, file).getString("id");
        monitor.added(network, analysedDhcp(admin));
        List<JsonObject> changes = monitor.changes(network, "");
        assertFalse(changes.isEmpty(), "two different captures make changes");

        return new Fixture(as, adminSecret, file, conversation.getJsonNumber("id").longValue(),
                conversation.getString("srcIp"),
                extracted.json().getJsonArray("items").getJsonObject(0).getJsonNumber("id").longValue(), network,
                snapshot, changes.get(0).getString("id"));
    }

    private static JsonObject create(Api admin, String name, String role) throws Exception {
        Api.Reply r = admin.json("POST", "api/v1/admin/tokens",
                Json.createObjectBuilder().add("name", name).add("role", role).build().toString());
        assertEquals(201, r.status(), r.text());
        SECRETS.add(r.json().getString("token"));
        return r.json();
    }

    /** A capture the service has not seen, analysed; returns its id. */
    private static String analysedDhcp(Api api) throws Exception {
        Instant at = Instant.parse("2019-01-01T00:00:00Z").plusSeconds(RANDOM.nextInt(300 * 24 * 3600));
        String id = api.uploadAfresh("dhcp-" + at.getEpochSecond() + ".pcap", Captures.dhcpAt(at), Map.of());
        assertEquals("COMPLETED", api.awaitAnalysis(id, Captures.ANALYSIS).getString("status"));
        return id;
    }

    // ---- the walk over every endpoint ---------------------------------------------------------------------

    /** One request and the status it gets from a caller who may make it; {@code body} null for none. */
    private record Call(String method, String path, String contentType, byte[] body, int status) {

        static Call get(String path) {
            return new Call("GET", path, null, null, 200);
        }

        static Call bodiless(String method, String path, int status) {
            return new Call(method, path, null, null, status);
        }

        static Call json(String method, String path, String json, int status) {
            return new Call(method, path, "application/json", json.getBytes(StandardCharsets.UTF_8), status);
        }

        Api.Reply send(Api api) throws Exception {
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(api.base() + path.substring(1)));
            if (body == null) {
                request.method(method, HttpRequest.BodyPublishers.noBody());
            } else {
                request.header("Content-Type", contentType).method(method, HttpRequest.BodyPublishers.ofByteArray(body));
            }
            return api.send(request);
        }
    }

    /**
     * How to call an endpoint: {@code probe} for the refused calls (it may name things that must survive them),
     * {@code allowed} for each role that may, made afresh each time when the call uses something up.
     */
    private record Target(Call probe, Callable<Call> allowed) {

        static Target read(String path) {
            Call call = Call.get(path);
            return new Target(call, () -> call);
        }
    }

    /** The endpoints the REST adapter's resources declare, read from their classes. */
    private static Set<Endpoint> declaredEndpoints() {
        Set<Endpoint> endpoints = new TreeSet<>(java.util.Comparator.comparing(Endpoint::toString));
        for (JavaClass c : new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.pcaplens.rest")) {
            if (c.isAnnotatedWith(Path.class)) {
                for (Method m : c.reflect().getDeclaredMethods()) {
                    Endpoint.of(c.reflect(), m).ifPresent(endpoints::add);
                }
            }
        }
        return endpoints;
    }

    /** The role the API's contract gives each endpoint (docs/security.md, Authentication). */
    private static String requiredRole(Endpoint e) {
        if (e.path().startsWith("/api/v1/admin/")) {
            return "admin";
        }
        boolean asksTheModel = e.path().endsWith("/explanation") || e.path().endsWith("/explanations")
                || e.path().endsWith("/findings/narrative");
        // the bulk exports take their ids by POST too, when they outgrow a request line: still reads
        boolean postedRead = e.toString().equals("POST /api/v1/files/{fileId}/conversations.pcap")
                || e.toString().equals("POST /api/v1/files/{fileId}/conversations.csv");
        return e.method().equals("GET") && !asksTheModel || postedRead ? "viewer" : "analyst";
    }

    private Map<String, Target> targets() throws IOException, InterruptedException {
        Fixture f = fixture;
        Api admin = f.as().get("admin");
        String file = "/api/v1/files/" + f.file();
        String conversation = "/api/v1/conversations/" + f.conversation();
        String tracer = "/api/v1/tracer/" + f.conversation();
        String network = "/api/v1/monitor/networks/" + f.network();
        Map<String, Target> t = new TreeMap<>();
        t.put("POST /api/v1/files", new Target(upload(), this::upload));
        t.put("GET /api/v1/files", Target.read("/api/v1/files"));
        t.put("GET /api/v1/files/{fileId}", Target.read(file));
        t.put("DELETE /api/v1/files/{fileId}", new Target(Call.bodiless("DELETE", file, 204),
                () -> Call.bodiless("DELETE", "/api/v1/files/" + analysedDhcp(admin), 204)));
        t.put("GET /api/v1/files/{fileId}/download", Target.read(file + "/download"));
        t.put("GET /api/v1/files/{fileId}/conversations", Target.read(file + "/conversations"));
        t.put("GET /api/v1/files/{fileId}/conversations.csv", Target.read(file + "/conversations.csv"));
        t.put("GET /api/v1/files/{fileId}/conversations.pcap", Target.read(file + "/conversations.pcap"));
        Call chosen = new Call("POST", file + "/conversations.pcap", "application/x-www-form-urlencoded",
                ("ids=" + f.conversation()).getBytes(StandardCharsets.US_ASCII), 200);
        t.put("POST /api/v1/files/{fileId}/conversations.pcap", new Target(chosen, () -> chosen));
        Call chosenCsv = new Call("POST", file + "/conversations.csv", "application/x-www-form-urlencoded",
                ("ids=" + f.conversation()).getBytes(StandardCharsets.US_ASCII), 200);
        t.put("POST /api/v1/files/{fileId}/conversations.csv", new Target(chosenCsv, () -> chosenCsv));
        t.put("GET /api/v1/files/{fileId}/conversations/facets", Target.read(file + "/conversations/facets"));
        t.put("GET /api/v1/files/{fileId}/conversations/wireshark-filter",
                Target.read(file + "/conversations/wireshark-filter?port=80"));
        t.put("GET /api/v1/conversations", Target.read("/api/v1/conversations?q=port%20%3D%3D%2067"));
        t.put("GET /api/v1/conversations/facets", Target.read("/api/v1/conversations/facets?q=port%20%3D%3D%2067"));
        t.put("GET /api/v1/conversations/captures", Target.read("/api/v1/conversations/captures?q=port%20%3D%3D%2067"));
        t.put("GET /api/v1/query/fields", Target.read("/api/v1/query/fields"));
        t.put("GET /api/v1/query/explain", Target.read("/api/v1/query/explain?q=port%20%3D%3D%2067"));
        t.put("POST /api/v1/queries", new Target(newQuery(), this::newQuery));
        t.put("GET /api/v1/queries", Target.read("/api/v1/queries"));
        // each caller's queries are their own and a viewer cannot save one: the walk names a query no one saved,
        // which the resource answers 404 once the policy has let the caller through (refused: 401 or 403)
        String unsaved = "/api/v1/queries/walk%20unsaved%20" + UUID.randomUUID();
        Call unsavedRead = Call.bodiless("GET", unsaved, 404);
        t.put("GET /api/v1/queries/{name}", new Target(unsavedRead, () -> unsavedRead));
        Call unsavedRun = Call.bodiless("GET", unsaved + "/conversations", 404);
        t.put("GET /api/v1/queries/{name}/conversations", new Target(unsavedRun, () -> unsavedRun));
        Call unsavedDelete = Call.bodiless("DELETE", unsaved, 404);
        t.put("DELETE /api/v1/queries/{name}", new Target(unsavedDelete, () -> unsavedDelete));
        t.put("GET /api/v1/files/{fileId}/findings", Target.read(file + "/findings"));
        t.put("GET /api/v1/files/{fileId}/hosts", Target.read(file + "/hosts"));
        t.put("GET /api/v1/files/{fileId}/hosts/{address}", Target.read(file + "/hosts/" + f.ip()));
        t.put("GET /api/v1/files/{fileId}/hosts/{address}/dns-log", Target.read(file + "/hosts/" + f.ip() + "/dns-log"));
        t.put("GET /api/v1/files/{fileId}/hosts/{address}/http-log", Target.read(file + "/hosts/" + f.ip() + "/http-log"));
        t.put("GET /api/v1/files/{fileId}/graph", Target.read(file + "/graph"));
        t.put("GET /api/v1/hosts/{address}", Target.read("/api/v1/hosts/" + f.ip()));
        t.put("GET /api/v1/findings", Target.read("/api/v1/findings"));
        t.put("GET /api/v1/files/{fileId}/findings/narrative", Target.read(file + "/findings/narrative"));
        Call noFinding = Call.bodiless("GET", "/api/v1/findings/" + UUID.randomUUID(), 404);
        t.put("GET /api/v1/findings/{findingId}", new Target(noFinding, () -> noFinding));
        t.put("GET /api/v1/files/{fileId}/extracted", Target.read(file + "/extracted"));
        t.put("GET /api/v1/files/{fileId}/extracted/zip", Target.read(file + "/extracted/zip"));
        t.put("GET /api/v1/files/{fileId}/overview", Target.read(file + "/overview"));
        t.put("GET /api/v1/files/{fileId}/timeline", Target.read(file + "/timeline"));
        t.put("GET /api/v1/files/{fileId}/flows", Target.read(file + "/flows"));
        t.put("GET /api/v1/files/{fileId}/flows/facets", Target.read(file + "/flows/facets"));
        t.put("GET /api/v1/files/{fileId}/flows.csv", Target.read(file + "/flows.csv"));
        long flow = admin.all("api/v1/files/" + f.file() + "/flows").get(0).getJsonNumber("id").longValue();
        t.put("GET /api/v1/files/{fileId}/flows/{flowId}/pcap", Target.read(file + "/flows/" + flow + "/pcap"));
        t.put("GET /api/v1/files/{fileId}/extracted/{extractedId}/content",
                Target.read(file + "/extracted/" + f.extracted() + "/content"));
        t.put("GET /api/v1/files/{fileId}/extracted/{extractedId}/content.zip",
                Target.read(file + "/extracted/" + f.extracted() + "/content.zip"));
        t.put("POST /api/v1/files/{fileId}/reanalysis", new Target(Call.json("POST", file + "/reanalysis", "{}", 202),
                () -> Call.json("POST", "/api/v1/files/" + analysedDhcp(admin) + "/reanalysis", "{}", 202)));
        t.put("GET /api/v1/files/{fileId}/reanalysis", new Target(Call.get(file + "/reanalysis"), () -> {
            String other = analysedDhcp(admin);
            assertEquals(202, admin.json("POST", "api/v1/files/" + other + "/reanalysis", "{}").status());
            return Call.get("/api/v1/files/" + other + "/reanalysis");
        }));
        Call apply = Call.bodiless("POST", file + "/rules:apply", 200);
        t.put("POST /api/v1/files/{fileId}/rules:apply", new Target(apply, () -> apply));
        t.put("GET /api/v1/conversations/{conversationId}", Target.read(conversation));
        t.put("GET /api/v1/conversations/{conversationId}/packets", Target.read(conversation + "/packets"));
        t.put("GET /api/v1/conversations/{conversationId}/pcap", Target.read(conversation + "/pcap"));
        t.put("GET /api/v1/conversations/{conversationId}/session", Target.read(conversation + "/session"));
        long frame = admin.all("api/v1/conversations/" + f.conversation() + "/packets").get(0)
                .getJsonNumber("frameNumber").longValue();
        t.put("GET /api/v1/conversations/{conversationId}/packets/{frameNumber}/detail",
                Target.read(conversation + "/packets/" + frame + "/detail"));
        t.put("GET /api/v1/conversations/{conversationId}/expert",
                Target.read(conversation + "/expert?from=" + frame + "&to=" + frame));
        t.put("GET /api/v1/conversations/{conversationId}/hosts/{ip}", Target.read(conversation + "/hosts/" + f.ip()));
        t.put("GET /api/v1/rules", Target.read("/api/v1/rules"));
        t.put("GET /api/v1/system", Target.read("/api/v1/system"));
        t.put("GET /api/v1/caller", Target.read("/api/v1/caller"));
        t.put("GET /api/v1/tracer/{conversationId}/steps", Target.read(tracer + "/steps"));
        t.put("GET /api/v1/tracer/{conversationId}/peers", Target.read(tracer + "/peers"));
        t.put("GET /api/v1/tracer/{conversationId}/steps/{index}/explanation", Target.read(tracer + "/steps/1/explanation"));
        t.put("GET /api/v1/tracer/{conversationId}/explanations", Target.read(tracer + "/explanations?from=1"));
        t.put("POST /api/v1/monitor/networks", new Target(newNetwork(), this::newNetwork));
        t.put("GET /api/v1/monitor/networks", Target.read("/api/v1/monitor/networks"));
        t.put("GET /api/v1/monitor/networks/{networkId}", Target.read(network));
        Call rename = Call.json("PATCH", network, "{\"description\": \"walked\"}", 200);
        t.put("PATCH /api/v1/monitor/networks/{networkId}", new Target(rename, () -> rename));
        t.put("DELETE /api/v1/monitor/networks/{networkId}", new Target(Call.bodiless("DELETE", network, 204),
                () -> Call.bodiless("DELETE", "/api/v1/monitor/networks/" + network(admin), 204)));
        t.put("POST /api/v1/monitor/networks/{networkId}/snapshots", new Target(
                Call.json("POST", network + "/snapshots", snapshotOf(f.file()), 201),
                () -> Call.json("POST", "/api/v1/monitor/networks/" + network(admin) + "/snapshots",
                        snapshotOf(f.file()), 201)));
        t.put("GET /api/v1/monitor/networks/{networkId}/snapshots", Target.read(network + "/snapshots"));
        t.put("DELETE /api/v1/monitor/networks/{networkId}/snapshots/{snapshotId}", new Target(
                Call.bodiless("DELETE", network + "/snapshots/" + f.snapshot(), 204), () -> {
                    String other = network(admin);
                    String snapshot = new MonitorClient(admin).added(other, f.file()).getString("id");
                    return Call.bodiless("DELETE", "/api/v1/monitor/networks/" + other + "/snapshots/" + snapshot, 204);
                }));
        t.put("GET /api/v1/monitor/networks/{networkId}/snapshots/{snapshotId}/facts",
                Target.read(network + "/snapshots/" + f.snapshot() + "/facts"));
        t.put("GET /api/v1/monitor/networks/{networkId}/changes", Target.read(network + "/changes"));
        t.put("GET /api/v1/monitor/networks/{networkId}/conversations", Target.read(network + "/conversations?q=port%20%3D%3D%2067"));
        t.put("GET /api/v1/monitor/networks/{networkId}/conversations/facets", Target.read(network + "/conversations/facets"));
        t.put("GET /api/v1/monitor/networks/{networkId}/conversations/captures", Target.read(network + "/conversations/captures"));
        t.put("GET /api/v1/monitor/networks/{networkId}/mutes", Target.read(network + "/mutes"));
        Call mute = Call.json("POST", network + "/mutes", "{\"type\": \"DEVICE_TYPE_CHANGED\", \"entity\": \"10.9.9.9\"}",
                201);
        t.put("POST /api/v1/monitor/networks/{networkId}/mutes", new Target(mute, () -> mute));
        Call unmute = Call.bodiless("DELETE", network + "/mutes?type=DEVICE_TYPE_CHANGED&entity=10.9.9.9", 204);
        t.put("DELETE /api/v1/monitor/networks/{networkId}/mutes", new Target(unmute, () -> {
            assertEquals(201, admin.json("POST", network.substring(1) + "/mutes",
                    "{\"type\": \"DEVICE_TYPE_CHANGED\", \"entity\": \"10.9.9.9\"}").status());
            return unmute;
        }));
        t.put("GET /api/v1/monitor/networks/{networkId}/baseline", Target.read(network + "/baseline"));
        Call accept = Call.json("PUT", network + "/baseline", "{\"snapshotId\": \"" + f.snapshot() + "\"}", 200);
        t.put("PUT /api/v1/monitor/networks/{networkId}/baseline", new Target(accept, () -> accept));
        Call clear = Call.bodiless("DELETE", network + "/baseline", 204);
        t.put("DELETE /api/v1/monitor/networks/{networkId}/baseline", new Target(clear, () -> {
            assertEquals(200, admin.json("PUT", network.substring(1) + "/baseline",
                    "{\"snapshotId\": \"" + f.snapshot() + "\"}").status());
            return clear;
        }));
        Call review = Call.json("PATCH", network + "/changes/" + f.change(),
                "{\"reviewed\": true, \"notes\": \"walked\"}", 200);
        t.put("PATCH /api/v1/monitor/networks/{networkId}/changes/{changeId}", new Target(review, () -> review));
        t.put("POST /api/v1/admin/tokens", new Target(newToken(), this::newToken));
        t.put("GET /api/v1/admin/tokens", Target.read("/api/v1/admin/tokens"));
        t.put("DELETE /api/v1/admin/tokens/{tokenId}", new Target(
                Call.bodiless("DELETE", "/api/v1/admin/tokens/" + UUID.randomUUID(), 204),
                () -> Call.bodiless("DELETE", "/api/v1/admin/tokens/"
                        + create(admin, "walk doomed " + UUID.randomUUID(), "viewer").getString("id"), 204)));
        return t;
    }

    /** A multipart upload of a capture the service has not seen. */
    private Call upload() throws IOException {
        Instant at = Instant.parse("2020-01-01T00:00:00Z").plusSeconds(RANDOM.nextInt(300 * 24 * 3600));
        java.io.ByteArrayOutputStream body = new java.io.ByteArrayOutputStream();
        body.writeBytes(("--walk\r\nContent-Disposition: form-data; name=\"file\"; filename=\"walk.pcap\"\r\n"
                + "Content-Type: application/octet-stream\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        body.writeBytes(Captures.dhcpAt(at));
        body.writeBytes("\r\n--walk--\r\n".getBytes(StandardCharsets.US_ASCII));
        return new Call("POST", "/api/v1/files", "multipart/form-data; boundary=walk", body.toByteArray(), 201);
    }

    private Call newNetwork() {
        return Call.json("POST", "/api/v1/monitor/networks", "{\"name\": \"walk " + UUID.randomUUID() + "\"}", 201);
    }

    private Call newQuery() {
        return Call.json("POST", "/api/v1/queries", "{\"name\": \"walk " + UUID.randomUUID()
                + "\", \"expression\": \"port == 67\"}", 201);
    }

    private Call newToken() {
        return Call.json("POST", "/api/v1/admin/tokens", "{\"name\": \"walk " + UUID.randomUUID()
                + "\", \"role\": \"viewer\"}", 201);
    }

    private static String network(Api admin) throws Exception {
        return new MonitorClient(admin).createNetwork("walk " + UUID.randomUUID());
    }

    private static String snapshotOf(String fileId) {
        return "{\"fileId\": \"" + fileId + "\"}";
    }

    @Test
    void everyEndpointRefusesAnonymousCallersAndWeakerRolesAndServesEveryRoleThatMay() throws Exception {
        Set<Endpoint> endpoints = declaredEndpoints();
        Map<String, Target> targets = targets();
        Set<String> declared = new TreeSet<>(endpoints.stream().map(Endpoint::toString).toList());
        assertEquals(declared, targets.keySet(), "every endpoint the resources declare is walked, and no other");

        List<String> failures = new ArrayList<>();
        for (Endpoint endpoint : endpoints) {
            Target target = targets.get(endpoint.toString());
            String required = requiredRole(endpoint);
            expect(failures, endpoint + " without a token", target.probe().send(anonymous), 401, "Bearer realm=");
            for (String role : ROLES) {
                Api caller = fixture.as().get(role);
                if (ROLES.indexOf(role) < ROLES.indexOf(required)) {
                    expect(failures, endpoint + " as " + role, target.probe().send(caller), 403,
                            "error=\"insufficient_scope\"");
                } else {
                    Call call = target.allowed().call();
                    Api.Reply r = call.send(caller);
                    if (r.status() != call.status()) {
                        failures.add(endpoint + " as " + role + ": " + r.status() + " instead of " + call.status()
                                + " " + r.text());
                    }
                }
            }
        }
        assertEquals(List.of(), failures);

        Api admin = fixture.as().get("admin");
        assertEquals(200, admin.get("api/v1/files/" + fixture.file()).status(), "refused deletions deleted nothing");
        assertEquals(200, admin.get("api/v1/monitor/networks/" + fixture.network()).status());
        assertEquals(2, new MonitorClient(admin).snapshots(fixture.network()).size());
    }

    private static void expect(List<String> failures, String what, Api.Reply r, int status, String challenge) {
        String header = String.valueOf(r.header("WWW-Authenticate"));
        if (r.status() != status || !r.contentType().startsWith("application/problem+json")
                || !header.startsWith("Bearer") || !header.contains(challenge)) {
            failures.add(what + ": " + r.status() + " " + r.contentType() + " [" + header + "] " + r.text()
                    + " instead of a " + status + " problem with a Bearer challenge");
        }
    }

    // ---- tokens -------------------------------------------------------------------------------------------

    @Test
    void aTokenRevokedThroughTheApiOrTheCommandLineIsRefusedAtOnceAndStaysListed() throws Exception {
        Api admin = fixture.as().get("admin");
        JsonObject viaApi = create(admin, "revoked by api " + UUID.randomUUID(), "analyst");
        Api holder = anonymous.withToken(viaApi.getString("token"));
        assertEquals(200, holder.get("api/v1/files").status());

        assertEquals(204, admin.delete("api/v1/admin/tokens/" + viaApi.getString("id")).status());

        Api.Reply refused = holder.get("api/v1/files");
        assertEquals(401, refused.status(), refused.text());
        assertTrue(String.valueOf(refused.header("WWW-Authenticate")).contains("error=\"invalid_token\""));
        JsonObject listed = admin.all("api/v1/admin/tokens").stream()
                .filter(t -> t.getString("id").equals(viaApi.getString("id"))).findFirst().orElseThrow();
        assertFalse(listed.getBoolean("active"));
        assertNotNull(listed.getString("revokedAt"));
        assertNotNull(listed.getString("lastUsedAt"), "its one use was recorded");
        assertFalse(listed.containsKey("token"), "a listed token shows no secret: " + listed);

        String name = "revoked by command " + UUID.randomUUID();
        String secret = tokenCommand("create", name, "viewer");
        SECRETS.add(secret);
        assertEquals(200, anonymous.withToken(secret).get("api/v1/files").status());
        tokenCommand("revoke", name);
        assertEquals(401, anonymous.withToken(secret).get("api/v1/files").status());
        assertTrue(tokenCommand("list").lines().anyMatch(l -> l.contains("revoked") && l.endsWith(name)),
                "the command lists it as revoked");
    }

    @Test
    void theCallerEndpointNamesEachTokenAndItsRole() throws Exception {
        for (String role : ROLES) {
            Api.Reply r = fixture.as().get(role).get("api/v1/caller");
            assertEquals(200, r.status(), r.text());
            assertTrue(r.json().getBoolean("authentication"), r.text());
            assertTrue(r.json().getString("name").startsWith("token:walk " + role + " "), r.text());
            assertEquals(role, r.json().getString("role"), r.text());
        }
    }

    /** Saved queries are their caller's: owned by the token's name, unseen and untouchable by another caller. */
    @Test
    void aSavedQueryIsItsCallersAloneAndAViewerMayNotSaveOne() throws Exception {
        Api analyst = fixture.as().get("analyst");
        Api admin = fixture.as().get("admin");
        String name = "mine " + UUID.randomUUID();
        String address = "api/v1/queries/" + name.replace(" ", "%20");
        String body = Json.createObjectBuilder().add("name", name).add("expression", "port == 67").build().toString();

        Api.Reply saved = analyst.json("POST", "api/v1/queries", body);
        assertEquals(201, saved.status(), saved.text());
        String owner = analyst.get("api/v1/caller").json().getString("name");
        assertEquals(owner, saved.json().getString("owner"));
        assertEquals(403, fixture.as().get("viewer").json("POST", "api/v1/queries", body).status());

        assertEquals(404, admin.get(address).status(), "another caller, even an admin, does not see it");
        assertTrue(admin.get("api/v1/queries").json().getJsonArray("items").stream()
                .noneMatch(q -> q.asJsonObject().getString("name").equals(name)));
        assertEquals(404, admin.delete(address).status());
        assertEquals(201, admin.json("POST", "api/v1/queries", body).status(), "the name is free for another caller");
        assertEquals(200, analyst.get(address).status(), "the analyst's query stayed");
        assertEquals(204, analyst.delete(address).status());
        assertEquals(204, admin.delete(address).status());
    }

    /**
     * The web UI with authentication on and no OpenID Connect provider, in a real browser (src/test/e2e/token.e2e.mjs):
     * it asks for a token, works with a viewer's (the file list, downloads), says a deletion needs another role,
     * and forgets the token on sign-out.
     */
    @Test
    void theWebUiSignsInWithAViewersTokenThatMayReadButNotDelete() throws Exception {
        Api admin = fixture.as().get("admin");
        // the file list drops a failed deletion's message when it loads again, which it does while an analysis runs
        for (JsonObject file : admin.all("api/v1/files")) {
            if (Set.of("QUEUED", "ANALYZING").contains(file.getString("status"))) {
                admin.awaitAnalysis(file.getString("id"), Captures.ANALYSIS);
            }
        }
        String output = BrowserScript.run("token.e2e.mjs", "e2e-token.png", anonymous.base(),
                fixture.as().get("viewer").token(), fixture.file());
        for (String check : List.of("the UI asks for a token", "a wrong token is refused",
                "a viewer's token lists the files and names its role", "the token lasts as long as the tab",
                "a deletion the viewer's role may not make says so", "downloads carry the token",
                "signing out forgets the token")) {
            assertTrue(output.contains("OK " + check), "no \"OK " + check + "\" line in\n" + output);
        }
    }

    @Test
    void credentialsThatAreNoTokenAreRefusedWithAProblem() throws Exception {
        for (String header : List.of("Basic YWRtaW46YWRtaW4=", "Bearer", "Bearer pcaplens_" + "A".repeat(43),
                "Bearer " + fixture.adminSecret() + "x")) {
            Api.Reply r = anonymous.send(HttpRequest.newBuilder(URI.create(anonymous.base() + "api/v1/system"))
                    .header("Authorization", header).GET());
            assertEquals(401, r.status(), header + ": " + r.text());
            assertTrue(r.contentType().startsWith("application/problem+json"), r.contentType());
            assertEquals(401, r.json().getInt("status"));
            assertTrue(String.valueOf(r.header("WWW-Authenticate")).startsWith("Bearer realm=\"pcaplens\""));
        }
    }

    @Test
    void theWebUiHealthMetricsAndOpenApiStayOpen() throws Exception {
        URL root = new URL(base.getProtocol(), base.getHost(), base.getPort(), "/");
        Api open = new Api(root);
        for (String path : List.of("", "health", "metrics", "openapi", "files/" + fixture.file())) {
            assertEquals(200, open.get(path).status(), "/" + path);
        }
    }

    @Test
    void noTokenIsStoredInClearOnlyItsSha256() throws Exception {
        StringBuilder table = new StringBuilder();
        try (Connection con = DriverManager.getConnection(DB_URL, "postgres", "postgres");
             Statement st = con.createStatement(); ResultSet rs = st.executeQuery("SELECT * FROM api_token")) {
            ResultSetMetaData meta = rs.getMetaData();
            while (rs.next()) {
                for (int i = 1; i <= meta.getColumnCount(); i++) {
                    table.append(meta.getColumnName(i)).append('=').append(rs.getString(i)).append(' ');
                }
                table.append('\n');
            }
        }
        String rows = table.toString();
        assertTrue(SECRETS.size() >= 4, "the fixture's tokens at least");
        for (String secret : SECRETS) {
            assertFalse(rows.contains(secret), "a secret in clear");
            assertFalse(rows.contains(secret.substring("pcaplens_".length())), "a secret without its prefix");
            String sha256 = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(secret.getBytes(StandardCharsets.UTF_8)));
            assertTrue(rows.contains("token_sha256=" + sha256), "the digest of every token is there");
        }
    }

    // ---- the upload scripts -------------------------------------------------------------------------------

    @Test
    void bothUploadScriptsSendTheirTokenAndStopSayingSoWithoutOne() throws Exception {
        Api analyst = fixture.as().get("analyst");
        String secret = analyst.token();
        for (List<String> script : List.of(WatchScript.SHELL, WatchScript.PYTHON_SCRIPT)) {
            String label = script.get(0).contains("python") ? "python" : "shell";
            String net = new MonitorClient(analyst).createNetwork("scripted with a token " + UUID.randomUUID());
            java.nio.file.Path dir = Files.createDirectories(work.resolve(label + "-captures"));

            WatchScript refused = WatchScript.start(script, dir, net, anonymous.base(), "poll",
                    work.resolve(label + "-refused.log"), Map.of());
            assertTrue(refused.process().waitFor(30, TimeUnit.SECONDS), "without a token the script stops");
            assertEquals(1, refused.process().exitValue(), refused.output());
            assertTrue(refused.output().contains("HTTP 401") && refused.output().contains("PCAPLENS_TOKEN"),
                    refused.output());

            WatchScript run = WatchScript.start(script, dir, net, anonymous.base(), "poll",
                    work.resolve(label + ".log"), Map.of("PCAPLENS_TOKEN", secret));
            try {
                run.awaitLog("looking every");
                Instant at = Instant.parse("2018-01-01T00:00:00Z").plusSeconds(RANDOM.nextInt(300 * 24 * 3600));
                WatchScript.atomically(dir, "tokened.pcap", Captures.dhcpAt(at));
                run.awaitLog("tokened.pcap added to the network");
            } finally {
                run.process().destroy();
                assertTrue(run.process().waitFor(20, TimeUnit.SECONDS));
            }
            assertEquals(1, new MonitorClient(analyst).snapshots(net).size(), run.output());
        }
    }
}
