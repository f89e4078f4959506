package io.pcaplens.rest.monitor;

import io.pcaplens.application.monitor.ChangeQueries;
import io.pcaplens.application.monitor.ReviewChange;
import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.monitor.ChangeFilter;
import io.pcaplens.domain.monitor.ChangeId;
import io.pcaplens.domain.monitor.ChangeSeverity;
import io.pcaplens.domain.monitor.ChangeType;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.SnapshotId;
import io.pcaplens.rest.IdParser;
import io.pcaplens.rest.JsonRequest;
import io.pcaplens.rest.Paging;
import io.pcaplens.rest.Problem;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * A network's changes: paged in timeline order (most severe first within a pair), filtered by the snapshot
 * that brought them, type, severity, whether they were reviewed (or accepted with the baseline) and whether
 * they are muted (left out unless asked for); and their reviews.
 */
@Path("/monitor/networks/{networkId}/changes")
@Produces(MediaType.APPLICATION_JSON)
public class ChangesResource {

    @Inject
    ChangeQueries queries;
    @Inject
    ReviewChange reviewing;

    @GET
    @Operation(operationId = "listChanges", summary = "Changes between a network's snapshots, filtered and paged")
    public Paging.PageBody<ChangeBody> list(@PathParam("networkId") String networkId,
                                            @QueryParam("page") String page, @QueryParam("size") String size,
                                            @QueryParam("snapshotId") String snapshotId,
                                            @QueryParam("type") List<String> types,
                                            @QueryParam("severity") List<String> severities,
                                            @QueryParam("reviewed") String reviewed,
                                            @QueryParam("muted") String muted) {
        NetworkId network = IdParser.networkId(networkId);
        Paging.Request p = Paging.parse(page, size);
        ChangeFilter filter = new ChangeFilter(snapshot(snapshotId),
                values(types, ChangeType.class, "type"), values(severities, ChangeSeverity.class, "severity"),
                flag(reviewed, "reviewed"), mutedFlag(muted));
        return Paging.body(queries.page(network, filter, p.page(), p.size()), ChangeBody::from);
    }

    /** {"reviewed", "notes"}: either may be left out to keep it; null notes clear them. */
    @PATCH
    @Path("/{changeId}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(operationId = "reviewChange", summary = "Review a change: mark it reviewed and add a note")
    public ChangeBody review(@PathParam("networkId") String networkId, @PathParam("changeId") String changeId,
                             @RequestBody(content = @Content(schema = @Schema(implementation = ReviewRequest.class)))
                             String body) {
        NetworkId network = IdParser.networkId(networkId);
        ChangeId change = IdParser.changeId(changeId);
        JsonRequest request = JsonRequest.parse(body);
        if (!request.has("reviewed") && !request.has("notes")) {
            throw Problem.badRequest("nothing to change: give 'reviewed' or 'notes'");
        }
        Boolean reviewed = request.flag("reviewed").orElse(null);
        String notes = request.has("notes") ? request.text("notes").orElse("") : null;
        return ChangeBody.from(reviewing.review(network, change, reviewed, notes));
    }

    private static SnapshotId snapshot(String snapshotId) {
        if (snapshotId == null || snapshotId.isEmpty()) {
            return null;
        }
        return IdParser.snapshotIdInQuery(snapshotId, "snapshotId");
    }

    /** Repeated parameters or comma-separated values, in any letter case; an unknown one is a 400. */
    private static <E extends Enum<E>> Set<E> values(List<String> raw, Class<E> kind, String name) {
        Set<E> chosen = EnumSet.noneOf(kind);
        Function<String, E> parse = v -> Arrays.stream(kind.getEnumConstants())
                .filter(e -> e.name().equals(v.strip().toUpperCase(Locale.ROOT))).findFirst()
                .orElseThrow(() -> Problem.badRequest("unknown " + name + " '" + v.strip() + "'; one of "
                        + Arrays.toString(kind.getEnumConstants())));
        for (String values : raw) {
            for (String v : values.split(",")) {
                if (!v.isBlank()) {
                    chosen.add(parse.apply(v));
                }
            }
        }
        return chosen;
    }

    private static Boolean flag(String value, String name) {
        if (value == null || value.isEmpty()) {
            return null;
        }
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default -> throw Problem.badRequest(name + " must be true or false, was '" + value + "'");
        };
    }

    /** Muted changes are left out unless asked for: {@code muted=true} lists only them, {@code muted=any} all. */
    private static Boolean mutedFlag(String muted) {
        if (muted == null || muted.isEmpty()) {
            return Boolean.FALSE;
        }
        return switch (muted.toLowerCase(Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            case "any" -> null;
            default -> throw Problem.badRequest("muted must be true, false or any, was '" + muted + "'");
        };
    }
}
