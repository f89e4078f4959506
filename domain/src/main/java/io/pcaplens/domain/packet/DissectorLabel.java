package io.pcaplens.domain.packet;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Spec 2.4, rules for dissectorProtocol, per packet: the deepest component of the protocol stack,
 * uppercased, unless it is the packet's own TCP/UDP transport or a layer that says nothing about the
 * application. The per-conversation vote lives in {@link io.pcaplens.domain.conversation.Conversation}.
 */
public final class DissectorLabel {

    private static final Set<String> MEANINGLESS = Set.of("DATA", "FRAME", "ETH", "ETHERNET", "SLL", "RAW");

    private DissectorLabel() {
    }

    /**
     * @param frameProtocols colon-separated stack, outermost first (e.g. {@code eth:ethertype:ip:tcp:http})
     * @param portTransport  TCP or UDP when the packet carries ports of that kind, else null
     */
    public static Optional<String> of(String frameProtocols, Transport portTransport) {
        String stack = PacketFields.first(frameProtocols);
        if (stack.isEmpty()) {
            return Optional.empty();
        }
        String top = stack.substring(stack.lastIndexOf(':') + 1).toUpperCase(Locale.ROOT);
        if (top.isEmpty() || MEANINGLESS.contains(top) || (portTransport != null && top.equals(portTransport.name()))) {
            return Optional.empty();
        }
        return Optional.of(top);
    }
}
