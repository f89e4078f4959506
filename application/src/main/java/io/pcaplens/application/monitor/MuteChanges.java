package io.pcaplens.application.monitor;

import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.monitor.ChangeMute;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.port.MuteRepository;
import io.pcaplens.domain.monitor.port.NetworkRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;

/**
 * Muting one change type for one entity of a network, and unmuting it. The changes stay found and kept; the
 * change list and the timeline's counts leave the muted ones out unless asked for them.
 */
@ApplicationScoped
public class MuteChanges {

    private NetworkRepository networks;
    private MuteRepository mutes;

    /** For the container's proxy. */
    protected MuteChanges() {
    }

    @Inject
    public MuteChanges(NetworkRepository networks, MuteRepository mutes) {
        this.networks = networks;
        this.mutes = mutes;
    }

    public ChangeMute mute(NetworkId networkId, ChangeMute mute) {
        requireNetwork(networkId);
        mutes.mute(networkId, mute);
        return mute;
    }

    public void unmute(NetworkId networkId, ChangeMute mute) {
        requireNetwork(networkId);
        if (!mutes.unmute(networkId, mute)) {
            throw new Refusal(Refusal.Reason.NOT_MUTED, mute.type() + " is not muted for '"
                    + mute.entity() + "' in this network");
        }
    }

    public List<ChangeMute> list(NetworkId networkId) {
        requireNetwork(networkId);
        return mutes.mutes(networkId);
    }

    private void requireNetwork(NetworkId networkId) {
        if (networks.find(networkId).isEmpty()) {
            throw Refusal.unknownNetwork(networkId);
        }
    }
}
