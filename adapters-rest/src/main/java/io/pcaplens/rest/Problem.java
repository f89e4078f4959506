package io.pcaplens.rest;

import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import java.util.Map;

/** An RFC 9457 problem: every error of the API is answered with one, never a stack trace or an HTML page. */
public final class Problem extends WebApplicationException {

    public static final String MEDIA_TYPE = ProblemBody.MEDIA_TYPE;

    /** 422 and 507 are not among JAX-RS's named statuses. */
    public static final Response.StatusType UNPROCESSABLE = status(422, "Unprocessable Content");
    public static final Response.StatusType INSUFFICIENT_STORAGE = status(507, "Insufficient Storage");

    private static Response.StatusType status(int code, String phrase) {
        return new Response.StatusType() {
            @Override
            public int getStatusCode() {
                return code;
            }

            @Override
            public Response.Status.Family getFamily() {
                return Response.Status.Family.familyOf(code);
            }

            @Override
            public String getReasonPhrase() {
                return phrase;
            }
        };
    }

    private final Response.StatusType status;
    private final String title;
    private final String detail;
    private final Map<String, ?> extensions;

    public Problem(Response.StatusType status, String title, String detail) {
        this(status, title, detail, Map.of());
    }

    /** @param extensions members beside the standard ones: texts, whole numbers or lists of texts */
    public Problem(Response.StatusType status, String title, String detail, Map<String, ?> extensions) {
        super(detail, status.getStatusCode());
        this.status = status;
        this.title = title;
        this.detail = detail;
        this.extensions = extensions;
    }

    public static Problem badRequest(String detail) {
        return new Problem(Response.Status.BAD_REQUEST, "Bad request", detail);
    }

    public static Problem notFound(String detail) {
        return new Problem(Response.Status.NOT_FOUND, "Not found", detail);
    }

    /** The response for the request at {@code instance}. */
    public Response toResponse(String instance) {
        return response(status, title, detail, instance, extensions);
    }

    static Response response(Response.StatusType status, String title, String detail, String instance,
                             Map<String, ?> extensions) {
        return Response.status(status).type(MediaType.valueOf(MEDIA_TYPE))
                .entity(ProblemBody.json(status.getStatusCode(), title, detail, instance, extensions)).build();
    }
}
