package io.pcaplens.domain.host;

import io.pcaplens.domain.conversation.DeviceType;
import java.util.List;

/**
 * The starting TTL of the host's packets ({@link Ttl}): 255 near the capture point is network equipment, 128
 * is Windows. 64 (Linux, macOS, iOS, Android) is shared by too many kinds of device to vote.
 */
final class TtlSignal implements DeviceSignal {

    /** Routers, switches and access points send with 255; so do some printers. */
    static final int NETWORK_GEAR = 20;
    /**
     * Network equipment sits near the capture point; from further away, 255 is the mark of load balancers
     * and some Unix stacks, not of a router.
     */
    static final int NEAR = 2;
    /** Windows desktops send with 128; Windows servers too, which their served ports outvote. */
    static final int WINDOWS = 15;

    @Override
    public List<Vote> votes(HostEvidence host) {
        int ttl = host.seen().maxTtl();
        int hops = Ttl.hops(ttl);
        String away = hops > 0 ? " (" + hops + (hops == 1 ? " hop" : " hops") + " away)" : "";
        return switch (Ttl.initial(ttl)) {
            case 255 -> hops > NEAR ? List.of() : List.of(new Vote("IP TTL " + ttl + away + ": starts at 255, as network equipment does",
                    DeviceType.ROUTER, NETWORK_GEAR));
            case 128 -> List.of(new Vote("IP TTL " + ttl + away + ": starts at 128, as Windows does",
                    DeviceType.LAPTOP_DESKTOP, WINDOWS));
            default -> List.of();
        };
    }
}
