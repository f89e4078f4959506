package io.pcaplens.rest.finding;

import io.pcaplens.application.Page;
import io.pcaplens.application.finding.FindingQueries;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.finding.Finding;
import io.pcaplens.domain.finding.FindingId;
import io.pcaplens.rest.Paging;
import io.pcaplens.rest.Problem;
import jakarta.inject.Inject;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;

import java.util.List;

/** The findings of every capture, and one finding with its evidence (docs/findings.md). */
@Path("/findings")
@Produces(MediaType.APPLICATION_JSON)
public class FindingsResource {

    @Inject
    FindingQueries findings;

    @GET
    @Operation(operationId = "listFindings", summary = "The findings of every capture, most severe first")
    @APIResponse(responseCode = "200", description = "A page of findings",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = FindingPage.class)))
    @APIResponse(responseCode = "400", description = "A kind, severity, sort, page or size that names nothing")
    public Paging.PageBody<FindingBody> list(@BeanParam FindingListParameters filters,
                                             @QueryParam("page") String page, @QueryParam("size") String size) {
        FindingListRequest request = filters.request();
        Paging.Request p = Paging.parse(page, size);
        return Paging.body(findings.page(request.filter(), request.sort(), p.page(), p.size()), FindingBody::from);
    }

    @GET
    @Path("/{findingId}")
    @Operation(operationId = "getFinding", summary = "One finding with the ids of the conversations that prove it,"
            + " paged, and its detector's parameters")
    @APIResponse(responseCode = "200", description = "The finding and a page of its conversation ids",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = FindingDetailBody.class)))
    @APIResponse(responseCode = "400", description = "A page or size that names nothing")
    @APIResponse(responseCode = "404", description = "No finding has this id")
    public FindingDetailBody get(@PathParam("findingId") String findingId,
                                 @Parameter(description = "the page of conversation ids") @QueryParam("page")
                                 String page,
                                 @Parameter(description = "conversation ids per page, 10 to 1000")
                                 @QueryParam("size") String size) {
        Finding finding = FindingId.parse(findingId).flatMap(findings::find)
                .orElseThrow(() -> Problem.notFound("there is no finding with id " + findingId));
        Paging.Request p = Paging.parse(page, size, Paging.MIN_SIZE, EVIDENCE_PAGE);
        List<ConversationId> ids = finding.detection().conversationIds();
        int from = Math.min(ids.size(), (p.page() - 1) * p.size());
        int to = Math.min(ids.size(), from + p.size());
        Page<Long> evidence = new Page<>(ids.subList(from, to).stream().map(ConversationId::value).toList(),
                p.page(), p.size(), ids.size());
        return new FindingDetailBody(FindingBody.from(finding), Paging.body(evidence, id -> id));
    }

    /** The schema of a page of findings: the generic page's, its items findings. */
    @Schema(name = "FindingPage")
    public record FindingPage(List<FindingBody> items, int page, int size, long total, long totalPages) {
    }

    /** A page of ids is small whatever its size, so the evidence pages go further than rows do. */
    private static final int EVIDENCE_PAGE = 1000;
}
