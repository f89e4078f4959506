package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.conversation.Geo;
import jakarta.json.Json;
import jakarta.json.JsonBuilderFactory;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonReaderFactory;

import java.io.StringReader;
import java.util.Map;

/** An address's location as the JSON kept in a conversation row; members the source did not know are left out. */
final class GeoJson {

    // made once: each of Json's static factory methods looks the provider up through the class loader
    private static final JsonBuilderFactory BUILDERS = Json.createBuilderFactory(Map.of());
    private static final JsonReaderFactory READERS = Json.createReaderFactory(Map.of());

    private GeoJson() {
    }

    static String toJson(Geo geo) {
        if (geo == null) {
            return null;
        }
        JsonObjectBuilder o = BUILDERS.createObjectBuilder();
        put(o, "country", geo.country());
        put(o, "countryCode", geo.countryCode());
        put(o, "region", geo.region());
        put(o, "city", geo.city());
        put(o, "asn", geo.asn());
        put(o, "org", geo.org());
        put(o, "source", geo.source());
        return o.build().toString();
    }

    static Geo fromJson(String json) {
        if (json == null) {
            return null;
        }
        JsonObject o = READERS.createReader(new StringReader(json)).readObject();
        return new Geo(o.getString("country", null), o.getString("countryCode", null), o.getString("region", null),
                o.getString("city", null), o.getString("asn", null), o.getString("org", null),
                o.getString("source", null));
    }

    private static void put(JsonObjectBuilder o, String name, String value) {
        if (value != null) {
            o.add(name, value);
        }
    }
}
