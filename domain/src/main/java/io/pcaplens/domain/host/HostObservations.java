package io.pcaplens.domain.host;

import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.Transport;

import java.io.Serializable;
import java.util.HashSet;
import java.util.Set;
import java.util.TreeSet;

/**
 * What the packets showed about one host (one node identifier): the facts the device classifier reads. It
 * keeps counters and small sets, never packets, so its size does not grow with the traffic.
 *
 * <p>Like a conversation, it may be built per slice of a capture and merged; facts that depend on order keep
 * the frame they came from, so the merge gives what one pass would.
 */
public final class HostObservations implements Serializable {

    /** Peers beyond this many are counted as "many"; a scanner's victims need not all be remembered. */
    static final int MAX_PEERS = 4096;
    /** Service ports beyond this many add nothing to a verdict. */
    static final int MAX_PORTS = 64;
    /**
     * An ARP (or IPv6 neighbour discovery) sender speaks for itself: its MAC is certainly its own, closer than
     * any IP packet's TTL.
     */
    private static final int ARP_CLOSENESS = 256;
    /** Loopback captures carry an all-zero MAC, which belongs to no card. */
    private static final String NO_MAC = "00:00:00:00:00:00";

    private final String node;
    private long packetsSent;
    private int maxTtl = -1;
    private String mac;
    private int macCloseness = -1;
    private long macFrame = Long.MAX_VALUE;
    private long connectionsOpened;
    private long connectionsAccepted;
    // the small sets start empty and shared: most hosts never fill most of them
    private Set<Integer> acceptedPorts = Set.of();
    private Set<Integer> answeredPorts = Set.of();
    private Set<Integer> usedPorts = Set.of();
    private final Set<String> peers = new HashSet<>();
    private boolean manyPeers;
    private boolean dnsAnswers;
    private boolean dhcpOffers;
    private boolean httpResponses;
    private Set<String> gearProtocols = Set.of();
    private Set<Integer> windowsBuilds = Set.of();

    HostObservations(String node) {
        this.node = node;
    }

    /** Protocol labels only network equipment sends: routing, redundancy and switch discovery protocols. */
    private static final Set<String> GEAR_PROTOCOLS = Set.of("OSPF", "VRRP", "HSRP", "RIPV1", "RIPV2", "RIP", "BGP",
            "EIGRP", "CDP", "LLDP", "STP", "RSTP", "MSTP", "PIMV2", "LACP", "GLBP");

    /** This host sent the packet. */
    void sent(PacketRecord p) {
        packetsSent++;
        addPeer(p.endpoints().dstNode());
        // neighbour discovery is only valid with hop limit 255 (RFC 4861): it never crossed a router, as ARP
        boolean onLink = p.transport() == Transport.ARP || (p.transport() == Transport.ICMPV6 && p.ttl() == 255);
        int closeness = onLink ? ARP_CLOSENESS : p.ttl();
        // neighbour discovery always sends with hop limit 255, whatever the device; it says nothing
        if (p.transport() != Transport.ICMPV6) {
            maxTtl = Math.max(maxTtl, p.ttl());
        }
        if (!p.srcMac().isEmpty() && !p.srcMac().equals(NO_MAC) && (closeness > macCloseness
                || (closeness == macCloseness && p.frameNumber() < macFrame))) {
            mac = p.srcMac();
            macCloseness = closeness;
            macFrame = p.frameNumber();
        }
        Integer srcPort = p.endpoints().srcPort();
        Integer dstPort = p.endpoints().dstPort();
        if (p.opensConnection()) {
            connectionsOpened++;
        } else if (p.acceptsConnection() && srcPort != null) {
            connectionsAccepted++;
            if (acceptedPorts.size() < MAX_PORTS) {
                acceptedPorts = added(acceptedPorts, srcPort);
            }
        }
        // an ICMP error carries the ports of the packet it quotes, which are not its sender's
        boolean ownPorts = p.transport().hasPorts();
        if (ownPorts && srcPort != null && dstPort != null && !srcPort.equals(dstPort)) {
            boolean fromService = ServicePort.isKnown(srcPort);
            boolean toService = ServicePort.isKnown(dstPort);
            // a reply from a service port to a client's own port; 67 → 68 is DHCP's server → client
            if (fromService && !toService && answeredPorts.size() < MAX_PORTS) {
                answeredPorts = added(answeredPorts, srcPort);
            } else if (toService && !fromService && usedPorts.size() < MAX_PORTS) {
                usedPorts = added(usedPorts, dstPort);
            }
        }
        roles(p);
        int build = p.claims().windowsBuild();
        if (build > 0 && windowsBuilds.size() < MAX_PORTS) {
            windowsBuilds = added(windowsBuilds, build);
        }
    }

