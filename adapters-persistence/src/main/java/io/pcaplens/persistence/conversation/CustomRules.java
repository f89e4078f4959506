package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.signature.RuleMatch;
import io.pcaplens.domain.signature.Severity;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;

import java.io.StringReader;
import java.util.List;

/** A conversation's custom rule matches as the JSON kept in its row; no JSON at all before rules were evaluated. */
final class CustomRules {

    private CustomRules() {
    }

    static String toJson(List<RuleMatch> matches) {
        if (matches == null) {
            return null;
        }
        JsonArrayBuilder all = Json.createArrayBuilder();
        for (RuleMatch m : matches) {
            all.add(Json.createObjectBuilder().add("name", m.name()).add("severity", m.severity().apiName()));
        }
        return all.build().toString();
    }

    static List<RuleMatch> fromJson(String json) {
        if (json == null) {
            return null;
        }
        return Json.createReader(new StringReader(json)).readArray().stream().map(v -> {
            JsonObject o = v.asJsonObject();
            return new RuleMatch(o.getString("name"), Severity.parse(o.getString("severity")).orElse(Severity.LOW));
        }).toList();
    }
}
