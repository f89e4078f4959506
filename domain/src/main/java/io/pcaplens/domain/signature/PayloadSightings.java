package io.pcaplens.domain.signature;

import java.util.BitSet;
import java.util.Map;

/**
 * Which payload patterns each conversation's packets showed ({@link PayloadLookout}), by conversation id; a
 * conversation none of whose packets showed any is absent.
 *
 * @param rulesVersion   the version of the rules whose patterns were looked for: the bits number their patterns
 * @param byConversation conversation id → the patterns found, numbered as {@link SignatureSet#payloadProbes()}
 */
public record PayloadSightings(String rulesVersion, Map<Long, BitSet> byConversation) {

    public PayloadSightings {
        byConversation = Map.copyOf(byConversation);
    }
}
