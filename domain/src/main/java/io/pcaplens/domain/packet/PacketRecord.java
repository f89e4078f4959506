package io.pcaplens.domain.packet;

import java.util.List;
import java.util.Optional;

/**
 * One extracted packet, interpreted by the spec's rules (2.1, 2.4, 2.6): node identifiers, ports, the
 * 20-character protocol label, the per-packet dissector label and the kept payload sample.
 *
 * @param frameNumber 1-based position of the frame in the whole capture
 * @param srcMac      the sender's layer-2 address (Ethernet, else 802.11, else Linux cooked), "" when none
 * @param ttl         IPv4 TTL or IPv6 hop limit of the outermost IP header, -1 without IP
 * @param tcpFlags    the outermost TCP header's flags ({@link #SYN}, {@link #ACK} …), -1 without TCP
 * @param dstMac      the receiver's layer-2 address (Ethernet, else 802.11), "" when none: for routed traffic
 *                    the router's card, which is how the monitor finds a network's way out
 * @param claim       the address-to-card binding the frame states (ARP, DHCP ACK, neighbour advertisement),
 *                    null when it states none
 * @param layers      the protocols the dissectors were called for, outermost first, colon-separated
 *                    ({@code eth:ethertype:ip:tcp:tls}), then {@code _ws.malformed} when a dissector gave up
 *                    ({@link Malformed}): the frame's place in the protocol hierarchy; "" when unknown
 * @param flow        the header facts that name the packet's transport flow (Community ID), null without IP
 * @param names       the names the packet gave to its flow's peer (DNS, HTTP Host, SNI, certificate names)
 * @param logins      what the packet says of a login, never a password ({@link LoginSigns#NONE} when nothing)
 * @param dns         what the packet's DNS header says of answers and record types ({@link DnsSign#NONE} when nothing)
 * @param claims      the names and users the packet states for hosts ({@link HostClaims#NONE} when none)
 */
