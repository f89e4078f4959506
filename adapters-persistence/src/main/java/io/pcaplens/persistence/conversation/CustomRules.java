package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.domain.conversation.Severity;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonBuilderFactory;
import jakarta.json.JsonObject;
import jakarta.json.JsonReaderFactory;

import java.io.StringReader;
import java.util.List;
import java.util.Map;

/** A conversation's custom rule matches as the JSON kept in its row; no JSON at all before rules were evaluated. */
final class CustomRules {

    // made once: each of Json's static factory methods looks the provider up through the class loader
    private static final JsonBuilderFactory BUILDERS = Json.createBuilderFactory(Map.of());
    private static final JsonReaderFactory READERS = Json.createReaderFactory(Map.of());

    private CustomRules() {
    }

    static String toJson(List<RuleMatch> matches) {
        if (matches == null) {
            return null;
        }
        JsonArrayBuilder all = BUILDERS.createArrayBuilder();
        for (RuleMatch m : matches) {
            all.add(BUILDERS.createObjectBuilder().add("name", m.name()).add("severity", m.severity().apiName()));
        }
        return all.build().toString();
    }

    static List<RuleMatch> fromJson(String json) {
        if (json == null) {
            return null;
        }
        return READERS.createReader(new StringReader(json)).readArray().stream().map(v -> {
            JsonObject o = v.asJsonObject();
            return new RuleMatch(o.getString("name"), Severity.parse(o.getString("severity")).orElse(Severity.LOW));
        }).toList();
    }
}
