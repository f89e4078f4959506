package io.pcaplens.domain.monitor;

import java.util.List;

/**
 * The facts of a snapshot that only its frames show, not its conversations: address-to-card bindings, the
 * local gateway, the upstream peer and the services that answered. Gathered by {@link FrameEvidence} during
 * the analysis and stored with the capture.
 *
 * @param gateway      null when no traffic left the network
 * @param upstreamPeer null when no off-site address carried most of the outbound traffic
 */
public record FrameFacts(List<Binding> bindings, LocalGateway gateway, String upstreamPeer,
                         List<ServiceFact> services) {

    /** A capture analysed before frames were read for these facts. */
    public static final FrameFacts NONE = new FrameFacts(List.of(), null, null, List.of());

    public FrameFacts {
        bindings = bindings == null ? List.of() : bindings.stream().sorted(Binding.ORDER).toList();
        services = services == null ? List.of() : services.stream().distinct().sorted(ServiceFact.ORDER).toList();
    }
}
