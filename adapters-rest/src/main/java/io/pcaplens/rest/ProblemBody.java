package io.pcaplens.rest;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonBuilderFactory;
import jakarta.json.JsonObjectBuilder;

import java.util.Map;

/**
 * The JSON text of an RFC 9457 problem. The API's resources and the container's own errors (unknown static
 * paths, refused requests, failures outside a resource) answer with the same body.
 */
public final class ProblemBody {

    // made once: each of Json's static factory methods looks the provider up through the class loader
    private static final JsonBuilderFactory BUILDERS = Json.createBuilderFactory(Map.of());

    public static final String MEDIA_TYPE = "application/problem+json";

    private ProblemBody() {
    }

    /** @param extensions members beside the standard ones: texts, whole numbers or lists of texts, in order */
    public static String json(int status, String title, String detail, String instance, Map<String, ?> extensions) {
        JsonObjectBuilder body = BUILDERS.createObjectBuilder()
                .add("type", "about:blank")
                .add("title", title)
                .add("status", status);
        if (detail != null) {
            body.add("detail", detail);
        }
        if (instance != null) {
            body.add("instance", instance);
        }
        extensions.forEach((name, value) -> add(body, name, value));
        return body.build().toString();
    }

    private static void add(JsonObjectBuilder body, String name, Object value) {
        if (value instanceof Number n) {
            body.add(name, n.longValue());
        } else if (value instanceof java.util.Collection<?> values) {
            JsonArrayBuilder array = BUILDERS.createArrayBuilder();
            values.forEach(v -> array.add(String.valueOf(v)));
            body.add(name, array);
        } else {
            body.add(name, String.valueOf(value));
        }
    }

    /** The title of a status this service answers with: its reason phrase (RFC 9110). */
    public static String title(int status) {
        return switch (status) {
            case 400 -> "Bad Request";
            case 401 -> "Unauthorized";
            case 403 -> "Forbidden";
            case 404 -> "Not Found";
            case 405 -> "Method Not Allowed";
            case 406 -> "Not Acceptable";
            case 408 -> "Request Timeout";
            case 409 -> "Conflict";
            case 411 -> "Length Required";
            case 413 -> "Content Too Large";
            case 414 -> "URI Too Long";
            case 415 -> "Unsupported Media Type";
            case 422 -> "Unprocessable Content";
            case 431 -> "Request Header Fields Too Large";
            case 501 -> "Not Implemented";
            case 503 -> "Service Unavailable";
            case 507 -> "Insufficient Storage";
            default -> status >= 500 ? "Internal Server Error" : "Bad Request";
        };
    }

    /**
     * What a status means for the client when nothing more precise is known: the words of errors that the
     * framework or the container found (unknown path, wrong method or media type), never their internals.
     */
    public static String detail(int status) {
        return switch (status) {
            case 404 -> "There is nothing at this address.";
            case 405 -> "This address does not accept this method.";
            case 406 -> "The requested response type cannot be produced.";
            case 408 -> "The request was not received in time.";
            case 411 -> "The request needs a Content-Length.";
            case 413 -> "The request body is too large.";
            case 414 -> "The request's address is too long.";
            case 415 -> "The request's content type is not accepted here.";
            case 431 -> "The request's header fields are too large.";
            default -> status >= 500
                    ? "The service failed to answer this request; the details are in its log."
                    : "The request could not be understood.";
        };
    }
}
