package io.pcaplens.domain.host;

import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.packet.IpLiteral;

import java.util.Optional;

/**
 * Spec 10.5: whether an address was the client (it initiated) or the server (it received) in one
 * conversation, with a one-line note, and for the server the service its port stands for.
 *
 * <p>The initiator is the sender of the flow's SYN without ACK when the capture holds it. Otherwise the side
 * with the well-known port is the server (one in {@link ServicePort}, else the lower port); without ports, or
 * with equal ones, the sender of the conversation's first packet is taken as the client.
 */
public record ConversationRole(Role role, String note, Service service) {

    public enum Role {
        CLIENT("Client (initiated)"), SERVER("Server (received)");

        private final String label;

        Role(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /** The server's port, its service name and a note naming the port. */
    public record Service(int port, String name, String note) {
    }

    /**
     * The role of {@code ip} in the conversation, empty when it is not one of its endpoints.
     *
     * @param opener the endpoint that sent the flow's opening SYN, null when none was captured
     */
    public static Optional<ConversationRole> of(Identity row, String ip, Initiator opener) {
        boolean isSrc = IpLiteral.same(row.srcIp(), ip);
        if (!isSrc && !IpLiteral.same(row.dstIp(), ip)) {
            return Optional.empty();
        }
        Side client = clientSide(row, opener);
        String how = how(row, opener);
        boolean ipIsClient = (client == Side.SRC) == isSrc;
        String peer = endpoint(isSrc ? row.dstIp() : row.srcIp(), isSrc ? row.dstPort() : row.srcPort());
        Integer serverPort = client == Side.SRC ? row.dstPort() : row.srcPort();
        Integer clientPort = client == Side.SRC ? row.srcPort() : row.dstPort();
        if (ipIsClient) {
            String note = switch (how) {
                case "handshake" -> "Opened the connection to " + peer + ".";
                case "port" -> "Talked to " + peer + " from port " + clientPort + "; no connection set-up was"
                        + " captured, so the service port " + serverPort + " marks the server.";
                default -> "Sent the conversation's first packet, to " + peer + ".";
            };
            return Optional.of(new ConversationRole(Role.CLIENT, note, null));
        }
        String note = switch (how) {
            case "handshake" -> "Received the connection from " + peer + ".";
            case "port" -> "Answered " + peer + " on the service port " + serverPort + "; no connection set-up"
                    + " was captured.";
            default -> "Received the conversation's first packet, from " + peer + ".";
        };
        Service service = serverPort == null ? null
                : new Service(serverPort, ServicePort.nameOf(serverPort), "Destination port " + serverPort);
        return Optional.of(new ConversationRole(Role.SERVER, note, service));
    }

    private enum Side { SRC, DST }

    /** Whether the row's source endpoint is the conversation's client. */
    public static boolean sourceIsClient(Identity row, Initiator opener) {
        return clientSide(row, opener) == Side.SRC;
    }

    private static Side clientSide(Identity row, Initiator opener) {
        if (opened(opener, row.srcIp(), row.srcPort())) {
            return Side.SRC;
        }
        if (opened(opener, row.dstIp(), row.dstPort())) {
            return Side.DST;
        }
        if (byPort(row)) {
            return serverByPort(row.srcPort(), row.dstPort()) ? Side.DST : Side.SRC;
        }
        return Side.SRC;
    }

    private static String how(Identity row, Initiator opener) {
        if (opened(opener, row.srcIp(), row.srcPort()) || opened(opener, row.dstIp(), row.dstPort())) {
            return "handshake";
        }
        return byPort(row) ? "port" : "first";
    }

    private static boolean opened(Initiator opener, String ip, Integer port) {
        return opener != null && opener.ip().equals(ip) && same(opener.port(), port);
    }

    private static boolean byPort(Identity row) {
        return row.srcPort() != null && row.dstPort() != null && !row.srcPort().equals(row.dstPort());
    }

    /** Whether the source port is the server's: the only known service port, else the lower port. */
    private static boolean serverByPort(int srcPort, int dstPort) {
        boolean srcKnown = ServicePort.of(srcPort).isPresent();
        boolean dstKnown = ServicePort.of(dstPort).isPresent();
        if (srcKnown != dstKnown) {
            return srcKnown;
        }
        return srcPort < dstPort;
    }

    private static boolean same(int port, Integer rowPort) {
        return rowPort != null && rowPort == port;
    }

    private static String endpoint(String ip, Integer port) {
        if (port == null) {
            return ip;
        }
        return ip.contains(":") ? "[" + ip + "]:" + port : ip + ":" + port;
    }
}
