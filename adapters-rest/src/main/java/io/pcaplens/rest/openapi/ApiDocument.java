package io.pcaplens.rest.openapi;

import io.pcaplens.rest.ProblemBody;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;
import org.eclipse.microprofile.openapi.models.security.SecurityScheme;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What every operation of the API document has in common, added once at build time (the build's
 * smallrye-open-api-maven-plugin runs this filter; the service serves the document it writes): the token security
 * scheme, the problem body and the problem responses that follow from what an operation takes (a path id can be
 * unknown, a parameter or body malformed, a caller unauthenticated or too weak), and the query parameters an
 * operation names by group. Responses an operation declares itself keep their words and get the problem body.
 */
public class ApiDocument implements OASFilter {

    /** The extension by which an operation asks for a group of query parameters, removed from the document. */
    public static final String PARAMETERS = "x-pcaplens-parameters";
    /** The value of {@link #PARAMETERS} for the conversation list's filters and sort. */
    public static final String CONVERSATION_FILTERS = "conversation-filters";
    /** The value of {@link #PARAMETERS} for the filters of the extracted-file list and its zip. */
    public static final String EXTRACTED_FILE_FILTERS = "extracted-file-filters";

    private static final Map<String, Supplier<List<Parameter>>> GROUPS = Map.of(
            CONVERSATION_FILTERS, ConversationFilterParameters::all,
            EXTRACTED_FILE_FILTERS, ExtractedFileFilterParameters::all);

    static final String SECURITY_SCHEME = "token";
    static final String PROBLEM = "Problem";

    @Override
    public void filterOpenAPI(OpenAPI api) {
        api.servers(List.of(OASFactory.createServer().url("/")
                .description("the service that serves this document; the paths carry the /api/v1 prefix")));
        api.getComponents().addSecurityScheme(SECURITY_SCHEME, tokenScheme());
        api.getComponents().addSchema(PROBLEM, problemSchema());
        // either a token or nothing: authentication is off by default (docs/security.md, Authentication)
        api.security(List.of(OASFactory.createSecurityRequirement().addScheme(SECURITY_SCHEME),
                OASFactory.createSecurityRequirement()));
        for (PathItem item : api.getPaths().getPathItems().values()) {
            for (Operation operation : item.getOperations().values()) {
                addParameterGroups(operation);
                addProblemResponses(operation);
            }
        }
    }

    private static SecurityScheme tokenScheme() {
        return OASFactory.createSecurityScheme().type(SecurityScheme.Type.HTTP).scheme("bearer")
                .description("An API token (pcaplens_…) as 'Authorization: Bearer <token>', needed when the service"
                        + " runs with authentication on; the token's role (viewer, analyst, admin) decides which"
                        + " calls it may make.");
    }

    private static Schema problemSchema() {
        Schema text = OASFactory.createSchema().type(Schema.SchemaType.STRING);
        return OASFactory.createSchema().type(Schema.SchemaType.OBJECT)
                .description("An RFC 9457 problem; some carry more members (existingFileId, parameter, login)")
                .addProperty("type", text).addProperty("title", text)
                .addProperty("status", OASFactory.createSchema().type(Schema.SchemaType.INTEGER))
                .addProperty("detail", text).addProperty("instance", text)
                .required(List.of("type", "title", "status"))
                .additionalPropertiesBoolean(true);
    }

    private static void addParameterGroups(Operation operation) {
        Map<String, Object> extensions = operation.getExtensions();
        Object group = extensions == null ? null : extensions.get(PARAMETERS);
        if (group == null) {
            return;
        }
        operation.removeExtension(PARAMETERS);
        Supplier<List<Parameter>> groupParameters = GROUPS.get(String.valueOf(group));
        if (groupParameters == null) {
            throw new IllegalArgumentException("unknown parameter group " + group + " of " + operation.getOperationId());
        }
        List<Parameter> parameters = new ArrayList<>(operation.getParameters() == null ? List.of()
                : operation.getParameters());
        // the scanner also hangs a method's extensions on the parameters and responses the method declares
        parameters.forEach(p -> p.removeExtension(PARAMETERS));
        for (Parameter added : groupParameters.get()) {
            if (parameters.stream().noneMatch(p -> p.getName().equals(added.getName()) && p.getIn() == added.getIn())) {
                parameters.add(added);
            }
        }
        operation.setParameters(parameters);
    }

    private static void addProblemResponses(Operation operation) {
        APIResponses responses = operation.getResponses();
        List<Parameter> parameters = operation.getParameters() == null ? List.of() : operation.getParameters();
        boolean body = operation.getRequestBody() != null;
        if (!parameters.isEmpty() || body) {
            ensure(responses, "400", "A parameter or the body is not valid; the detail names which");
        }
        ensure(responses, "401", "Authentication is on and the call carries no valid token or session");
        ensure(responses, "403", "The caller's role may not make this call");
        if (parameters.stream().anyMatch(p -> p.getIn() == Parameter.In.PATH)) {
            ensure(responses, "404", "An id of the path names nothing");
        }
        if (body) {
            ensure(responses, "413", "The body is larger than this address takes");
            ensure(responses, "415", "The body's content type is not one this address takes");
        }
        for (Map.Entry<String, APIResponse> entry : responses.getAPIResponses().entrySet()) {
            entry.getValue().removeExtension(PARAMETERS);
            if (entry.getKey().startsWith("4") || entry.getKey().startsWith("5")) {
                withProblemBody(entry.getValue());
            }
        }
    }

    private static void ensure(APIResponses responses, String status, String description) {
        if (!responses.hasAPIResponse(status)) {
            responses.addAPIResponse(status, OASFactory.createAPIResponse().description(description));
        }
    }

    private static void withProblemBody(APIResponse response) {
        if (response.getContent() == null || response.getContent().getMediaTypes().isEmpty()) {
            response.content(OASFactory.createContent().addMediaType(ProblemBody.MEDIA_TYPE,
                    OASFactory.createMediaType().schema(OASFactory.createSchema().ref(PROBLEM))));
        }
    }
}