public record PacketRecord(
        long frameNumber,
        long timeNanos,
        int frameLength,
        Endpoints endpoints,
        String protocol,
        Transport transport,
        String info,
        Optional<String> dissectorLabel,
        Optional<PayloadSample> payload,
        List<String> userAgents,
        TlsHello tls,
        Long fileOffset,
        String srcMac,
        int ttl,
        int tcpFlags,
        String dstMac,
        AddressClaim claim,
        String layers,
        FlowTuple flow,
        List<SeenName> names,
        LoginSigns logins,
        DnsSign dns,
        HostClaims claims) {

    public static final int SYN = 0x02;
    public static final int ACK = 0x10;

    /** A packet whose flow tuple is not known and that names no peer. */
    public PacketRecord(long frameNumber, long timeNanos, int frameLength, Endpoints endpoints, String protocol,
                        Transport transport, String info, Optional<String> dissectorLabel,
                        Optional<PayloadSample> payload, List<String> userAgents, TlsHello tls, Long fileOffset,
                        String srcMac, int ttl, int tcpFlags, String dstMac, AddressClaim claim, String layers) {
        this(frameNumber, timeNanos, frameLength, endpoints, protocol, transport, info, dissectorLabel, payload,
                userAgents, tls, fileOffset, srcMac, ttl, tcpFlags, dstMac, claim, layers, null, List.of());
    }

    /** A packet that says nothing of a login. */
    public PacketRecord(long frameNumber, long timeNanos, int frameLength, Endpoints endpoints, String protocol,
                        Transport transport, String info, Optional<String> dissectorLabel,
                        Optional<PayloadSample> payload, List<String> userAgents, TlsHello tls, Long fileOffset,
                        String srcMac, int ttl, int tcpFlags, String dstMac, AddressClaim claim, String layers,
                        FlowTuple flow, List<SeenName> names) {
        this(frameNumber, timeNanos, frameLength, endpoints, protocol, transport, info, dissectorLabel, payload,
                userAgents, tls, fileOffset, srcMac, ttl, tcpFlags, dstMac, claim, layers, flow, names,
                LoginSigns.NONE);
    }

    /** A packet whose DNS header, if any, is not read. */
    public PacketRecord(long frameNumber, long timeNanos, int frameLength, Endpoints endpoints, String protocol,
                        Transport transport, String info, Optional<String> dissectorLabel,
                        Optional<PayloadSample> payload, List<String> userAgents, TlsHello tls, Long fileOffset,
                        String srcMac, int ttl, int tcpFlags, String dstMac, AddressClaim claim, String layers,
                        FlowTuple flow, List<SeenName> names, LoginSigns logins) {
        this(frameNumber, timeNanos, frameLength, endpoints, protocol, transport, info, dissectorLabel, payload,
                userAgents, tls, fileOffset, srcMac, ttl, tcpFlags, dstMac, claim, layers, flow, names, logins,
                DnsSign.NONE);
    }

    /** A packet that states no host's name or user. */
    public PacketRecord(long frameNumber, long timeNanos, int frameLength, Endpoints endpoints, String protocol,
                        Transport transport, String info, Optional<String> dissectorLabel,
                        Optional<PayloadSample> payload, List<String> userAgents, TlsHello tls, Long fileOffset,
                        String srcMac, int ttl, int tcpFlags, String dstMac, AddressClaim claim, String layers,
                        FlowTuple flow, List<SeenName> names, LoginSigns logins, DnsSign dns) {
        this(frameNumber, timeNanos, frameLength, endpoints, protocol, transport, info, dissectorLabel, payload,
                userAgents, tls, fileOffset, srcMac, ttl, tcpFlags, dstMac, claim, layers, flow, names, logins,
                dns, HostClaims.NONE);
    }

    public PacketRecord {
        logins = logins == null ? LoginSigns.NONE : logins;
        dns = dns == null ? DnsSign.NONE : dns;
        claims = claims == null ? HostClaims.NONE : claims;
    }

    /** A TCP SYN without ACK: the packet that opens a connection, sent by its client. */
    public boolean opensConnection() {
        return tcpFlags >= 0 && (tcpFlags & (SYN | ACK)) == SYN;
    }

    /** A TCP SYN with ACK: the server accepting a connection. */
    public boolean acceptsConnection() {
        return tcpFlags >= 0 && (tcpFlags & (SYN | ACK)) == (SYN | ACK);
    }

    /**
     * The same packet with the position of its record in the capture file, where the format allows reading
     * a frame directly (classic pcap): exporting a conversation then reads only its own frames.
     */
    public PacketRecord atFileOffset(long offset) {
        return new PacketRecord(frameNumber, timeNanos, frameLength, endpoints, protocol, transport, info,
                dissectorLabel, payload, userAgents, tls, offset, srcMac, ttl, tcpFlags, dstMac, claim, layers, flow,
                names, logins, dns, claims);
    }

    /**
     * What a TLS ClientHello/ServerHello in the packet says; null fields where the packet has none.
     *
     * @param clientHello what the packet's Client Hello offers, for its JA4 fingerprint; null without one
     */
    public record TlsHello(String serverName, String ja3, String ja3s, ClientHello clientHello) {
        static TlsHello of(PacketFields f) {
            String sni = PacketFields.first(f.tlsServerName());
            String ja3 = PacketFields.first(f.ja3());
            String ja3s = PacketFields.first(f.ja3s());
            ClientHello hello = ClientHello.of(f);
            return sni.isEmpty() && ja3.isEmpty() && ja3s.isEmpty() && hello == null ? null
                    : new TlsHello(sni.isEmpty() ? null : sni, ja3.isEmpty() ? null : ja3, ja3s.isEmpty() ? null : ja3s,
                    hello);
        }
    }

    /** The packet of a frame that carries its timestamp. */
    public static PacketRecord from(PacketFields f) {
        return from(f, CaptureTime.parseEpochNanos(f.timeEpoch()));
    }

    /** The packet of the next frame of a slice, timed by the slice's clock whether it carries a timestamp or not. */
    public static PacketRecord from(PacketFields f, FrameClock clock) {
        return from(f, clock.next(f.timeEpoch()));
    }

    private static PacketRecord from(PacketFields f, long timeNanos) {
        String payloadHex = PacketFields.first(f.tcpPayload()).isEmpty() ? f.udpPayload() : f.tcpPayload();
        Transport transport = Transport.of(f.frameProtocols());
        Endpoints endpoints = NodeIdentifier.of(f);
        return new PacketRecord(
                f.frameNumber(),
                timeNanos,
                parseLength(f.frameLen()),
                endpoints,
                ProtocolLabel.of(f.protocolColumn()),
                transport,
                f.info() == null ? "" : f.info(),
                DissectorLabel.of(f.frameProtocols(), Transport.ofPorts(f)),
                PayloadSample.fromHex(payloadHex, f.frameProtocols()),
                PacketFields.all(f.httpUserAgents()),
                TlsHello.of(f),
                null,
                sourceMac(f),
                hopLimit(f),
                flags(f.tcpFlags()),
                destinationMac(f),
                AddressClaim.of(f),
                Malformed.layers(f.frameProtocols(), f.info()),
                FlowTuple.of(f, transport),
                SeenName.of(f),
                LoginSigns.of(f),
                DnsSign.of(f),
                HostClaims.of(f, endpoints.srcNode()));
    }

    private static String sourceMac(PacketFields f) {
        String eth = PacketFields.first(f.ethSrc());
        if (!eth.isEmpty()) {
            return eth;
        }
        String wlan = PacketFields.first(f.wlanSa());
        return wlan.isEmpty() ? PacketFields.first(f.sllSrc()) : wlan;
    }

    private static String destinationMac(PacketFields f) {
        String eth = PacketFields.first(f.ethDst());
        return eth.isEmpty() ? PacketFields.first(f.wlanDa()) : eth;
    }

    private static int hopLimit(PacketFields f) {
        String v = PacketFields.first(f.ipTtl());
        if (v.isEmpty()) {
            v = PacketFields.first(f.ipv6HopLimit());
        }
        return parseSmall(v, 10);
    }

    /** tshark prints TCP flags as hex, "0x0012"; -1 when the packet has none. */
    private static int flags(String raw) {
        String v = PacketFields.first(raw);
        return v.startsWith("0x") ? parseSmall(v.substring(2), 16) : -1;
    }

    /** A non-negative number without allocating, -1 when absent or not a number. */
    private static int parseSmall(String v, int radix) {
        if (v.isEmpty() || v.length() > 8) {
            return -1;
        }
        int n = 0;
        for (int i = 0; i < v.length(); i++) {
            int d = Character.digit(v.charAt(i), radix);
            if (d < 0) {
                return -1;
            }
            n = n * radix + d;
        }
        return n;
    }

    private static int parseLength(String raw) {
        String v = PacketFields.first(raw);
        return v.isEmpty() ? 0 : Integer.parseInt(v);
    }
}
