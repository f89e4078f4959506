package io.pcaplens.domain.host;

import io.pcaplens.domain.conversation.DeviceType;
import java.util.ArrayList;
import java.util.List;

/**
 * Who opens connections and how many peers there are: a host that only accepts is a server, one that only
 * opens is a client, a host whose MAC carries the traffic of addresses behind it is their gateway, and the
 * first or last address of a private subnet is where gateways usually sit.
 */
final class RoleSignal implements DeviceSignal {

    /** Accepting connections and never opening one. */
    static final int ONLY_ACCEPTS = 15;
    /** Opening connections and serving nothing: the everyday client, most often a PC. */
    static final int ONLY_OPENS = 10;
    /** Other addresses arrived through this host's MAC: it forwards their traffic. */
    static final int GATEWAY_MAC = 40;
    /** The .1/.254 address of a private subnet: a convention, so a weak hint. */
    static final int GATEWAY_ADDRESS = 10;
    /** A server reached by many peers. */
    static final int MANY_PEERS = 10;
    /** Peers from which "many" starts. */
    static final int MANY = 10;

    @Override
    public List<Vote> votes(HostEvidence host) {
        HostObservations seen = host.seen();
        List<Vote> votes = new ArrayList<>();
        boolean serves = seen.connectionsAccepted() > 0 || !seen.answeredPorts().isEmpty();
        boolean uses = seen.connectionsOpened() > 0 || !seen.usedPorts().isEmpty();
        if (serves && !uses) {
            // the popup is scoped to one conversation (spec 10.5), so no sentence counts across the capture
            votes.add(new Vote(seen.connectionsAccepted() > 0
                    ? "Only accepts connections, never opens one"
                    : "Answered on well-known ports and sent no requests of its own", DeviceType.SERVER, ONLY_ACCEPTS));
        } else if (uses && !serves && seen.connectionsOpened() > 0) {
            votes.add(new Vote("Only opens connections, never accepts one: a client", DeviceType.LAPTOP_DESKTOP,
                    ONLY_OPENS));
        }
        if (serves && seen.peerCount() >= MANY) {
            votes.add(new Vote("Serves many peers", DeviceType.SERVER, MANY_PEERS));
        }
        if (host.forwardedHosts() > 0) {
            votes.add(new Vote("Its MAC " + seen.mac() + " also carries the traffic of "
                    + count(host.forwardedHosts(), "address") + " behind it: a gateway", DeviceType.ROUTER, GATEWAY_MAC));
        }
        if (gatewayAddress(seen.node()) && seen.macIsOwn()) {
            votes.add(new Vote("Holds " + seen.node() + ", the address gateways usually take in a private subnet",
                    DeviceType.ROUTER, GATEWAY_ADDRESS));
        }
        return votes;
    }

    private static String count(long n, String what) {
        return n + " " + what + (n == 1 ? "" : what.endsWith("s") ? "es" : "s");
    }

    /** x.x.x.1 or x.x.x.254 in 10/8, 172.16/12 or 192.168/16. */
    static boolean gatewayAddress(String ip) {
        String[] o = ip.split("\\.");
        if (o.length != 4 || !(o[3].equals("1") || o[3].equals("254"))) {
            return false;
        }
        try {
            int a = Integer.parseInt(o[0]);
            int b = Integer.parseInt(o[1]);
            return a == 10 || (a == 172 && b >= 16 && b <= 31) || (a == 192 && b == 168);
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
