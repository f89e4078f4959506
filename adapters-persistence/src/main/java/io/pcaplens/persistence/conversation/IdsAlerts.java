package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.flow.IdsAlert;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;

import java.io.StringReader;
import java.util.List;

/** A conversation's IDS alerts as the JSON kept in its row; no JSON at all when IDS did not run. */
final class IdsAlerts {

    private IdsAlerts() {
    }

    static String toJson(List<IdsAlert> alerts) {
        if (alerts == null) {
            return null;
        }
        JsonArrayBuilder all = Json.createArrayBuilder();
        for (IdsAlert a : alerts) {
            all.add(Json.createObjectBuilder().add("signature", a.signature()).add("sid", a.signatureId())
                    .add("severity", a.severity()));
        }
        return all.build().toString();
    }

    static List<IdsAlert> fromJson(String json) {
        if (json == null) {
            return null;
        }
        return Json.createReader(new StringReader(json)).readArray().stream().map(v -> {
            JsonObject o = v.asJsonObject();
            return new IdsAlert(null, o.getString("signature"), o.getJsonNumber("sid").longValue(), o.getInt("severity"));
        }).toList();
    }
}
