package io.pcaplens.domain.conversation;

import io.pcaplens.domain.packet.PacketRecord;

import java.io.Serializable;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;

/**
 * The conversations of one capture, or of one slice of it, keyed by {@link ConversationKey}. It holds one
 * entry per conversation and nothing per packet, so its size follows the number of conversations only.
 */
public final class ConversationTable implements Serializable {

    private final Map<ConversationKey, Conversation> byKey = new HashMap<>();

    /** Adds the packet to its conversation, starting one if needed, and returns that conversation. */
    public Conversation add(PacketRecord p) {
        ConversationKey key = ConversationKey.of(p.endpoints(), p.protocol());
        Conversation c = byKey.get(key);
        if (c == null) {
            c = Conversation.startedBy(p);
            byKey.put(key, c);
        }
        c.add(p);
        return c;
    }

    /** Merges another slice's table into this one. */
    public void absorb(ConversationTable other) {
        other.byKey.forEach((key, theirs) -> {
            Conversation mine = byKey.get(key);
            if (mine == null) {
                byKey.put(key, theirs);
            } else {
                mine.absorb(theirs);
            }
        });
    }

    public Collection<Conversation> conversations() {
        return byKey.values();
    }

    public int size() {
        return byKey.size();
    }
}
