package io.pcaplens.rest.conversation;

import io.pcaplens.rest.Problem;

import io.pcaplens.domain.conversation.ConversationId;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** A chosen set of conversations as a request names them: ids, comma-separated or repeated, at most a limit. */
public final class ConversationIds {

    private ConversationIds() {
    }

    public static Set<ConversationId> parse(List<String> raw, int max) {
        Set<ConversationId> ids = new LinkedHashSet<>();
        for (String param : raw) {
            for (String part : param.split(",")) {
                String text = part.strip();
                ids.add(ConversationId.parse(text).orElseThrow(() -> Problem.badRequest(
                        "ids must be conversation ids (digits) separated by commas; '"
                                + (text.length() > 40 ? text.substring(0, 40) + "…" : text) + "' is not one")));
            }
        }
        if (ids.size() > max) {
            throw Problem.badRequest("at most " + max + " ids can be exported at once; use the list filters instead");
        }
        return ids;
    }
}