    /** The application roles the dissector's own labels show: answers, offers, responses. */
    private void roles(PacketRecord p) {
        String protocol = p.protocol();
        String info = p.info();
        switch (protocol) {
            case "DNS":
                dnsAnswers |= info.startsWith("Standard query response");
                break;
            case "DHCP":
                dhcpOffers |= info.startsWith("DHCP Offer") || info.startsWith("DHCP ACK");
                break;
            case "HTTP":
                httpResponses |= info.startsWith("HTTP/");
                break;
            default:
                if (GEAR_PROTOCOLS.contains(protocol) && gearProtocols.size() < MAX_PORTS) {
                    gearProtocols = added(gearProtocols, protocol);
                }
        }
    }

    /** This host received the packet. */
    void received(PacketRecord p) {
        addPeer(p.endpoints().srcNode());
    }

    private void addPeer(String peer) {
        if (peer == null || peer.isEmpty() || peer.equals(node)) {
            return;
        }
        if (peers.size() < MAX_PEERS) {
            peers.add(peer);
        } else if (!peers.contains(peer)) {
            manyPeers = true;
        }
    }

    /** Merges what another slice saw of the same host. */
    void absorb(HostObservations other) {
        packetsSent += other.packetsSent;
        maxTtl = Math.max(maxTtl, other.maxTtl);
        if (other.mac != null && (other.macCloseness > macCloseness
                || (other.macCloseness == macCloseness && other.macFrame < macFrame))) {
            mac = other.mac;
            macCloseness = other.macCloseness;
            macFrame = other.macFrame;
        }
        connectionsOpened += other.connectionsOpened;
        connectionsAccepted += other.connectionsAccepted;
        acceptedPorts = addBounded(acceptedPorts, other.acceptedPorts);
        answeredPorts = addBounded(answeredPorts, other.answeredPorts);
        usedPorts = addBounded(usedPorts, other.usedPorts);
        for (String peer : other.peers) {
            addPeer(peer);
        }
        manyPeers |= other.manyPeers;
        dnsAnswers |= other.dnsAnswers;
        dhcpOffers |= other.dhcpOffers;
        httpResponses |= other.httpResponses;
        gearProtocols = addBounded(gearProtocols, other.gearProtocols);
        windowsBuilds = addBounded(windowsBuilds, other.windowsBuilds);
    }

    private static <T> Set<T> addBounded(Set<T> into, Set<T> from) {
        for (T t : from) {
            if (into.size() >= MAX_PORTS) {
                break;
            }
            into = added(into, t);
        }
        return into;
    }

    /** The set with the value added, made a real (sorted) set on the first value; allocates nothing if present. */
    private static <T> Set<T> added(Set<T> set, T value) {
        if (set.contains(value)) {
            return set;
        }
        Set<T> real = set.isEmpty() ? new TreeSet<>() : set;
        real.add(value);
        return real;
    }

    public String node() {
        return node;
    }

    public long packetsSent() {
        return packetsSent;
    }

    /** The highest IP TTL (or IPv6 hop limit) the host's packets arrived with, -1 when none had one. */
    public int maxTtl() {
        return maxTtl;
    }

    /** The source MAC of the host's closest packet (ARP first, then the highest TTL), null when none had one. */
    public String mac() {
        return mac;
    }

    /**
     * Whether the MAC was the host's own for sure: the host is on the capture's own segment (it answered or
     * asked in ARP, or has an address that is not routed on the internet) and the MAC came from its ARP or
     * from IP packets that crossed no router. An internet address arrives with its router's MAC, even when
     * its TTL looks untouched (routers that rewrite the TTL, hosts that start from an unusual one).
     */
    public boolean macIsOwn() {
        return mac != null && (macCloseness == ARP_CLOSENESS
                || (!ExternalAddress.isExternal(node) && (Ttl.hops(macCloseness) == 0 || macCloseness < 0)));
    }

    public long connectionsOpened() {
        return connectionsOpened;
    }

    public long connectionsAccepted() {
        return connectionsAccepted;
    }

    /** TCP ports on which the host answered a SYN with a SYN/ACK. */
    public Set<Integer> acceptedPorts() {
        return acceptedPorts;
    }

    /** Well-known ports the host replied from to a client's port. */
    public Set<Integer> answeredPorts() {
        return answeredPorts;
    }

    /** Well-known ports of other hosts that this host sent requests to. */
    public Set<Integer> usedPorts() {
        return usedPorts;
    }

    public Set<String> peers() {
        return peers;
    }

    /** The number of distinct peers, {@link #MAX_PEERS} and more counted as one more than that. */
    public int peerCount() {
        return peers.size() + (manyPeers ? 1 : 0);
    }

    public boolean answersDns() {
        return dnsAnswers;
    }

    public boolean offersDhcp() {
        return dhcpOffers;
    }

    public boolean sendsHttpResponses() {
        return httpResponses;
    }

    /** Routing, redundancy and switch-discovery protocols the host sent. */
    public Set<String> gearProtocols() {
        return gearProtocols;
    }

    /** The Windows builds the host's NTLMSSP messages stated (SMB, HTTP, LDAP or RPC authentication), in order. */
    public Set<Integer> windowsBuilds() {
        return windowsBuilds;
    }
}
