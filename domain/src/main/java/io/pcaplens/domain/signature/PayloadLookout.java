package io.pcaplens.domain.signature;

import io.pcaplens.domain.conversation.ConversationKey;

import java.io.Serial;
import java.io.Serializable;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The payload patterns of the rules in force, looked for in every packet's stored payload while a slice's
 * packets stream past, so that the rule pass at the end of an analysis need not read the payloads back from
 * the database. Per conversation it keeps which patterns some packet showed: memory follows conversations.
 *
 * <p>Patterns are numbered across the rules, in file order ({@link SignatureSet#payloadProbes()}), and the
 * numbers hold only for the version of the rules they were taken from: slices looked at with another version
 * (the file changed during the analysis) make the merged sightings unusable, and the rule pass reads the
 * payloads back instead.
 */
public final class PayloadLookout implements Serializable {

    @Serial
    private static final long serialVersionUID = 1L;

    /** Null when no usable version: nothing looked for, or versions that differ among merged slices. */
    private String rulesVersion;
    /** Not sent along with a slice read elsewhere: only its sightings are merged there. */
    private final transient List<PayloadProbe> probes;
    private final Map<ConversationKey, BitSet> found = new HashMap<>();

    private PayloadLookout(String rulesVersion, List<PayloadProbe> probes) {
        this.rulesVersion = rulesVersion;
        this.probes = probes;
    }

    /** Looks for nothing and gives no sightings: the rule pass reads the payloads back. */
    public static PayloadLookout none() {
        return new PayloadLookout(null, List.of());
    }

    /** A lookout for the payload patterns of these rules. */
    public static PayloadLookout of(SignatureSet rules) {
        return new PayloadLookout(rules.version(), rules.payloadProbes());
    }

    /** One packet's stored payload (spec 2.6: its first 64 bytes), in the conversation it belongs to. */
    public void look(ConversationKey conversation, byte[] stored) {
        // a lookout that travelled with a slice has no patterns: it only merges
        if (probes == null || probes.isEmpty() || stored == null || stored.length == 0) {
            return;
        }
        BitSet seen = found.get(conversation);
        String latin1 = null;
        for (int i = 0; i < probes.size(); i++) {
            if (seen != null && seen.get(i)) {
                continue;
            }
            PayloadProbe probe = probes.get(i);
            if (probe instanceof PayloadProbe.Regex && latin1 == null) {
                latin1 = PayloadProbe.latin1(stored);
            }
            if (probe.foundIn(stored, latin1)) {
                if (seen == null) {
                    seen = new BitSet(probes.size());
                    found.put(conversation, seen);
                }
                seen.set(i);
            }
        }
    }

    /** Takes in what a later slice saw; a conversation cut by the slice boundary keeps what both halves showed. */
    public void absorb(PayloadLookout later) {
        if (!Objects.equals(rulesVersion, later.rulesVersion)) {
            rulesVersion = null;
        }
        later.found.forEach((key, bits) -> found.merge(key, (BitSet) bits.clone(), (a, b) -> {
            a.or(b);
            return a;
        }));
    }

    /** An empty lookout that merges slices: it takes the first slice's version. */
    public static PayloadLookout merging(PayloadLookout first) {
        return new PayloadLookout(first.rulesVersion, List.of());
    }

    /**
     * What the packets showed, by the conversations' ids; empty when the slices were not all looked at with
     * one version of the rules.
     */
    public Optional<PayloadSightings> sightings(Map<ConversationKey, Long> ids) {
        if (rulesVersion == null) {
            return Optional.empty();
        }
        Map<Long, BitSet> byConversation = new HashMap<>();
        found.forEach((key, bits) -> {
            Long id = ids.get(key);
            if (id != null) {
                byConversation.put(id, bits);
            }
        });
        return Optional.of(new PayloadSightings(rulesVersion, byConversation));
    }
}
