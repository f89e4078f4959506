package io.pcaplens.domain.conversation;

import java.io.Serializable;

/**
 * A value kept with the frame it was first seen in, so that partial results of capture slices merge to
 * what one pass in capture order would have kept.
 */
final class FirstSeen implements Serializable {

    private String value;
    private long frame = Long.MAX_VALUE;

    void offer(String candidate, long candidateFrame) {
        if (candidate != null && candidateFrame < frame) {
            value = candidate;
            frame = candidateFrame;
        }
    }

    void absorb(FirstSeen other) {
        offer(other.value, other.frame);
    }

    String value() {
        return value;
    }
}
