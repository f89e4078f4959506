package io.pcaplens.persistence.capture;

import io.pcaplens.domain.capture.ToolOutcome;
import io.pcaplens.domain.ids.IdsRuleset;
import io.pcaplens.domain.ids.RuleSource;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonBuilderFactory;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonReaderFactory;
import jakarta.json.JsonValue;

import java.io.StringReader;
import java.time.Instant;
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
            if (outcome.ruleset() != null) {
                one.add("ruleset", ruleset(outcome.ruleset()));
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
                    one.getString("reason", null),
                    one.containsKey("ruleset") ? ruleset(one.getJsonObject("ruleset")) : null));
        });
        return tools;
    }

    /** Only the sources: the set's totals follow from them. */
    private static JsonObjectBuilder ruleset(IdsRuleset rules) {
        JsonArrayBuilder sources = BUILDERS.createArrayBuilder();
        for (RuleSource s : rules.sources()) {
            JsonObjectBuilder one = BUILDERS.createObjectBuilder().add("name", s.name()).add("origin", s.origin())
                    .add("builtIn", s.builtIn()).add("ruleCount", s.ruleCount()).add("version", s.version());
            if (s.updatedAt() != null) {
                one.add("updatedAt", s.updatedAt().toString());
            }
            sources.add(one);
        }
        return BUILDERS.createObjectBuilder().add("sources", sources);
    }

    private static IdsRuleset ruleset(JsonObject json) {
        return new IdsRuleset(json.getJsonArray("sources").stream().map(JsonValue::asJsonObject)
                .map(s -> new RuleSource(s.getString("name"), s.getString("origin"), s.getBoolean("builtIn"),
                        s.getInt("ruleCount"), s.getString("version"),
                        s.containsKey("updatedAt") ? Instant.parse(s.getString("updatedAt")) : null))
                .toList());
    }
}
