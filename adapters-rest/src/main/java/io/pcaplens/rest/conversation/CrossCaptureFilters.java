package io.pcaplens.rest.conversation;

import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.rest.Problem;
import jakarta.ws.rs.core.MultivaluedMap;

/** The list's filters as a hunt over many captures takes them: payload bytes are searched in one capture only. */
public final class CrossCaptureFilters {

    private CrossCaptureFilters() {
    }

    public static ConversationQuery parse(MultivaluedMap<String, String> parameters) {
        ConversationQuery query = ConversationFilters.parse(parameters);
        if (!query.payloadPatterns().isEmpty()) {
            throw Problem.badRequest("payload is searched within one capture: use /files/{fileId}/conversations");
        }
        return query;
    }
}
