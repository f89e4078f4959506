package io.pcaplens.persistence.conversation;

import io.pcaplens.domain.host.Geo;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

import java.io.StringReader;

/** An address's location as the JSON kept in a conversation row; members the source did not know are left out. */
final class GeoJson {

    private GeoJson() {
    }

    static String toJson(Geo geo) {
        if (geo == null) {
            return null;
        }
        JsonObjectBuilder o = Json.createObjectBuilder();
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
        JsonObject o = Json.createReader(new StringReader(json)).readObject();
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
