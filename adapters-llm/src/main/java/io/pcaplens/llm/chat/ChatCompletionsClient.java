package io.pcaplens.llm.chat;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonBuilderFactory;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonReaderFactory;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One chat turn with a server speaking OpenAI's chat-completions wire format ({@code POST {base}/chat/completions}),
 * which hosted APIs and local servers (Ollama, llama.cpp, vLLM) share. The request holds only the model and the
 * messages, the fields every such server accepts; the API key goes as a Bearer token when one is configured.
 */
public final class ChatCompletionsClient {

    /** Looked up once: finding the JSON provider costs more than a request's JSON. */
    private static final JsonBuilderFactory BUILDERS = Json.createBuilderFactory(Map.of());
    private static final JsonReaderFactory READERS = Json.createReaderFactory(Map.of());

    /**
     * The most of one answer that is read: twenty explanations take a few kilobytes, so anything near this is no
     * answer to the prompt, and reading it whole could take the heap.
     */
    public static final long MAX_ANSWER_BYTES = 512 * 1024;

    /** How much of an error body goes into the log line. */
    private static final int ERROR_BODY_LOGGED = 200;

    private final URI endpoint;
    private final String model;
    private final String apiKey;
    private final Duration timeout;
    private final HttpClient http;

    /**
     * @param base    the API's base address, e.g. {@code https://api.openai.com/v1} or (Ollama)
     *                {@code http://localhost:11434/v1}
     * @param model   the model to ask
     * @param apiKey  the Bearer token, or null
     * @param timeout the longest one exchange may take, connection and the whole answer included
     */
    public ChatCompletionsClient(URI base, String model, String apiKey, Duration timeout) {
        String b = base.toString();
        this.endpoint = URI.create((b.endsWith("/") ? b.substring(0, b.length() - 1) : b) + "/chat/completions");
        this.model = model;
        this.apiKey = apiKey == null || apiKey.isBlank() ? null : apiKey.strip();
        this.timeout = timeout;
        this.http = HttpClient.newBuilder()
                .connectTimeout(timeout)
                // a redirect could carry the key to another host; these APIs answer directly
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
    }

    public String model() {
        return model;
    }

    public URI endpoint() {
        return endpoint;
    }

    public boolean hasApiKey() {
        return apiKey != null;
    }

    public Duration timeout() {
        return timeout;
    }

    /** The assistant's reply to a system and a user message. */
    public String complete(String system, String user) throws ModelFailure {
        HttpRequest.Builder request = HttpRequest.newBuilder(endpoint)
                .timeout(timeout)
                .header("Content-Type", "application/json")
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body(system, user), StandardCharsets.UTF_8));
        if (apiKey != null) {
            request.header("Authorization", "Bearer " + apiKey);
        }
        HttpResponse<String> response = exchange(request.build());
        if (response.statusCode() != 200) {
            String text = response.body() == null ? "" : response.body().strip();
            throw ModelFailure.exchange("HTTP " + response.statusCode() + " from " + endpoint + ": "
                    + (text.length() <= ERROR_BODY_LOGGED ? text : text.substring(0, ERROR_BODY_LOGGED) + "…"), null);
        }
        return content(response.body());
    }

    /**
     * The whole exchange, headers and body, within the timeout: a server that sends its answer a byte at a time
     * is given up at the deadline like one that never answers, and the connection is closed.
     */
    private HttpResponse<String> exchange(HttpRequest request) throws ModelFailure {
        CompletableFuture<HttpResponse<String>> exchange =
                http.sendAsync(request, info -> new CappedAnswer(MAX_ANSWER_BYTES));
        try {
            return exchange.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            exchange.cancel(true);
            throw late(e);
        } catch (InterruptedException e) {
            exchange.cancel(true);
            Thread.currentThread().interrupt();
            throw ModelFailure.exchange("interrupted while waiting for " + endpoint, e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof HttpTimeoutException) {
                throw late(cause);
            }
            if (cause instanceof CappedAnswer.TooLarge) {
                throw ModelFailure.exchange(endpoint + " sent an " + cause.getMessage(), cause);
            }
            throw ModelFailure.exchange(endpoint + " unreachable: " + cause, cause);
        }
    }

    private ModelFailure late(Throwable cause) {
        return ModelFailure.late("no answer from " + endpoint + " within " + timeout.toMillis() + " ms", cause);
    }

    private String body(String system, String user) {
        return BUILDERS.createObjectBuilder()
                .add("model", model)
                .add("messages", BUILDERS.createArrayBuilder()
                        .add(BUILDERS.createObjectBuilder().add("role", "system").add("content", system))
                        .add(BUILDERS.createObjectBuilder().add("role", "user").add("content", user)))
                .add("stream", false)
                .build().toString();
    }

    /** {@code choices[0].message.content} of a chat-completions answer. */
    private static String content(String body) throws ModelFailure {
        JsonValue root;
        try (JsonReader reader = READERS.createReader(new StringReader(body == null ? "" : body))) {
            root = reader.readValue();
        } catch (JsonException e) {
            throw ModelFailure.answer("the answer is not JSON: " + e.getMessage());
        }
        if (root instanceof JsonObject answer
                && answer.get("choices") instanceof JsonArray choices && !choices.isEmpty()
                && choices.get(0) instanceof JsonObject choice
                && choice.get("message") instanceof JsonObject message
                && message.get("content") instanceof JsonString text) {
            return text.getString();
        }
        throw ModelFailure.answer("the answer has no choices[0].message.content text");
    }
}
