package io.pcaplens.rest.extraction;

import io.pcaplens.rest.Problem;

import io.pcaplens.domain.extraction.ExtractedFileFilter;
import jakarta.ws.rs.core.MultivaluedMap;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The query parameters that narrow an extracted-file list and its zip: {@code name}, {@code type}
 * (repeatable or comma-separated), {@code minSize}, {@code maxSize}, {@code sha256}, {@code conversationId},
 * {@code id} (repeatable or comma-separated).
 */
final class ExtractedFileFilters {

    private ExtractedFileFilters() {
    }

    static ExtractedFileFilter parse(MultivaluedMap<String, String> p) {
        try {
            return new ExtractedFileFilter(p.getFirst("name"), values(p.get("type")), number(p, "minSize"),
                    number(p, "maxSize"), p.getFirst("sha256"), number(p, "conversationId"), ids(p.get("id")));
        } catch (IllegalArgumentException e) {
            throw Problem.badRequest(e.getMessage());
        }
    }

    private static List<String> values(List<String> raw) {
        List<String> out = new ArrayList<>();
        if (raw != null) {
            raw.forEach(r -> out.addAll(List.of(r.split(","))));
        }
        return out;
    }

    private static Set<Long> ids(List<String> raw) {
        Set<Long> out = new LinkedHashSet<>();
        for (String v : values(raw)) {
            if (!v.isBlank()) {
                out.add(parse("id", v));
            }
        }
        return out;
    }

    private static Long number(MultivaluedMap<String, String> p, String name) {
        String v = p.getFirst(name);
        return v == null || v.isBlank() ? null : parse(name, v);
    }

    private static long parse(String name, String value) {
        try {
            return Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            throw Problem.badRequest(name + " must be a number, not '" + value + "'");
        }
    }
}
