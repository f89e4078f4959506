package io.pcaplens.domain.tracer;

import io.pcaplens.domain.packet.IpLiteral;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The star graph around the traced host (spec 10.6 item 2, spec 3, api.md peers): at most
 * {@value #MAX_PEERS} peers, the traced peer always among them, the others the host's busiest peers; each
 * marked responded when it sent at least one packet back to the host, with the counts of responded and silent
 * peers for the legend.
 *
 * <p>Several conversations with one peer (a port scan, parallel connections) make one peer: their packets
 * add up and the graph jumps to the busiest of them; the traced peer jumps to the traced conversation.
 * The traced peer comes first, then the others by packet count, ties by address, so the ring is the same on
 * every request.
 *
 * @param host the traced host: the traced conversation's srcIp
 */
public record PeerRing(String host, List<Peer> peers, int respondedCount, int silentCount) {

    /** Spec section 8, "Peers in tracer star graph": up to 12 around the host. */
    public static final int MAX_PEERS = 12;

    public PeerRing {
        peers = List.copyOf(peers);
    }

    /**
     * @param host   the traced host
     * @param traced the traced conversation's traffic with its peer
     * @param others the host's other conversations; an entry of the traced conversation itself is ignored
     */
    public static PeerRing around(String host, PeerTraffic traced, Collection<PeerTraffic> others) {
        Objects.requireNonNull(host, "host");
        Map<String, Tally> byPeer = new LinkedHashMap<>();
        Tally tracedTally = new Tally(traced);
        byPeer.put(traced.ip(), tracedTally);
        for (PeerTraffic other : others) {
            if (other.conversationId() == traced.conversationId()) {
                continue;
            }
            Tally tally = byPeer.get(other.ip());
            if (tally == null) {
                byPeer.put(other.ip(), new Tally(other));
            } else {
                tally.add(other, tally != tracedTally);
            }
        }
        List<Tally> rest = new ArrayList<>(byPeer.values());
        rest.remove(tracedTally);
        rest.sort(Comparator.comparingLong(Tally::packets).reversed().thenComparing(t -> t.ip, PeerRing::byAddress));
        List<Peer> chosen = new ArrayList<>(MAX_PEERS);
        chosen.add(tracedTally.peer(true));
        for (Tally t : rest.subList(0, Math.min(rest.size(), MAX_PEERS - 1))) {
            chosen.add(t.peer(false));
        }
        int responded = (int) chosen.stream().filter(Peer::responded).count();
        return new PeerRing(host, chosen, responded, chosen.size() - responded);
    }

    /** Addresses by value (10.0.0.9 before 10.0.0.10), IPv4 before IPv6; anything else by its text. */
    private static int byAddress(String a, String b) {
        byte[] x = IpLiteral.parse(a);
        byte[] y = IpLiteral.parse(b);
        if (x != null && y != null) {
            int c = x.length != y.length ? Integer.compare(x.length, y.length) : Arrays.compareUnsigned(x, y);
            if (c != 0) {
                return c;
            }
        } else if (x != null || y != null) {
            return x != null ? -1 : 1;
        }
        return a.compareTo(b);
    }

    /** One peer's traffic summed over its conversations. */
    private static final class Tally {
        private final String ip;
        private long fromHost;
        private long toHost;
        private long conversationId;
        private long busiest;

        Tally(PeerTraffic first) {
            ip = first.ip();
            fromHost = first.packetsFromHost();
            toHost = first.packetsToHost();
            conversationId = first.conversationId();
            busiest = first.packetCount();
        }

        void add(PeerTraffic more, boolean mayMoveJump) {
            fromHost += more.packetsFromHost();
            toHost += more.packetsToHost();
            boolean busier = more.packetCount() > busiest
                    || more.packetCount() == busiest && more.conversationId() < conversationId;
            if (mayMoveJump && busier) {
                busiest = more.packetCount();
                conversationId = more.conversationId();
            }
        }

        long packets() {
            return fromHost + toHost;
        }

        Peer peer(boolean traced) {
            return new Peer(ip, toHost > 0, traced, packets(), conversationId);
        }
    }
}
