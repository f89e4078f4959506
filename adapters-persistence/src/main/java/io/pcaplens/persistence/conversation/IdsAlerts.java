package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.flow.IdsAlert;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonBuilderFactory;
import jakarta.json.JsonObject;
import jakarta.json.JsonReaderFactory;

import java.io.StringReader;
import java.util.List;
import java.util.Map;

/** A conversation's IDS alerts as the JSON kept in its row; no JSON at all when IDS did not run. */
final class IdsAlerts {

    // made once: each of Json's static factory methods looks the provider up through the class loader
    private static final JsonBuilderFactory BUILDERS = Json.createBuilderFactory(Map.of());
    private static final JsonReaderFactory READERS = Json.createReaderFactory(Map.of());

    private IdsAlerts() {
    }

    static String toJson(List<IdsAlert> alerts) {
        if (alerts == null) {
            return null;
        }
        JsonArrayBuilder all = BUILDERS.createArrayBuilder();
        for (IdsAlert a : alerts) {
            all.add(BUILDERS.createObjectBuilder().add("signature", a.signature()).add("sid", a.signatureId())
                    .add("severity", a.severity()));
        }
        return all.build().toString();
    }

    static List<IdsAlert> fromJson(String json) {
        if (json == null) {
            return null;
        }
        return READERS.createReader(new StringReader(json)).readArray().stream().map(v -> {
            JsonObject o = v.asJsonObject();
            return new IdsAlert(null, o.getString("signature"), o.getJsonNumber("sid").longValue(), o.getInt("severity"));
        }).toList();
    }
}
