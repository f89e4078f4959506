package io.pcaplens.rest;

import io.pcaplens.rest.edge.ParameterText;
import jakarta.json.Json;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonReaderFactory;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParsingException;

import java.io.StringReader;
import java.util.Map;
import java.util.Optional;

/**
 * A JSON object request body read by hand, so that every mistake in it (not JSON, not an object, a member of
 * the wrong type) is answered with a 400 problem naming it, never with the framework's own error.
 */
public final class JsonRequest {

    // made once: each of Json's static factory methods looks the provider up through the class loader
    private static final JsonReaderFactory READERS = Json.createReaderFactory(Map.of());

    private final JsonObject body;

    private JsonRequest(JsonObject body) {
        this.body = body;
    }

    public static JsonRequest parse(String text) {
        if (text == null || text.isBlank()) {
            throw Problem.badRequest("the request needs a JSON object as its body");
        }
        try {
            JsonValue value = READERS.createReader(new StringReader(text)).readValue();
            if (value.getValueType() != JsonValue.ValueType.OBJECT) {
                throw Problem.badRequest("the request body must be a JSON object");
            }
            return new JsonRequest(value.asJsonObject());
        } catch (JsonParsingException e) {
            throw Problem.badRequest("the request body is not valid JSON: " + e.getMessage());
        } catch (JsonException e) {
            throw Problem.badRequest("the request body could not be read as JSON");
        }
    }

    public boolean has(String member) {
        return body.containsKey(member);
    }

    /** A string member; empty when absent or null. */
    public Optional<String> text(String member) {
        JsonValue v = body.get(member);
        if (v == null || v.getValueType() == JsonValue.ValueType.NULL) {
            return Optional.empty();
        }
        if (v instanceof JsonString s) {
            return Optional.of(ParameterText.checked(member, s.getString()));
        }
        throw Problem.badRequest("'" + member + "' must be a string");
    }

    /** A string member that must be there and not blank. */
    public String requiredText(String member) {
        String value = text(member).orElseThrow(() -> Problem.badRequest("'" + member + "' is required"));
        if (value.isBlank()) {
            throw Problem.badRequest("'" + member + "' must not be blank");
        }
        return value;
    }

    /** A boolean member; empty when absent or null. */
    public Optional<Boolean> flag(String member) {
        JsonValue v = body.get(member);
        if (v == null || v.getValueType() == JsonValue.ValueType.NULL) {
            return Optional.empty();
        }
        if (v.getValueType() == JsonValue.ValueType.TRUE || v.getValueType() == JsonValue.ValueType.FALSE) {
            return Optional.of(v.getValueType() == JsonValue.ValueType.TRUE);
        }
        throw Problem.badRequest("'" + member + "' must be true or false");
    }
}
