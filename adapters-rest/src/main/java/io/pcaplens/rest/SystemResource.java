package io.pcaplens.rest;

import io.pcaplens.rest.capture.RulesetBody;
import io.pcaplens.rest.signature.RulesBody;

import io.pcaplens.application.SystemStatus;
import io.pcaplens.domain.capture.port.ExternalTool.ToolStatus;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * Versions of the service and its tools, and which optional features are configured; files by their names only,
 * never where the host keeps them.
 */
@Path("/system")
@Produces(MediaType.APPLICATION_JSON)
public class SystemResource {

    @Inject
    SystemStatus status;

    public record ToolBody(String name, String version, boolean available, String problem, String debianPackage) {
        static ToolBody from(ToolStatus t) {
            return new ToolBody(t.name(), t.version(), t.available(), FileNamesOnly.of(t.problem()), t.debianPackage());
        }
    }

    public record Features(String geolocation, String explanations, boolean idsByDefault, String signatures) {
    }

    /** The custom rules file's state; the rules themselves are at /rules. */
    public record RulesState(String path, boolean valid, String version, String loadedAt, int ruleCount,
                             List<RulesBody.ProblemBody> errors) {
        static RulesState from(RulesBody b) {
            return new RulesState(FileNamesOnly.of(b.path()), b.valid(), b.version(), b.loadedAt(), b.rules().size(),
                    b.errors());
        }
    }

    public record SystemBody(String service, String version, String java, List<ToolBody> tools, Features features,
                             RulesState rules, AttributionBody geoAttribution,
                             @Schema(description = "the Suricata rules an analysis with enableIds loads now")
                             RulesetBody idsRuleset) {
    }

    /** A credit the UI shows as a link wherever geolocation results appear. */
    public record AttributionBody(String text, String url) {
    }

    @GET
    @Operation(operationId = "getSystem", summary = "The service version, its tools, features and custom rules")
    public SystemBody get() {
        String version = SystemResource.class.getPackage().getImplementationVersion();
        return new SystemBody("pcaplens", version == null ? "dev" : version, System.getProperty("java.version"),
                status.tools().stream().map(ToolBody::from).toList(),
                new Features(FileNamesOnly.of(status.geolocation()), FileNamesOnly.of(status.explanations()),
                        status.idsByDefault(), FileNamesOnly.of(status.signatures())),
                RulesState.from(RulesBody.from(status.rules())),
                status.geoAttribution().map(a -> new AttributionBody(a.text(), a.url())).orElse(null),
                RulesetBody.from(status.idsRuleset()));
    }
}
