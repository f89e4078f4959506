package io.pcaplens.persistence.capture;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonBuilderFactory;
import jakarta.json.JsonReaderFactory;
import jakarta.json.JsonString;

import java.io.StringReader;
import java.util.List;
import java.util.Map;

/** A capture's warnings as the JSON array kept in its row. */
final class Warnings {

    // made once: each of Json's static factory methods looks the provider up through the class loader
    private static final JsonBuilderFactory BUILDERS = Json.createBuilderFactory(Map.of());
    private static final JsonReaderFactory READERS = Json.createReaderFactory(Map.of());

    private Warnings() {
    }

    static String toJson(List<String> warnings) {
        JsonArrayBuilder all = BUILDERS.createArrayBuilder();
        warnings.forEach(all::add);
        return all.build().toString();
    }

    static List<String> fromJson(String json) {
        if (json == null || json.isBlank()) {
            return List.of();
        }
        return READERS.createReader(new StringReader(json)).readArray().getValuesAs(JsonString.class).stream()
                .map(JsonString::getString).toList();
    }
}
