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
 * The star graph around the traced host (spec 10.6 item 2, spec 3, api.md peers): at most {@value #MAX_PEERS}
 * nodes, the traced peer always among them, each marked responded when it sent at least one packet back to the
 * host. The legend's counts are of every peer the host has, shown or not: the ring is about who answered, so
 * the silent peers keep their share of the slots instead of being pushed out by busier peers that answered.
 *
 * <p>The nodes are the host's peer addresses; a host with a single peer (a port scan of one target) gets a
 * ring of that peer's ports instead, answered or not. A host is never its own peer (a gratuitous ARP names the
 * sender as its own target).
 *
 * <p>Several conversations with one node (parallel connections, one port's TCP and HTTP rows) make one node:
 * their packets add up and the graph jumps to the busiest of them; the traced node jumps to the traced
 * conversation. The traced node comes first, then the others by packet count, ties by address and port, so
 * the ring is the same on every request.
 *
 * @param host        the traced host: the traced conversation's srcIp
 * @param peerCount   the host's peers (or, for {@link Kind#PORTS}, the peer's ports), shown or not
 * @param unavailable why there is no ring (the row names no addresses); null when there is one
 */
public record PeerRing(String host, List<Peer> peers, int respondedCount, int silentCount, int peerCount,
                       Kind kind, String unavailable) {

    /** Spec section 8, "Peers in tracer star graph": up to 12 around the host. */
    public static final int MAX_PEERS = 12;

    /** What the ring's nodes are. */
    public enum Kind {
        /** The host's peer addresses. */
        PEERS,
        /** The ports of the host's only peer. */
        PORTS
    }

    public PeerRing {
        peers = List.copyOf(peers);
        Objects.requireNonNull(kind, "kind");
    }

    /** No ring: the traced row names no host or no peer. */
    public static PeerRing none(String host, String why) {
        return new PeerRing(host, List.of(), 0, 0, 0, Kind.PEERS, Objects.requireNonNull(why, "why"));
    }

    /**
     * @param host   the traced host
     * @param traced the traced conversation's traffic with its peer; null when the conversation has no peer
     *               other than the host itself
     * @param others the host's other conversations; an entry of the traced conversation itself is ignored
     */
    public static PeerRing around(String host, PeerTraffic traced, Collection<PeerTraffic> others) {
        return build(Kind.PEERS, host, traced, others);
    }

    /**
     * The ring of one peer's ports, for a host with no other peer.
     *
     * @param traced the traced conversation's traffic with the port it reached
     * @param others the host's traffic with the peer's other ports (entries with a port)
     */
    public static PeerRing ofPorts(String host, PeerTraffic traced, Collection<PeerTraffic> others) {
        return build(Kind.PORTS, host, traced, others);
    }

    private static PeerRing build(Kind kind, String host, PeerTraffic traced, Collection<PeerTraffic> others) {
        Objects.requireNonNull(host, "host");
        Map<Node, Tally> byNode = tallies(kind, host, traced, others);
        Tally tracedTally = traced == null ? null : byNode.get(Node.of(kind, traced));
        List<Tally> rest = new ArrayList<>(byNode.values());
        rest.remove(tracedTally);
        List<Peer> chosen = new ArrayList<>(MAX_PEERS);
        if (tracedTally != null) {
            chosen.add(tracedTally.peer(kind, true));
        }
        for (Tally t : shared(rest, MAX_PEERS - chosen.size())) {
            chosen.add(t.peer(kind, false));
        }
        int responded = (int) byNode.values().stream().filter(Tally::responded).count();
        return new PeerRing(host, chosen, responded, byNode.size() - responded, byNode.size(), kind, null);
    }

    private static Map<Node, Tally> tallies(Kind kind, String host, PeerTraffic traced,
                                            Collection<PeerTraffic> others) {
        Map<Node, Tally> byNode = new LinkedHashMap<>();
        Tally tracedTally = null;
        if (traced != null && !IpLiteral.same(traced.ip(), host)) {
            tracedTally = new Tally(traced);
            byNode.put(Node.of(kind, traced), tracedTally);
        }
        for (PeerTraffic other : others) {
            if ((traced != null && other.conversationId() == traced.conversationId()) || IpLiteral.same(other.ip(), host)) {
                continue;
            }
            Tally tally = byNode.get(Node.of(kind, other));
            if (tally == null) {
                byNode.put(Node.of(kind, other), new Tally(other));
            } else {
                tally.add(other, tally != tracedTally);
            }
        }
        return byNode;
    }

    /**
     * The nodes for {@code free} slots: answered and silent ones each get up to half of them, a side with fewer
     * leaves the rest to the other; each side by packets, the busiest first. Then the whole choice by packets.
     */
    private static List<Tally> shared(List<Tally> rest, int free) {
        Comparator<Tally> busiestFirst = Comparator.comparingLong(Tally::packets).reversed()
                .thenComparing(t -> t.ip, PeerRing::byAddress)
                .thenComparing(t -> t.port == null ? -1 : t.port);
        List<Tally> answered = rest.stream().filter(Tally::responded).sorted(busiestFirst).toList();
        List<Tally> silent = rest.stream().filter(t -> !t.responded()).sorted(busiestFirst).toList();
        int silentSlots = Math.min(silent.size(), Math.max(free / 2, free - answered.size()));
        int answeredSlots = Math.min(answered.size(), free - silentSlots);
        List<Tally> chosen = new ArrayList<>(answered.subList(0, answeredSlots));
        chosen.addAll(silent.subList(0, silentSlots));
        chosen.sort(busiestFirst);
        return chosen;
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

    /** A node of the ring: an address, or an address and port in a ring of ports. */
    private record Node(String ip, Integer port) {
        static Node of(Kind kind, PeerTraffic t) {
            String ip = IpLiteral.canonical(t.ip());
            return new Node(ip, kind == Kind.PORTS ? t.port() : null);
        }
    }

    /** One node's traffic summed over its conversations. */
    private static final class Tally {
        private final String ip;
        private final Integer port;
        private long fromHost;
        private long toHost;
        private long conversationId;
        private long busiest;

        Tally(PeerTraffic first) {
            ip = first.ip();
            port = first.port();
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

        boolean responded() {
            return toHost > 0;
        }

        Peer peer(Kind kind, boolean traced) {
            return new Peer(ip, responded(), traced, packets(), conversationId, kind == Kind.PORTS ? port : null);
        }
    }
}
