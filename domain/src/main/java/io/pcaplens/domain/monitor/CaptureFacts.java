package io.pcaplens.domain.monitor;

import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolOutcome;
import io.pcaplens.domain.host.HostProfile;
import io.pcaplens.domain.packet.IpLiteral;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * Turns what an analysis stored about one capture into the facts change detection reads: its classified
 * hosts, what its frames showed, what its conversations showed. Done once per capture; the result is kept.
 *
 * <p>A host's card is taken from the bindings, not from the host table: that table keeps the source MAC of
 * a host's closest packet, which for synthetic captures (TTL never decremented) can be the router's. An
 * address the frames bound to no card has none.
 */
public final class CaptureFacts {

    private CaptureFacts() {
    }

    /**
     * @param vendors the maker of a card by its MAC, null when unknown
     */
    public static SnapshotFacts of(Capture capture, List<HostProfile> hosts, FrameFacts frames,
                                   ConversationFacts conversations, Function<String, String> vendors) {
        Map<String, List<Binding>> bindingsByIp = new HashMap<>();
        for (Binding b : frames.bindings()) {
            bindingsByIp.computeIfAbsent(b.ip(), k -> new ArrayList<>()).add(b);
        }
        List<HostFact> facts = new ArrayList<>(hosts.size());
        for (HostProfile h : hosts) {
            HostFact fact = hostFact(h, bindingsByIp.getOrDefault(h.ip(), List.of()), vendors);
            if (fact != null) {
                facts.add(fact);
            }
        }
        List<Binding> bindings = frames.bindings().stream().map(b -> b.withVendor(vendors.apply(b.mac()))).toList();
        return new SnapshotFacts(facts, bindings, frames.services(), conversations.applications(),
                conversations.protocols(), frames.gateway(), frames.upstreamPeer(), conversations.risks(),
                idsRan(capture) ? conversations.idsAlerts() : null, conversations.ruleMatches(),
                conversations.countries(), conversations.organisations(), new TrafficSummary(facts.size(), conversations.conversations(),
                conversations.bytes()), conversations.destinations());
    }

    /**
     * The network's own hosts: on-site unicast addresses, and the cards that spoke at layer 2 only. Peers
     * beyond the router, broadcast and multicast addresses are not hosts of the network.
     */
    private static HostFact hostFact(HostProfile h, List<Binding> bindings, Function<String, String> vendors) {
        String node = h.ip();
        if (IpLiteral.parse(node) == null) {
            String card = MacAddress.ofCard(node);
            return card == null ? null : new HostFact(null, card, h.effectiveType(), vendorOf(card, h, vendors));
        }
        if (OffSiteAddress.isOffSite(node) || !LocalAddress.isUnicastHost(node)) {
            return null;
        }
        String card = cardOf(h, bindings);
        return new HostFact(node, card, h.effectiveType(), card == null ? null : vendorOf(card, h, vendors));
    }

    /**
     * The card of an address: one that claimed it (ARP, DHCP, NDP) before one merely seen sending from it;
     * among equals the host table's own choice, which for equal evidence is the earliest frame's, else the
     * lowest MAC so that reruns agree.
     */
    private static String cardOf(HostProfile h, List<Binding> bindings) {
        String own = h.mac() == null ? null : h.mac().toLowerCase(Locale.ROOT);
        return bindings.stream()
                .min(Comparator.comparing((Binding b) -> !claimed(b))
                        .thenComparing(b -> !b.mac().equals(own))
                        .thenComparing(Binding::mac))
                .map(Binding::mac)
                .orElse(null);
    }

    private static boolean claimed(Binding b) {
        return b.evidence().contains(BindingEvidence.ARP) || b.evidence().contains(BindingEvidence.DHCP)
                || b.evidence().contains(BindingEvidence.NDP);
    }

    private static String vendorOf(String card, HostProfile h, Function<String, String> vendors) {
        boolean own = h.mac() != null && card.equals(h.mac().toLowerCase(Locale.ROOT));
        return own && h.vendor() != null ? h.vendor() : vendors.apply(card);
    }

    /**
     * Whether intrusion detection ran for the capture: asked for, and finished. Otherwise the capture has no
     * alert list at all, and comparing with it would make every alert of the next snapshot look new.
     */
    static boolean idsRan(Capture capture) {
        ToolOutcome suricata = capture.tools() == null ? null : capture.tools().get(Tool.SURICATA.label());
        return capture.options().enableIds() && suricata != null
                && suricata.status() == ToolOutcome.Status.COMPLETED;
    }
}
