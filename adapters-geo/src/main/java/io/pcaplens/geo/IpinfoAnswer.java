package io.pcaplens.geo;

import io.pcaplens.domain.conversation.Geo;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonReaderFactory;
import jakarta.json.JsonValue;

import java.io.StringReader;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An ipinfo-style JSON answer read into a {@link Geo}. The free answer has {@code country} (a code), {@code region},
 * {@code city} and {@code org} as "AS15169 Google LLC"; paid plans add an {@code asn} object, and the "lite" answer
 * has {@code country_code}, {@code asn} and {@code as_name}. All of these are understood.
 */
final class IpinfoAnswer {

    // made once: each of Json's static factory methods looks the provider up through the class loader
    private static final JsonReaderFactory READERS = Json.createReaderFactory(Map.of());

    private static final Pattern AS_PREFIX = Pattern.compile("^(AS\\d+)\\s*(.*)$");

    private IpinfoAnswer() {
    }

    static Geo parse(String json) {
        JsonObject o;
        try (JsonReader reader = READERS.createReader(new StringReader(json))) {
            o = reader.readObject();
        }
        String code = text(o, "country_code");
        String country = text(o, "country");
        if (code == null && country != null && country.length() == 2) {
            code = country;
            country = null;
        }
        if (code != null) {
            code = code.toUpperCase(java.util.Locale.ROOT);
        }
        if (country == null) {
            country = CountryNames.of(code);
        }
        String asn = null;
        String org = null;
        JsonValue asnValue = o.get("asn");
        if (asnValue instanceof JsonObject a) {
            asn = text(a, "asn");
            org = text(a, "name");
        } else if (asnValue != null && asnValue.getValueType() == JsonValue.ValueType.STRING) {
            asn = text(o, "asn");
            org = text(o, "as_name");
        }
        String orgLine = text(o, "org");
        if (orgLine != null) {
            Matcher m = AS_PREFIX.matcher(orgLine);
            if (m.matches()) {
                asn = asn == null ? m.group(1) : asn;
                org = org == null && !m.group(2).isBlank() ? m.group(2) : org;
            } else if (org == null) {
                org = orgLine;
            }
        }
        return new Geo(country, code, text(o, "region"), text(o, "city"), asn, org, Geo.ONLINE);
    }

    private static String text(JsonObject o, String name) {
        JsonValue v = o.get(name);
        if (v == null || v.getValueType() != JsonValue.ValueType.STRING) {
            return null;
        }
        String s = o.getString(name).strip();
        return s.isEmpty() ? null : s;
    }
}
