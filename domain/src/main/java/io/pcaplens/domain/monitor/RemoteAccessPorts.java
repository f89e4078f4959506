package io.pcaplens.domain.monitor;

import java.util.Set;

/**
 * Ports through which someone logs into a host or moves files off it (FTP, SSH, Telnet, TFTP, the BSD
 * r-commands, RDP, VNC; IANA registrations). A new listener on one of them opens a way in or out of the
 * network, unlike a new web or print service.
 */
final class RemoteAccessPorts {

    private static final Set<Integer> PORTS = Set.of(21, 22, 23, 69, 512, 513, 514, 3389, 5900);

    private RemoteAccessPorts() {
    }

    static boolean contains(int port) {
        return PORTS.contains(port);
    }
}
