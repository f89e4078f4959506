package io.pcaplens.persistence.capture;

import io.pcaplens.domain.capture.ToolOutcome;
import jakarta.json.Json;
import jakarta.json.JsonBuilderFactory;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonReaderFactory;

import java.io.StringReader;
import java.util.LinkedHashMap;
import java.util.Map;

/** The tools' outcomes of a capture as the JSON kept in its row. */
final class ToolOutcomes {

    // made once: each of Json's static factory methods looks the provider up through the class loader
    private static final JsonBuilderFactory BUILDERS = Json.createBuilderFactory(Map.of());
    private static final JsonReaderFactory READERS = Json.createReaderFactory(Map.of());

    private ToolOutcomes() {
    }

    static String toJson(Map<String, ToolOutcome> tools) {
        JsonObjectBuilder all = BUILDERS.createObjectBuilder();
        tools.forEach((name, outcome) -> {
            JsonObjectBuilder one = BUILDERS.createObjectBuilder().add("status", outcome.status().name());
            if (outcome.reason() != null) {
                one.add("reason", outcome.reason());
            }
            all.add(name, one);
        });
        return all.build().toString();
    }

    static Map<String, ToolOutcome> fromJson(String json) {
        Map<String, ToolOutcome> tools = new LinkedHashMap<>();
        if (json == null || json.isBlank()) {
            return tools;
        }
        JsonObject all = READERS.createReader(new StringReader(json)).readObject();
        all.forEach((name, value) -> {
            JsonObject one = value.asJsonObject();
            tools.put(name, new ToolOutcome(ToolOutcome.Status.valueOf(one.getString("status")),
                    one.getString("reason", null)));
        });
        return tools;
    }
}
