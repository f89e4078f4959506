package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.flow.FlowKey;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Client fingerprints seen in one connection only in the whole capture, at a destination where another fingerprint
 * made many connections: a client unlike the destination's usual one. The fingerprint is the JA4 where the hello
 * was read (it sorts the extensions, which browsers shuffle from one connection to the next, so their JA3 changes
 * every time), else the JA3. Connections are counted as transport flows, since the rows of one connection (its TCP
 * handshake, its TLS records) share its fingerprint; each count stops where it can no longer change the answer, so
 * memory stays bounded by the distinct fingerprints and destinations.
 */
final class RareFingerprints {

    private final int minUsual;
    /** The flows of each fingerprint in the capture, up to two: "once" or "more". */
    private final Map<Fingerprint, Set<FlowKey>> capture = new LinkedHashMap<>();
    private final Map<Destination, Map<Fingerprint, Clients>> destinations = new LinkedHashMap<>();

    RareFingerprints(int minUsual) {
        this.minUsual = minUsual;
    }

    /** @param field the hunt field that holds it: {@code ja4} or {@code ja3} */
    record Fingerprint(String field, String value) {
    }

    /** Its TLS server name when the client gave one, else its address; and the server (without a client). */
    record Destination(String name, TlsServer server) {
    }

    /** The flows of one fingerprint at one destination, up to what the threshold needs; its rows while it is one. */
    private final class Clients {
        final Set<FlowKey> flows = new HashSet<>();
        TlsEvidence evidence = new TlsEvidence();

        void add(FlowKey flow, ConversationRow row, TlsServer server) {
            if (flows.size() < Math.max(2, minUsual) || flows.contains(flow)) {
                flows.add(flow);
            }
            if (flows.size() > 1) {
                evidence = null;
            } else {
                evidence.add(row, server);
            }
        }
    }

    void accept(ConversationRow row, Fingerprint fingerprint, String serverName, TlsServer server) {
        FlowKey flow = row.identity().flowKey();
        Set<FlowKey> seen = capture.computeIfAbsent(fingerprint, k -> new HashSet<>());
        if (seen.size() < 2) {
            seen.add(flow);
        }
        Destination d = new Destination(serverName == null ? server.address() : serverName,
                new TlsServer(server.address(), server.port(), null));
        destinations.computeIfAbsent(d, k -> new LinkedHashMap<>()).computeIfAbsent(fingerprint, k -> new Clients())
                .add(flow, row, server);
    }

    /** Each fingerprint seen once, with its destination, the connections of the usual one there and its rows. */
    void forEachRare(Found found) {
        destinations.forEach((d, byFingerprint) -> byFingerprint.forEach((fingerprint, c) -> {
            if (capture.get(fingerprint).size() != 1 || c.evidence == null) {
                return;
            }
            long usual = byFingerprint.entrySet().stream().filter(e -> !e.getKey().equals(fingerprint))
                    .mapToLong(e -> e.getValue().flows.size()).max().orElse(0);
            if (usual >= minUsual) {
                found.rare(fingerprint, d, usual, c.evidence);
            }
        }));
    }

    interface Found {
        void rare(Fingerprint fingerprint, Destination destination, long usual, TlsEvidence evidence);
    }
}
