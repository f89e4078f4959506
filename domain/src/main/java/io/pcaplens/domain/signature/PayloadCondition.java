package io.pcaplens.domain.signature;

import java.util.BitSet;
import java.util.List;

/**
 * A rule's {@code payload_contains} and {@code payload_regex} patterns together: each is looked for in
 * every packet of the conversation; with {@code match_all} every pattern must be found (each may be in a
 * different packet), else one is enough.
 */
public record PayloadCondition(List<PayloadProbe> probes, boolean matchAll) {

    public PayloadCondition {
        probes = List.copyOf(probes);
        if (probes.isEmpty()) {
            throw new IllegalArgumentException("a payload condition needs at least one pattern");
        }
    }

    /** Whether the patterns found so far (by index) satisfy the condition. */
    public boolean satisfiedBy(BitSet found) {
        return matchAll ? found.cardinality() == probes.size() : !found.isEmpty();
    }
}
