package io.pcaplens.rest.signature;

import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.Problem;

import io.pcaplens.application.host.HostInventoryBuild;
import io.pcaplens.application.signature.RuleEvaluation;
import io.pcaplens.domain.capture.CaptureId;
import jakarta.inject.Inject;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * Applies the custom rules in force again to a completed file's stored conversations, so that an edited
 * rules file counts without uploading the capture again. A class of its own: its path is more specific
 * than the files resource's, so JAX-RS routes here.
 */
@Path("/files/{fileId}/rules:apply")
@Produces(MediaType.APPLICATION_JSON)
public class RulesApplyResource {

    @Inject
    RuleEvaluation evaluation;
    @Inject
    HostInventoryBuild inventory;

    public record AppliedBody(String fileId, String rulesVersion, int ruleCount, int matchedConversations) {
    }

    @POST
    @Operation(operationId = "applyRules", summary = "Apply the current custom rules to a capture's conversations")
    public AppliedBody apply(@PathParam("fileId") String fileId) {
        CaptureId id = IdParser.captureId(fileId);
        try {
            RuleEvaluation.Outcome o = evaluation.reapply(id).orElseThrow(() -> IdParser.unknownFile(id));
            // a rule's device type is the host's in the inventory too
            inventory.build(id);
            return new AppliedBody(id.value(), o.rulesVersion(), o.ruleCount(), o.matchedConversations());
        } catch (RuleEvaluation.NotCompletedException e) {
            throw new Problem(Response.Status.CONFLICT, "File not completed", e.getMessage());
        }
    }
}
