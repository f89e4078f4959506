package io.pcaplens.application.conversation;

import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.port.ConversationRepository;

import java.util.concurrent.ConcurrentHashMap;

/**
 * Gives each conversation of one analysis its id the moment its first packet is seen, so that packets can
 * be written at once, by several slices at a time, before the conversation itself is stored.
 */
public final class ConversationIds {

    private final ConversationRepository repository;
    private final ConcurrentHashMap<ConversationKey, Long> ids = new ConcurrentHashMap<>();
    private long next;
    private long blockEnd;

    public ConversationIds(ConversationRepository repository) {
        this.repository = repository;
    }

    public long idOf(ConversationKey key) {
        Long id = ids.get(key);
        return id != null ? id : ids.computeIfAbsent(key, k -> allocate());
    }

    private synchronized long allocate() {
        if (next == blockEnd) {
            next = repository.reserveIds(ConversationRepository.ID_BLOCK);
            blockEnd = next + ConversationRepository.ID_BLOCK;
        }
        return next++;
    }
}
