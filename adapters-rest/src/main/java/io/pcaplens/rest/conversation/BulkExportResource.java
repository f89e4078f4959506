package io.pcaplens.rest.conversation;

import io.pcaplens.rest.ContentDisposition;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.Problem;

import io.pcaplens.application.capture.CaptureCatalog;
import io.pcaplens.application.conversation.ConversationExport;
import io.pcaplens.application.conversation.ConversationQueries;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureFormat;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import jakarta.ws.rs.core.UriInfo;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Bulk PCAP export (spec 10.7 rule 3): the conversations named by {@code ids} (comma-separated or repeated),
 * or without ids every conversation the list filters select, as one capture streamed in the file's format.
 */
@Path("/files/{fileId}/conversations.pcap")
public class BulkExportResource {

    /** More ids than this are a selection better made with filters. */
    private static final int MAX_IDS = 10_000;

    @Inject
    CaptureCatalog catalog;
    @Inject
    ConversationQueries conversations;
    @Inject
    ConversationExport export;
    @Context
    UriInfo uriInfo;

    @GET
    @Produces({"application/vnd.tcpdump.pcap", "application/x-pcapng", "application/problem+json"})
    public Response export(@PathParam("fileId") String fileId) {
        CaptureId id = IdParser.captureId(fileId);
        Capture capture = catalog.find(id).orElseThrow(() -> IdParser.unknownFile(id));
        List<String> rawIds = uriInfo.getQueryParameters().get("ids");
        StreamingOutput body;
        if (rawIds != null && !rawIds.isEmpty()) {
            Set<ConversationId> ids = ids(rawIds);
            java.util.SortedSet<ConversationId> foreign = conversations.notInCapture(id, ids);
            if (!foreign.isEmpty()) {
                throw Problem.badRequest("conversation " + foreign.first() + " is not a conversation of file " + id
                        + (foreign.size() > 1 ? " (nor are " + (foreign.size() - 1) + " more of the ids)" : ""));
            }
            body = out -> export.export(id, ids, out);
        } else {
            var query = ConversationFilters.parse(uriInfo.getQueryParameters());
            body = out -> export.export(id, query, out);
        }
        boolean pcapng = capture.format() == CaptureFormat.PCAPNG;
        String base = capture.name().replaceFirst("\\.(pcapng|pcap|cap)$", "");
        return Response.ok(body, pcapng ? "application/x-pcapng" : "application/vnd.tcpdump.pcap")
                .header("Content-Disposition", ContentDisposition.attachment(
                        base + "-conversations." + (pcapng ? "pcapng" : "pcap")))
                .header("X-Content-Type-Options", "nosniff").build();
    }

    private static Set<ConversationId> ids(List<String> raw) {
        Set<ConversationId> ids = new LinkedHashSet<>();
        for (String param : raw) {
            for (String part : param.split(",")) {
                ids.add(ConversationId.parse(part.strip()).orElseThrow(() -> Problem.badRequest(
                        "ids must be conversation ids (digits) separated by commas, was '" + param + "'")));
            }
        }
        if (ids.size() > MAX_IDS) {
            throw Problem.badRequest("at most " + MAX_IDS + " ids can be exported at once; use the list filters instead");
        }
        return ids;
    }
}
