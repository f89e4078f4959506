package io.pcaplens.domain.monitor;

import java.util.List;

/**
 * The DHCP servers of a snapshot: its services on {@code 67/udp}, the hosts that answered a client from the
 * server port ({@link FrameEvidence}: an OFFER or ACK, which a relay agent sends too).
 */
final class DhcpServers {

    /** The server port (RFC 2131). */
    static final int PORT = 67;

    private DhcpServers() {
    }

    static boolean isOne(ServiceFact s) {
        return s.port() == PORT && s.transport() == ServiceTransport.UDP;
    }

    /** The services of {@code facts} that are DHCP servers. */
    static List<ServiceFact> of(SnapshotFacts facts) {
        return facts.services().stream().filter(DhcpServers::isOne).toList();
    }
}
