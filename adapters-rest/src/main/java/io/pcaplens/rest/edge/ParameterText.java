package io.pcaplens.rest.edge;

import io.pcaplens.rest.Problem;
import jakarta.ws.rs.core.Response;

import java.util.Map;

/**
 * The one rule for text that a request hands to the service (query and path parameters, JSON members, form
 * fields, an upload's file name): it holds no NUL character. PostgreSQL's text cannot store U+0000, so such a
 * value would fail deep inside a query; no name, filter or label of this API has a use for it. Bytes that are
 * not text, such as a zero byte looked for in payloads, are written in hex.
 */
public final class ParameterText {

    private static final char NUL = '\0';
    /** How to say, for a parameter, what the client probably meant. */
    private static final Map<String, String> HINTS = Map.of(
            "payload", "; a zero byte is searched for in hex: payload=0x00");

    private ParameterText() {
    }

    /** The value unchanged; a 400 problem naming the parameter when the value holds a NUL. */
    public static String checked(String name, String value) {
        if (value != null && value.indexOf(NUL) >= 0) {
            throw refusal(name, "'" + printable(name) + "' must not contain a NUL character (%00)"
                    + HINTS.getOrDefault(name, ""));
        }
        return value;
    }

    /** A parameter name itself; one holding a NUL names nothing the API knows. */
    public static String checkedName(String name) {
        if (name != null && name.indexOf(NUL) >= 0) {
            throw refusal(printable(name), "parameter names must not contain a NUL character (%00)");
        }
        return name;
    }

    private static Problem refusal(String name, String detail) {
        return new Problem(Response.Status.BAD_REQUEST, "Bad request", detail, Map.of("parameter", printable(name)));
    }

    /** The name as it can be shown back: NULs written as %00, long names cut. */
    private static String printable(String name) {
        String shown = name.replace("\0", "%00");
        return shown.length() > 64 ? shown.substring(0, 64) + "…" : shown;
    }
}
