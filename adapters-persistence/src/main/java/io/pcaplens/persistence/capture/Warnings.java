package io.pcaplens.persistence.capture;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonString;

import java.io.StringReader;
import java.util.List;

/** A capture's warnings as the JSON array kept in its row. */
final class Warnings {

    private Warnings() {
    }

    static String toJson(List<String> warnings) {
        JsonArrayBuilder all = Json.createArrayBuilder();
        warnings.forEach(all::add);
        return all.build().toString();
    }

    static List<String> fromJson(String json) {
        if (json == null || json.isBlank()) {
            return List.of();
        }
        return Json.createReader(new StringReader(json)).readArray().getValuesAs(JsonString.class).stream()
                .map(JsonString::getString).toList();
    }
}
