package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.flow.FlowKey;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Client fingerprints (JA3) seen in one connection only in the whole capture, at a destination many connections
 * with other fingerprints went to: a client unlike the destination's usual ones. Connections are counted as
 * transport flows, since the rows of one connection (its TCP handshake, its TLS records) share its fingerprint;
 * each count stops where it can no longer change the answer, so memory stays bounded by the distinct
 * fingerprints and destinations.
 */
final class RareFingerprints {

    private final int minOthers;
    /** The flows of each JA3 in the capture, up to two: "once" or "more". */
    private final Map<String, Set<FlowKey>> capture = new LinkedHashMap<>();
    private final Map<Destination, Map<String, Clients>> destinations = new LinkedHashMap<>();

    RareFingerprints(int minOthers) {
        this.minOthers = minOthers;
    }

    /** Its TLS server name when the client gave one, else its address; and its port. */
    record Destination(String name, String address, Integer port) {
    }

    /** The flows of one JA3 at one destination, up to what the threshold needs; the rows while it is one flow. */
    private final class Clients {
        final Set<FlowKey> flows = new HashSet<>();
        Evidence evidence = new Evidence();

        void add(FlowKey flow, ConversationRow row) {
            if (flows.size() < Math.max(2, minOthers) || flows.contains(flow)) {
                flows.add(flow);
            }
            if (flows.size() > 1) {
                evidence = null;
            } else {
                evidence.add(row);
            }
        }
    }

    void accept(ConversationRow row, String ja3, String serverName) {
        FlowKey flow = row.identity().flowKey();
        Set<FlowKey> seen = capture.computeIfAbsent(ja3, k -> new HashSet<>());
        if (seen.size() < 2) {
            seen.add(flow);
        }
        String address = row.identity().dstIp();
        Destination d = new Destination(serverName == null ? address : serverName, address,
                row.identity().dstPort());
        destinations.computeIfAbsent(d, k -> new LinkedHashMap<>()).computeIfAbsent(ja3, k -> new Clients())
                .add(flow, row);
    }

    /** Each fingerprint seen once, with its destination, the connections of others there and its rows. */
    void forEachRare(Found found) {
        destinations.forEach((d, byJa3) -> {
            long all = byJa3.values().stream().mapToLong(c -> c.flows.size()).sum();
            byJa3.forEach((ja3, c) -> {
                long others = all - c.flows.size();
                if (capture.get(ja3).size() == 1 && c.evidence != null && others >= minOthers) {
                    found.rare(ja3, d, others, c.evidence);
                }
            });
        });
    }

    interface Found {
        void rare(String ja3, Destination destination, long others, Evidence evidence);
    }
}
