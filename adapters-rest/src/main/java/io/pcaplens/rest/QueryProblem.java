package io.pcaplens.rest;

import io.pcaplens.domain.conversation.query.QuerySyntaxError;
import jakarta.ws.rs.core.Response;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The 400 a hunt query that does not parse is answered with: beside the parser's message, the members a client
 * needs to point at the error (position, 1-based), say what would do there (expected, found) and offer the
 * closest field names (suggestions, empty unless a field was unknown).
 */
public final class QueryProblem {

    public static final String TITLE = "Bad query";

    private QueryProblem() {
    }

    public static Problem of(QuerySyntaxError error) {
        return of(error, "q");
    }

    /** The same problem for a query sent elsewhere than in {@code q}: {@code parameter} names where. */
    public static Problem of(QuerySyntaxError error, String parameter) {
        return new Problem(Response.Status.BAD_REQUEST, TITLE, error.getMessage(), members(error, parameter));
    }

    /** The members beside type, title, status, detail and instance. */
    static Map<String, Object> members(QuerySyntaxError error, String parameter) {
        Map<String, Object> members = new LinkedHashMap<>();
        members.put("parameter", parameter);
        members.put("position", error.position());
        members.put("expected", error.expected());
        members.put("found", error.found());
        members.put("suggestions", error.suggestions());
        return members;
    }
}
