package io.pcaplens.webapp;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** A small HTTP client for the service under test: JSON calls, multipart uploads, waiting for analyses. */
final class Api {

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final String base;
    /** Sent as {@code Authorization: Bearer} when set. */
    private final String token;

    Api(URL base) {
        this(base.toString(), null);
    }

    private Api(String base, String token) {
        this.base = base.endsWith("/") ? base : base + "/";
        this.token = token;
    }

    /** The same service, called with an API token. */
    Api withToken(String token) {
        return new Api(base, token);
    }

    String base() {
        return base;
    }

    /** The API token this client sends; null for none. */
    String token() {
        return token;
    }

    record Reply(int status, String contentType, byte[] body, Map<String, List<String>> headers) {
        /** A response header's first value, or null. */
        String header(String name) {
            return headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name))
                    .map(e -> e.getValue().get(0)).findFirst().orElse(null);
        }

        String text() {
            return new String(body, StandardCharsets.UTF_8);
        }

        JsonObject json() {
            return Json.createReader(new StringReader(text())).readObject();
        }
    }

    Reply get(String path) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
    }

    Reply delete(String path) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create(base + path)).DELETE());
    }

    Reply post(String path, String contentType, byte[] body) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body)));
    }

    /** Any method, with a body of any content type (none when {@code contentType} is null). */
    Reply send(String method, String path, String contentType, byte[] body) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path));
        if (contentType != null) {
            request.header("Content-Type", contentType);
        }
        return send(request.method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofByteArray(body)));
    }

    /** A JSON request with a body: POST, PATCH … */
    Reply json(String method, String path, String body) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", "application/json")
                .method(method, HttpRequest.BodyPublishers.ofString(body)));
    }

    /** A multipart upload; {@code fields} are sent after the file part when {@code optionsLast}. */
    Reply upload(String fileName, byte[] content, Map<String, String> fields) throws IOException, InterruptedException {
        String boundary = "----pcaplens" + UUID.randomUUID();
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        if (content != null) {
            part(body, boundary, "Content-Disposition: form-data; name=\"file\"; filename=\"" + fileName + "\"\r\n"
                    + "Content-Type: application/octet-stream\r\n", content);
        }
        for (Map.Entry<String, String> f : fields.entrySet()) {
            part(body, boundary, "Content-Disposition: form-data; name=\"" + f.getKey() + "\"\r\n",
                    f.getValue().getBytes(StandardCharsets.UTF_8));
        }
        body.writeBytes(("--" + boundary + "--\r\n").getBytes(StandardCharsets.US_ASCII));
        return post("api/v1/files", "multipart/form-data; boundary=" + boundary, body.toByteArray());
    }

    private static void part(ByteArrayOutputStream body, String boundary, String headers, byte[] content) {
        body.writeBytes(("--" + boundary + "\r\n" + headers + "\r\n").getBytes(StandardCharsets.UTF_8));
        body.writeBytes(content);
        body.writeBytes("\r\n".getBytes(StandardCharsets.US_ASCII));
    }

    /** Any request; the token, when there is one, is added. */
    Reply send(HttpRequest.Builder request) throws IOException, InterruptedException {
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        HttpResponse<byte[]> r = http.send(request.timeout(Duration.ofSeconds(120)).build(),
                HttpResponse.BodyHandlers.ofByteArray());
        return new Reply(r.statusCode(), r.headers().firstValue("Content-Type").orElse(""), r.body(), r.headers().map());
    }

    /** Waits until the file leaves QUEUED/ANALYZING and returns its final record. */
    JsonObject awaitAnalysis(String fileId, Duration timeout) throws IOException, InterruptedException {
        Instant end = Instant.now().plus(timeout);
        while (Instant.now().isBefore(end)) {
            Reply r = get("api/v1/files/" + fileId);
            assertEquals(200, r.status(), r.text());
            JsonObject file = r.json();
            String status = file.getString("status");
            if (status.equals("COMPLETED") || status.equals("FAILED")) {
                return file;
            }
            Thread.sleep(200);
        }
        fail("analysis of " + fileId + " did not finish within " + timeout);
        return null;
    }

    /** Waits until the analysis of the file is reading its packets, past its first heartbeat. */
    void awaitReading(String fileId) throws IOException, InterruptedException {
        Instant end = Instant.now().plus(Captures.ANALYSIS);
        while (Instant.now().isBefore(end)) {
            JsonObject file = get("api/v1/files/" + fileId).json();
            assertTrue(List.of("QUEUED", "ANALYZING").contains(file.getString("status")),
                    "the analysis ended before it could be interrupted: " + file);
            if (file.getJsonObject("progress").getInt("percent") > 0) {
                return;
            }
            Thread.sleep(50);
        }
        fail("the analysis of " + fileId + " never started reading");
    }

    /**
     * Uploads a capture as a new file: the test classes share one database, so an earlier upload of the same bytes
     * (answered with 409) is deleted first. Returns the new file's id.
     */
    String uploadAfresh(String fileName, byte[] content, Map<String, String> fields)
            throws IOException, InterruptedException {
        Reply r = upload(fileName, content, fields);
        if (r.status() == 409) {
            assertEquals(204, delete("api/v1/files/" + r.json().getString("existingFileId")).status());
            r = upload(fileName, content, fields);
        }
        assertEquals(201, r.status(), r.text());
        return r.json().getString("id");
    }

    /** Uploads a reference capture afresh and returns its record once the analysis has ended, however it ended. */
    JsonObject analyse(String capture, Map<String, String> fields) throws IOException, InterruptedException {
        return awaitAnalysis(uploadAfresh(capture, Captures.bytes(capture), fields), Captures.ANALYSIS);
    }

    /** Uploads a reference capture afresh, checks that its analysis completed and returns its id. */
    String analysed(String capture) throws IOException, InterruptedException {
        String id = uploadAfresh(capture, Captures.bytes(capture), Map.of());
        JsonObject file = awaitAnalysis(id, Captures.ANALYSIS);
        assertEquals("COMPLETED", file.getString("status"), file.toString());
        return id;
    }

    /** Every item of a paged list, following the pages. */
    List<JsonObject> all(String path) throws IOException, InterruptedException {
        List<JsonObject> items = new ArrayList<>();
        String sep = path.contains("?") ? "&" : "?";
        for (int page = 1; ; page++) {
            Reply r = get(path + sep + "size=100&page=" + page);
            assertEquals(200, r.status(), r.text());
            JsonObject body = r.json();
            body.getJsonArray("items").forEach(v -> items.add(v.asJsonObject()));
            if (page >= body.getJsonNumber("totalPages").longValue()) {
                return items;
            }
        }
    }

    /**
     * Removes the earlier uploads of these bytes (found by their SHA-256), so that the next upload of them is new to
     * the service, without touching the files other tests analysed.
     */
    void deleteUploadsOf(byte[] content) throws IOException, InterruptedException {
        String sha256;
        try {
            sha256 = java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(content));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        for (JsonObject f : all("api/v1/files")) {
            if (f.getString("sha256").equalsIgnoreCase(sha256)) {
                Reply r = delete("api/v1/files/" + f.getString("id"));
                assertEquals(204, r.status(), r.text());
            }
        }
    }

    static Map<String, String> options(String... keyValues) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            m.put(keyValues[i], keyValues[i + 1]);
        }
        return m;
    }

    static String string(JsonObject o, String key) {
        JsonValue v = o.get(key);
        if (v == null || v.getValueType() == JsonValue.ValueType.NULL) {
            return "";
        }
        return v.getValueType() == JsonValue.ValueType.STRING ? o.getString(key) : v.toString();
    }

    static JsonArray array(JsonObject o, String key) {
        return o.containsKey(key) ? o.getJsonArray(key) : JsonValue.EMPTY_JSON_ARRAY;
    }
}
