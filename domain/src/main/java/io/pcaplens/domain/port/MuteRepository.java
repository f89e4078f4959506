package io.pcaplens.domain.port;

import io.pcaplens.domain.monitor.ChangeMute;

import java.util.List;
import java.util.UUID;

/** The change types each network's analysts muted per entity; they go with their network. */
public interface MuteRepository {

    /** Muting what is muted already changes nothing. */
    void mute(UUID networkId, ChangeMute mute);

    /** False when it was not muted. */
    boolean unmute(UUID networkId, ChangeMute mute);

    /** By type, then entity. */
    List<ChangeMute> mutes(UUID networkId);
}
