package io.pcaplens.rest;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.monitor.ChangeId;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.SnapshotId;

import java.util.Optional;
import java.util.UUID;

/**
 * The ids in the API's paths and bodies turned into the domain's ids, once, at the edge. A text that cannot be
 * an id names nothing, so in a path it is answered like an id that names nothing: 404, with the same words.
 */
public final class IdParser {

    private IdParser() {
    }

    public static CaptureId captureId(String text) {
        return CaptureId.parse(text).orElseThrow(() -> unknownFile(text));
    }

    /** A capture id a request body names in {@code field}; 400 when the text is none. */
    public static CaptureId captureIdInBody(String text, String field) {
        return CaptureId.parse(text).orElseThrow(() -> Problem.badRequest(
                "'" + field + "' must be a file id (a UUID), was '" + text + "'"));
    }

    public static ConversationId conversationId(String text) {
        return ConversationId.parse(text).orElseThrow(() -> unknownConversation(text));
    }

    public static NetworkId networkId(String text) {
        return NetworkId.parse(text).orElseThrow(() -> Problem.notFound("there is no monitored network with id " + text));
    }

    public static SnapshotId snapshotId(String text) {
        return SnapshotId.parse(text).orElseThrow(() -> Problem.notFound("there is no snapshot with id " + text));
    }

    /** A snapshot id a request body names in {@code field}; 400 when the text is none. */
    public static SnapshotId snapshotIdInBody(String text, String field) {
        return SnapshotId.parse(text).orElseThrow(() -> Problem.badRequest(
                "'" + field + "' must be a snapshot id (a UUID), was '" + text + "'"));
    }

    /** A snapshot id a query names in {@code parameter}; 400 when the text is none. */
    public static SnapshotId snapshotIdInQuery(String text, String parameter) {
        return SnapshotId.parse(text).orElseThrow(() -> Problem.badRequest(
                parameter + " must be a snapshot id (a UUID), was '" + text + "'"));
    }

    public static ChangeId changeId(String text) {
        return ChangeId.parse(text).orElseThrow(() -> Problem.notFound("there is no change with id " + text));
    }

    /** The tokens' ids are plain UUIDs; empty when the text is none. */
    public static Optional<UUID> uuid(String text) {
        if (text == null || text.length() != 36) {
            return Optional.empty();
        }
        try {
            UUID id = UUID.fromString(text);
            // UUID.fromString accepts short groups; only the canonical form names an id
            return id.toString().equalsIgnoreCase(text) ? Optional.of(id) : Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** A UUID from the path; 404 naming what was looked for when it is none. */
    public static UUID uuidInPath(String text, String what) {
        return uuid(text).orElseThrow(() -> Problem.notFound("there is no " + what + " with id " + text));
    }

    public static Problem unknownFile(Object id) {
        return Problem.notFound("there is no file with id " + id);
    }

    public static Problem unknownConversation(Object id) {
        return Problem.notFound("there is no conversation with id " + id);
    }
}
