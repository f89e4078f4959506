package io.pcaplens.rest;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;

/**
 * The ids in the API's paths turned into the domain's ids, once, at the edge. A text that cannot be an id
 * names nothing, so it is answered like an id that names nothing: 404, with the same words.
 */
public final class IdParser {

    private IdParser() {
    }

    public static CaptureId captureId(String text) {
        return CaptureId.parse(text).orElseThrow(() -> unknownFile(text));
    }

    public static ConversationId conversationId(String text) {
        return ConversationId.parse(text).orElseThrow(() -> unknownConversation(text));
    }

    public static Problem unknownFile(Object id) {
        return Problem.notFound("there is no file with id " + id);
    }

    public static Problem unknownConversation(Object id) {
        return Problem.notFound("there is no conversation with id " + id);
    }
}
