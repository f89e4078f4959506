package io.pcaplens.application.capture;

import io.pcaplens.application.conversation.ConversationIds;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.port.ConversationRepository;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The numbering of each capture's conversations on this instance, shared by its readers of the capture: slices
 * read on one instance agree on their conversations' ids. The last reader of a capture lets its numbering go.
 */
final class ConversationNumberings {

    private final ConversationRepository conversations;
    private final Map<CaptureId, Numbering> numberings = new ConcurrentHashMap<>();

    ConversationNumberings(ConversationRepository conversations) {
        this.conversations = conversations;
    }

    /** A reader of the capture joins its numbering, which begins with the first. */
    ConversationIds joined(CaptureId captureId) {
        return numberings.compute(captureId, (id, n) -> n == null ? new Numbering(new ConversationIds(conversations))
                : n.joined()).ids();
    }

    /** A reader of the capture is done with its numbering; the last one lets it go. */
    void left(CaptureId captureId) {
        numberings.computeIfPresent(captureId, (id, n) -> n.left());
    }

    /** A numbering and how many readers on this instance use it. */
    private record Numbering(ConversationIds ids, int readers) {
        Numbering(ConversationIds ids) {
            this(ids, 1);
        }

        Numbering joined() {
            return new Numbering(ids, readers + 1);
        }

        Numbering left() {
            return readers == 1 ? null : new Numbering(ids, readers - 1);
        }
    }
}
