package io.pcaplens.rest.monitor;

import io.pcaplens.domain.monitor.ChangeMute;

/** A change type muted for one entity of a network; also the body that mutes it. */
public record MuteBody(String type, String entity) {

    static MuteBody from(ChangeMute mute) {
        return new MuteBody(mute.type().name(), mute.entity());
    }
}
