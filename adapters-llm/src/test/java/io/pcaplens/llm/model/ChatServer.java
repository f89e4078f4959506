package io.pcaplens.llm.model;

import com.sun.net.httpserver.HttpServer;
import jakarta.json.Json;
import jakarta.json.JsonBuilderFactory;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonReaderFactory;

import java.io.IOException;
import java.io.OutputStream;
import java.io.StringReader;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;

/**
 * A real HTTP server on loopback that speaks the chat-completions wire format: it records every request and
 * answers as the test tells it to.
 */
final class ChatServer implements AutoCloseable {

    private static final JsonBuilderFactory JSON = Json.createBuilderFactory(Map.of());
    private static final JsonReaderFactory READERS = Json.createReaderFactory(Map.of());

    /** One request as the server received it. */
    record Request(String method, String path, String authorization, JsonObject body) {

        String model() {
            return body.getString("model");
        }

        String system() {
            return message("system");
        }

        String user() {
            return message("user");
        }

        private String message(String role) {
            return body.getJsonArray("messages").getValuesAs(JsonObject.class).stream()
                    .filter(m -> m.getString("role").equals(role)).findFirst().orElseThrow().getString("content");
        }

        /** The lines of the user message between the fence markers. */
        List<String> fencedLines() {
            List<String> lines = List.of(user().split("\n"));
            int start = lines.indexOf("<<<CAPTURE DATA>>>");
            int end = lines.indexOf("<<<END CAPTURE DATA>>>");
            return lines.subList(start + 1, end);
        }

        /** The JSON of the fenced lines with that label ("packet: ", "earlier packet: ", "conversation: "). */
        List<JsonObject> fenced(String label) {
            List<JsonObject> found = new ArrayList<>();
            for (String line : fencedLines()) {
                if (line.startsWith(label)) {
                    try (JsonReader r = READERS.createReader(new StringReader(line.substring(label.length())))) {
                        found.add(r.readObject());
                    }
                }
            }
            return found;
        }

        List<JsonObject> packets() {
            return fenced("packet: ");
        }
    }

    /**
     * What the server answers: a status, a body, after a delay. A body sent in {@code chunks} goes out that many
     * times in chunked encoding, {@code intervalMillis} apart, until the client hangs up.
     */
    record Reply(int status, String body, long delayMillis, long chunks, long intervalMillis) {

        Reply(int status, String body, long delayMillis) {
            this(status, body, delayMillis, 0, 0);
        }

        /** A body without end: the same bytes again and again, as fast as the client takes them. */
        static Reply endless(String chunk) {
            return new Reply(200, chunk, 0, Long.MAX_VALUE, 0);
        }

        /** A byte at a time, {@code intervalMillis} apart, without end. */
        static Reply dripping(long intervalMillis) {
            return new Reply(200, " ", 0, Long.MAX_VALUE, intervalMillis);
        }

        /** A chat-completions answer whose assistant message is that text. */
        static Reply chat(String content) {
            String body = JSON.createObjectBuilder()
                    .add("id", "chatcmpl-1").add("object", "chat.completion").add("model", "test-model")
                    .add("choices", JSON.createArrayBuilder().add(JSON.createObjectBuilder()
                            .add("index", 0)
                            .add("message", JSON.createObjectBuilder().add("role", "assistant").add("content", content))
                            .add("finish_reason", "stop")))
                    .build().toString();
            return new Reply(200, body, 0);
        }

        /** The answer a well-behaved model gives: one explanation per packet asked for. */
        static Reply explainingAll(Request request) {
            var explanations = JSON.createArrayBuilder();
            for (JsonObject packet : request.packets()) {
                int index = packet.getInt("index");
                explanations.add(JSON.createObjectBuilder().add("index", index).add("text", "Model text " + index + "."));
            }
            return chat(JSON.createObjectBuilder().add("explanations", explanations).build().toString());
        }
    }

    static {
        // the JDK's server otherwise waits for delayed acknowledgements on every small write: 80 ms a request
        System.setProperty("sun.net.httpserver.nodelay", "true");
    }

    private final HttpServer server;
    private final ExecutorService threads = Executors.newFixedThreadPool(8);
    private final List<Request> requests = new CopyOnWriteArrayList<>();

    ChatServer(Function<Request, Reply> answer) throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(threads);
        server.createContext("/", exchange -> {
            JsonObject body;
            try (JsonReader r = READERS.createReader(new StringReader(
                    new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8)))) {
                body = r.readObject();
            }
            Request request = new Request(exchange.getRequestMethod(), exchange.getRequestURI().getPath(),
                    exchange.getRequestHeaders().getFirst("Authorization"), body);
            requests.add(request);
            Reply reply = answer.apply(request);
            try {
                Thread.sleep(reply.delayMillis());
                byte[] bytes = reply.body().getBytes(StandardCharsets.UTF_8);
                exchange.getResponseHeaders().set("Content-Type", "application/json");
                exchange.sendResponseHeaders(reply.status(), reply.chunks() > 0 ? 0 : bytes.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    for (long sent = 0; sent < Math.max(1, reply.chunks()); sent++) {
                        out.write(bytes);
                        out.flush();
                        Thread.sleep(reply.intervalMillis());
                    }
                }
            } catch (InterruptedException | IOException gone) {
                // the client gave up waiting, or the test is over
            }
        });
        server.start();
    }

    /** The base URL to configure, as for a hosted API: http://127.0.0.1:port/v1. */
    URI base() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/v1");
    }

    List<Request> requests() {
        return requests;
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }
}
