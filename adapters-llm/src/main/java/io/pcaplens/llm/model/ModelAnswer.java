package io.pcaplens.llm.model;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonException;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParserFactory;

import java.io.StringReader;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.NoSuchElementException;

/**
 * Reads the explanations out of a model's reply, which should be {@code {"explanations":[{"index":n,"text":"…"}]}}
 * but may come inside a code fence, after a sentence of preamble, followed by remarks, or as a bare array. The
 * first JSON value in the reply that holds usable entries is taken; an entry without an integer index or without
 * text is skipped, and for an index given twice the first text counts. Which indexes were asked for is the
 * caller's business.
 */
final class ModelAnswer {

    /** Looked up once: finding the JSON provider costs more than reading an answer. */
    private static final JsonParserFactory PARSERS = Json.createParserFactory(Map.of());

    /** Longest explanation kept: one or two sentences (spec section 8) are far shorter, more is the model rambling. */
    static final int MAX_TEXT = 600;

    private ModelAnswer() {
    }

    /** The explanations by step index, in the order given; empty when the reply holds none. */
    static Map<Integer, String> read(String reply) {
        if (reply == null) {
            return Map.of();
        }
        for (int start = 0; start < reply.length(); start++) {
            char c = reply.charAt(start);
            if (c == '{' || c == '[') {
                Map<Integer, String> found = entries(firstValue(reply.substring(start)));
                if (!found.isEmpty()) {
                    return found;
                }
            }
        }
        return Map.of();
    }

    /** The JSON value the text starts with, whatever follows it; null when it does not start with one. */
    private static JsonValue firstValue(String text) {
        try (JsonParser parser = PARSERS.createParser(new StringReader(text))) {
            if (!parser.hasNext()) {
                return null;
            }
            JsonParser.Event event = parser.next();
            if (event == JsonParser.Event.START_OBJECT) {
                return parser.getObject();
            }
            if (event == JsonParser.Event.START_ARRAY) {
                return parser.getArray();
            }
            return null;
        } catch (JsonException | IllegalStateException | NoSuchElementException notJson) {
            return null;
        }
    }

    private static Map<Integer, String> entries(JsonValue value) {
        JsonArray list = null;
        if (value instanceof JsonObject object && object.get("explanations") instanceof JsonArray array) {
            list = array;
        } else if (value instanceof JsonArray array) {
            list = array;
        }
        Map<Integer, String> found = new LinkedHashMap<>();
        if (list == null) {
            return found;
        }
        for (JsonValue item : list) {
            if (item instanceof JsonObject entry) {
                Integer index = index(entry.get("index"));
                String text = text(entry.get("text"));
                if (index != null && text != null) {
                    found.putIfAbsent(index, text);
                }
            }
        }
        return found;
    }

    private static Integer index(JsonValue value) {
        if (value instanceof JsonNumber n && n.isIntegral()) {
            return n.intValue();
        }
        if (value instanceof JsonString s && s.getString().strip().matches("\\d{1,9}")) {
            return Integer.valueOf(s.getString().strip());
        }
        return null;
    }

    /** The text on one line; null when there is none. */
    private static String text(JsonValue value) {
        if (!(value instanceof JsonString s)) {
            return null;
        }
        String text = s.getString().replaceAll("\\s+", " ").strip();
        if (text.isEmpty()) {
            return null;
        }
        return text.length() <= MAX_TEXT ? text : text.substring(0, MAX_TEXT - 1) + "…";
    }
}
