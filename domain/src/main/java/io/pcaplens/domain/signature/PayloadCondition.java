package io.pcaplens.domain.signature;

import java.util.List;

/**
 * A rule's {@code payload_contains} and {@code payload_regex} patterns together: each is looked for in
 * every packet of the conversation; with {@code match_all} every pattern must be found (each may be in a
 * different packet), else one is enough.
 */
public record PayloadCondition(List<PayloadProbe> probes, boolean matchAll) {

    /** Patterns of one rule at most; what is found is tracked as the bits of a long. */
    public static final int MAX_PATTERNS = 64;

    public PayloadCondition {
        probes = List.copyOf(probes);
        if (probes.isEmpty()) {
            throw new IllegalArgumentException("a payload condition needs at least one pattern");
        }
        if (probes.size() > MAX_PATTERNS) {
            throw new IllegalArgumentException("a rule has at most " + MAX_PATTERNS + " payload patterns");
        }
    }

    /** Whether the patterns found so far (bit i: pattern i) satisfy the condition. */
    public boolean satisfiedBy(long found) {
        return matchAll ? Long.bitCount(found) == probes.size() : found != 0;
    }
}
