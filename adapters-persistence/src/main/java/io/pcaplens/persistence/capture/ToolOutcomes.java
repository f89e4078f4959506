package io.pcaplens.persistence.capture;

import io.pcaplens.domain.capture.ToolOutcome;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

import java.io.StringReader;
import java.util.LinkedHashMap;
import java.util.Map;

/** The tools' outcomes of a capture as the JSON kept in its row. */
final class ToolOutcomes {

    private ToolOutcomes() {
    }

    static String toJson(Map<String, ToolOutcome> tools) {
        JsonObjectBuilder all = Json.createObjectBuilder();
        tools.forEach((name, outcome) -> {
            JsonObjectBuilder one = Json.createObjectBuilder().add("status", outcome.status().name());
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
        JsonObject all = Json.createReader(new StringReader(json)).readObject();
        all.forEach((name, value) -> {
            JsonObject one = value.asJsonObject();
            tools.put(name, new ToolOutcome(ToolOutcome.Status.valueOf(one.getString("status")),
                    one.getString("reason", null)));
        });
        return tools;
    }
}
