package io.pcaplens.domain.monitor.port;

import io.pcaplens.domain.monitor.ChangeMute;
import io.pcaplens.domain.monitor.NetworkId;

import java.util.List;

/** The change types each network's analysts muted per entity; they go with their network. */
public interface MuteRepository {

    /** Muting what is muted already changes nothing. */
    void mute(NetworkId networkId, ChangeMute mute);

    /** False when it was not muted. */
    boolean unmute(NetworkId networkId, ChangeMute mute);

    /** By type, then entity. */
    List<ChangeMute> mutes(NetworkId networkId);
}
