package io.pcaplens.rest.conversation;

import io.pcaplens.domain.conversation.CaptureHits;
import io.pcaplens.rest.Problem;
import io.pcaplens.rest.Timestamps;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A capture holding some of a hunt's conversations: how many, and from when to when. */
@Schema(description = "A capture holding some of the conversations the query selects")
public record CaptureHitsBody(
        String fileId,
        String fileName,
        @Schema(description = "The conversations of the capture the query selects") long hits,
        @Schema(description = "The earliest start among them") String firstSeen,
        @Schema(description = "The latest end among them") String lastSeen) {

    /** How many captures an answer lists when the request does not say, and at most. */
    public static final int DEFAULT_LIMIT = 100;
    public static final int MAX_LIMIT = 1_000;

    public static CaptureHitsBody from(CaptureHits h) {
        return new CaptureHitsBody(h.fileId().value(), h.fileName(), h.hits(), Timestamps.ofNanos(h.firstSeenNs()),
                Timestamps.ofNanos(h.lastSeenNs()));
    }

    /** The {@code size} parameter: how many captures to list. */
    public static int limit(String size) {
        if (size == null || size.isEmpty()) {
            return DEFAULT_LIMIT;
        }
        if (!size.matches("\\d{1,9}") || Integer.parseInt(size) < 1 || Integer.parseInt(size) > MAX_LIMIT) {
            throw Problem.badRequest("size must be a whole number between 1 and " + MAX_LIMIT + ", was '" + size + "'");
        }
        return Integer.parseInt(size);
    }
}
