package io.pcaplens.domain.host;

import io.pcaplens.domain.conversation.DeviceType;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * What the host serves: DHCP offers (the gateway's job on most networks), DNS answers, HTTP responses, the
 * well-known ports it accepted connections on or answered from ({@link ServicePort}), and the routing and
 * switch protocols only network equipment sends.
 */
final class ServiceSignal implements DeviceSignal {

    /** A DHCP server hands out addresses and names the gateway; on most networks it is the gateway. */
    static final int DHCP_SERVER = 40;
    /** Answering name queries for other hosts is a server's job (a home router's too, outvoted by its DHCP). */
    static final int DNS_SERVER = 35;
    /** Sending HTTP responses, on whatever port. */
    static final int HTTP_SERVER = 25;
    /** Routing and discovery protocols are spoken by routers and switches only. */
    static final int GEAR_PROTOCOL = 40;

    @Override
    public List<Vote> votes(HostEvidence host) {
        HostObservations seen = host.seen();
        List<Vote> votes = new ArrayList<>();
        if (seen.offersDhcp() || seen.answeredPorts().contains(67)) {
            votes.add(new Vote("Answers DHCP requests (server port 67)", DeviceType.ROUTER, DHCP_SERVER));
        }
        if (seen.answersDns() || seen.answeredPorts().contains(53) || seen.acceptedPorts().contains(53)) {
            votes.add(new Vote("Answers DNS queries (port 53)", DeviceType.SERVER, DNS_SERVER));
        }
        if (seen.sendsHttpResponses()) {
            votes.add(new Vote("Sends HTTP responses", DeviceType.SERVER, HTTP_SERVER));
        }
        TreeSet<Integer> served = new TreeSet<>(seen.acceptedPorts());
        served.addAll(seen.answeredPorts());
        served.remove(53);
        served.remove(67);
        for (int port : served) {
            ServicePort.of(port).filter(s -> s.hint() != null).ifPresent(s -> votes.add(new Vote(
                    (seen.acceptedPorts().contains(port) ? "Accepts connections on port " : "Answers on port ")
                            + port + " (" + s.name() + ")", s.hint(), s.weight())));
        }
        if (!seen.gearProtocols().isEmpty()) {
            votes.add(new Vote("Sends " + String.join(", ", seen.gearProtocols())
                    + ", spoken by routers and switches", DeviceType.ROUTER, GEAR_PROTOCOL));
        }
        return votes;
    }
}
