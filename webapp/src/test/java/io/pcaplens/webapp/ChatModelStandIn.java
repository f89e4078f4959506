package io.pcaplens.webapp;

import com.sun.net.httpserver.HttpServer;
import jakarta.json.Json;
import jakarta.json.JsonObject;

import java.io.IOException;
import java.io.OutputStream;
import java.io.StringReader;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A language model on loopback speaking OpenAI's chat-completions wire format, for the service the tests deploy
 * (configured with {@code pcaplens.llm.base-url} at its port). It records every packet line it is asked to
 * explain and answers "model: step N"; asked for a summary of findings, it records the request and answers
 * {@link #NARRATIVE}; or it misbehaves as told.
 */
final class ChatModelStandIn implements AutoCloseable {

    enum Mode { ANSWER, GARBAGE, SLOW, DRIP }

    /** How long a dripping model waits between two bytes of its answer. */
    private static final long DRIP_MILLIS = 300;

    private static final String PACKET = "packet: ";
    private static final String FINDINGS_FENCE = "<<<FINDINGS DATA>>>";

    /** The summary it writes, claiming a finding of its own that no capture has. */
    static final String NARRATIVE = "model: the findings, summarised. Finding 00000000-0000-0000-0000-00000000dead"
            + " is critical too.";

    private final HttpServer server;
    final AtomicInteger requests = new AtomicInteger();
    final List<JsonObject> packets = new CopyOnWriteArrayList<>();
    /** The requests for a summary of findings, whole. */
    final List<JsonObject> narratives = new CopyOnWriteArrayList<>();
    volatile Mode mode = Mode.ANSWER;

    ChatModelStandIn(int port) throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
        server.setExecutor(Executors.newFixedThreadPool(16));
        server.createContext("/v1/chat/completions", exchange -> {
            requests.incrementAndGet();
            JsonObject request = Json.createReader(new StringReader(
                    new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8))).readObject();
            String user = request.getJsonArray("messages").getJsonObject(1).getString("content");
            var answers = Json.createArrayBuilder();
            for (String line : user.split("\n")) {
                if (line.startsWith(PACKET)) {
                    JsonObject packet = Json.createReader(new StringReader(line.substring(PACKET.length()))).readObject();
                    packets.add(packet);
                    answers.add(Json.createObjectBuilder().add("index", packet.getInt("index"))
                            .add("text", "model: step " + packet.getInt("index")));
                }
            }
            String content = Json.createObjectBuilder().add("explanations", answers).build().toString();
            if (List.of(user.split("\n")).contains(FINDINGS_FENCE)) {
                narratives.add(request);
                content = NARRATIVE;
            }
            String body = switch (mode) {
                case GARBAGE -> "{\"choices\":[{\"message\":{\"role\":\"assistant\",\"content\":\"I cannot help with that.\"}}]}";
                case SLOW, ANSWER, DRIP -> Json.createObjectBuilder().add("choices", Json.createArrayBuilder().add(
                        Json.createObjectBuilder().add("index", 0).add("message", Json.createObjectBuilder()
                                .add("role", "assistant").add("content", content)))).build().toString();
            };
            if (mode == Mode.SLOW) {
                try {
                    Thread.sleep(4_000); // past the 2 s the deployed service waits
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            try {
                exchange.sendResponseHeaders(200, bytes.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    if (mode == Mode.DRIP) {
                        drip(out, bytes);
                    } else {
                        out.write(bytes);
                    }
                }
            } catch (IOException gone) {
                // the service stopped waiting: that is what a slow model is for
            }
        });
        server.start();
    }

    /** The headers at once, then the answer a byte at a time: only a bound on the whole exchange ends it. */
    private static void drip(OutputStream out, byte[] bytes) throws IOException {
        for (byte b : bytes) {
            out.write(b);
            out.flush();
            try {
                Thread.sleep(DRIP_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
