package io.pcaplens.domain.port;

import io.pcaplens.domain.conversation.ConversationRow;

import java.util.List;
import java.util.Optional;

/** The stored conversations of every capture. */
public interface ConversationRepository {

    /** How many ids {@link #reserveIds} hands out at once. */
    int ID_BLOCK = 1000;

    /** Reserves {@code count} consecutive ids, {@link #ID_BLOCK} at the most, and returns the first. */
    long reserveIds(int count);

    void addAll(List<ConversationRow> rows);

    void deleteByCapture(String captureId);

    /** Conversations of a capture in order of their start time. */
    List<ConversationRow> page(String captureId, int offset, int limit);

    long count(String captureId);

    Optional<ConversationRow> find(long id);
}
