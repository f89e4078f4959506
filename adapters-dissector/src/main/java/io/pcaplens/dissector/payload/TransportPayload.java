package io.pcaplens.dissector.payload;

import java.nio.ByteBuffer;

/**
 * Finds the TCP and UDP payloads inside a frame's bytes by walking its headers, as tshark's {@code tcp.payload}
 * and {@code udp.payload} give them: the link layer (Ethernet with VLAN tags, MPLS and PPPoE, Linux cooked
 * captures, raw IP, BSD loopback, 802.11 with radiotap), then IPv4 or IPv6 with their extension headers, the
 * tunnels that carry IP in IP (IP-in-IP, 6in4, GRE with ERSPAN), the tunnels carried in UDP on their registered
 * ports (VXLAN, Geneve, GTP-U), and the datagrams ICMP errors quote. The IP length bounds a payload, so
 * Ethernet padding is never part of it. A fragment after the first carries no transport header and so no
 * payload (the walk notes its protocol, for a datagram reassembled elsewhere); neither does any frame whose
 * headers are cut short.
 */
final class TransportPayload {

    static final int ETHERNET = 1;
    private static final int NULL_LOOPBACK = 0;
    private static final int RAW = 101;
    private static final int RAW_OPENBSD = 14;
    private static final int RAW_BSD = 12;
    private static final int IEEE_802_11 = 105;
    private static final int LOOP = 108;
    private static final int LINUX_SLL = 113;
    private static final int RADIOTAP = 127;
    private static final int IPV4 = 228;
    private static final int IPV6 = 229;
    private static final int LINUX_SLL2 = 276;
    private static final int TCP = 6;
    private static final int UDP = 17;
    private static final int VXLAN_PORT = 4789;
    private static final int GENEVE_PORT = 6081;
    private static final int GTP_U_PORT = 2152;
    /** Tunnels nest rarely more than twice; a crafted frame must not make the walk endless. */
    private static final int MAX_DEPTH = 8;

    /** The first transport met, outermost: its protocol and payload bounds; -1 while none. */
    private int protocol = -1;
    private int from = -1;
    private int to = -1;
    /** The outermost TCP and UDP payloads' bounds; -1 while none. */
    private int tcpFrom = -1;
    private int tcpTo = -1;
    private int udpFrom = -1;
    private int udpTo = -1;
    /** The protocol a fragment after the first carries (its datagram's, once reassembled); -1 while none. */
    private int fragmentOf = -1;
    /** The outermost IP fragment's bytes (first or later) and where they sit in their datagram; -1 while none. */
    private int fragmentFrom = -1;
    private int fragmentTo = -1;
    private int fragmentOffset = -1;

    private TransportPayload() {
    }

    /**
     * What the walk found in a frame: the outermost transport's protocol (6, 17, or -1) and payload, and the
     * outermost TCP and UDP payloads apart (null where the frame has none), each a view of the frame's bytes.
     *
     * @param fragmentOf     the IP protocol a fragment after the first was carrying, -1 when the walk met none
     * @param fragment       the bytes the outermost IP fragment (first or later) carries of its datagram, null
     *                       when the walk met no fragment
     * @param fragmentOffset where in its datagram that fragment's bytes go; -1 without one
     */
    record Located(int protocol, ByteBuffer payload, ByteBuffer tcp, ByteBuffer udp, int fragmentOf,
                   ByteBuffer fragment, int fragmentOffset) {

        static final Located NONE = new Located(-1, ByteBuffer.allocate(0), null, null, -1, null, -1);
    }

    /**
     * Narrows the buffer (its position and limit, the frame's bytes) to the outermost transport payload: empty
     * when the frame carries none.
     */
    static ByteBuffer locate(ByteBuffer frame, int linkType) {
        return find(frame, linkType).payload();
    }

    /** The frame's payloads; the frame's buffer is narrowed to the outermost one, as {@link #locate} does. */
    static Located find(ByteBuffer frame, int linkType) {
        TransportPayload walk = new TransportPayload();
        int start = frame.position();
        int end = frame.limit();
        walk.link(frame, linkType, start, end);
        return walk.located(frame, start);
    }

    /**
     * The payloads of a transport segment on its own (a datagram tshark reassembled from fragments): the walk
     * starts at its transport header.
     */
    static Located segment(ByteBuffer segment, int transport) {
        TransportPayload walk = new TransportPayload();
        int start = segment.position();
        try {
            walk.transport(segment, transport, start, segment.limit(), 1);
        } catch (IndexOutOfBoundsException cutShort) {
            walk.protocol = -1;
        }
        return walk.located(segment, start);
    }

    private Located located(ByteBuffer frame, int start) {
        ByteBuffer tcp = tcpFrom < 0 ? null : frame.duplicate().limit(tcpTo).position(tcpFrom);
        ByteBuffer udp = udpFrom < 0 ? null : frame.duplicate().limit(udpTo).position(udpFrom);
        ByteBuffer fragment = fragmentFrom < 0 ? null
                : frame.duplicate().limit(fragmentTo).position(fragmentFrom);
        if (protocol < 0) {
            return new Located(-1, frame.limit(start).position(start), null, null, fragmentOf, fragment,
                    fragmentOffset);
        }
        return new Located(protocol, frame.limit(to).position(from), tcp, udp, fragmentOf, fragment, fragmentOffset);
    }

    private void link(ByteBuffer frame, int linkType, int start, int end) {
        try {
            switch (linkType) {
                case ETHERNET -> ethernet(frame, start, end, 0);
                case RAW, RAW_BSD, RAW_OPENBSD, IPV4, IPV6 -> ip(frame, start, end, 0);
                case NULL_LOOPBACK, LOOP -> ip(frame, start + 4, end, 0);
                case LINUX_SLL -> byEtherType(frame, u16(frame, start + 14), start + 16, end, 0);
                case LINUX_SLL2 -> byEtherType(frame, u16(frame, start), start + 20, end, 0);
                // the radiotap header's length is little-endian whatever the file's byte order
                case RADIOTAP -> wifi(frame, start + ((frame.get(start + 2) & 0xff) | (frame.get(start + 3) & 0xff) << 8),
                        end);
                case IEEE_802_11 -> wifi(frame, start, end);
                default -> {
                }
            }
        } catch (IndexOutOfBoundsException cutShort) {
            // headers cut short: what the walk found before the cut stands, as tshark keeps the layers it read
        }
    }

    private void ethernet(ByteBuffer b, int at, int end, int depth) {
        byEtherType(b, u16(b, at + 12), at + 14, end, depth);
    }

    private void byEtherType(ByteBuffer b, int type, int at, int end, int depth) {
        if (depth > MAX_DEPTH) {
            return;
        }
        switch (type) {
            case 0x0800, 0x86DD -> ip(b, at, end, depth + 1);
            case 0x8100, 0x88A8, 0x9100 -> byEtherType(b, u16(b, at + 2), at + 4, end, depth + 1);
            case 0x8847, 0x8848 -> mpls(b, at, end, depth + 1);
            case 0x8864 -> {
                int ppp = u16(b, at + 6);
                if (ppp == 0x0021 || ppp == 0x0057) {
                    ip(b, at + 8, end, depth + 1);
                }
            }
            case 0x6558 -> ethernet(b, at, end, depth + 1);
            default -> {
            }
        }
    }

    private void mpls(ByteBuffer b, int at, int end, int depth) {
        int p = at;
        while ((b.get(p + 2) & 0x01) == 0) {
            p += 4;
        }
        ip(b, p + 4, end, depth);
    }

    /** An 802.11 data frame with an LLC/SNAP header; management, control and protected frames have no payload. */
    private void wifi(ByteBuffer b, int at, int end) {
        int fc = b.get(at) & 0xff;
        int flags = b.get(at + 1) & 0xff;
        if ((fc >> 2 & 0x3) != 2 || (flags & 0x40) != 0) {
            return;
        }
        int header = 24 + ((flags & 0x03) == 0x03 ? 6 : 0) + ((fc >> 4 & 0x8) != 0 ? 2 : 0);
        int llc = at + header;
        if ((b.get(llc) & 0xff) != 0xAA || (b.get(llc + 1) & 0xff) != 0xAA) {
            return;
        }
        byEtherType(b, u16(b, llc + 6), llc + 8, end, 1);
    }

    private void ip(ByteBuffer b, int at, int end, int depth) {
        if (depth > MAX_DEPTH || at >= end) {
            return;
        }
        int version = (b.get(at) & 0xff) >> 4;
        if (version == 4) {
            ipv4(b, at, end, depth);
        } else if (version == 6) {
            ipv6(b, at, end, depth);
        }
    }

    private void ipv4(ByteBuffer b, int at, int end, int depth) {
        int headerLength = (b.get(at) & 0x0f) * 4;
        int total = u16(b, at + 2);
        // a zero length is what segmentation offload leaves in a capture: the frame's end bounds it then
        int ipEnd = total == 0 ? end : Math.min(end, at + total);
        int next = b.get(at + 9) & 0xff;
        int fragmentField = u16(b, at + 6);
        if ((fragmentField & 0x3fff) != 0) {
            fragment(at + headerLength, ipEnd, (fragmentField & 0x1fff) * 8);
        }
        if ((fragmentField & 0x1fff) != 0) {
            fragmentOf = next;
            return;
        }
        transport(b, next, at + headerLength, ipEnd, depth);
    }

    private void ipv6(ByteBuffer b, int at, int end, int depth) {
        int ipEnd = Math.min(end, at + 40 + u16(b, at + 4));
        int next = b.get(at + 6) & 0xff;
        int p = at + 40;
        while (next == 0 || next == 43 || next == 60 || next == 44) {
            if (next == 44) {
                int offsetAndMore = u16(b, p + 2);
                if ((offsetAndMore & 0xfff9) != 0) {
                    fragment(p + 8, ipEnd, offsetAndMore & 0xfff8);
                }
                if ((offsetAndMore & 0xfff8) != 0) {
                    fragmentOf = b.get(p) & 0xff;
                    return;
                }
                next = b.get(p) & 0xff;
                p += 8;
            } else {
                next = b.get(p) & 0xff;
                p += ((b.get(p + 1) & 0xff) + 1) * 8;
            }
        }
        transport(b, next, p, ipEnd, depth);
    }

    private void transport(ByteBuffer b, int next, int at, int ipEnd, int depth) {
        switch (next) {
            case TCP -> payload(TCP, at + ((b.get(at + 12) & 0xff) >> 4) * 4, ipEnd);
            case UDP -> {
                if (payload(UDP, at + 8, ipEnd)) {
                    udpTunnel(b, u16(b, at), u16(b, at + 2), at + 8, ipEnd, depth + 1);
                }
            }
            case 4, 41 -> ip(b, at, ipEnd, depth + 1);
            case 47 -> gre(b, at, ipEnd, depth + 1);
            // an ICMP error quotes the datagram it is about, whose payload tshark dissects too
            case 1 -> {
                int type = b.get(at) & 0xff;
                if (type == 3 || type == 4 || type == 5 || type == 11 || type == 12) {
                    ip(b, at + 8, ipEnd, depth + 1);
                }
            }
            case 58 -> {
                int type = b.get(at) & 0xff;
                if (type >= 1 && type <= 4) {
                    ip(b, at + 8, ipEnd, depth + 1);
                }
            }
            default -> {
            }
        }
    }

    /** Notes the outermost IP fragment's bytes (more-fragments set, or an offset) and their offset. */
    private void fragment(int at, int ipEnd, int offset) {
        if (fragmentFrom < 0 && at <= ipEnd) {
            fragmentFrom = at;
            fragmentTo = ipEnd;
            fragmentOffset = offset;
        }
    }

    /** Notes a transport's payload; false when its header runs past its datagram. */
    private boolean payload(int transport, int payload, int ipEnd) {
        if (payload > ipEnd) {
            return false;
        }
        if (protocol < 0) {
            protocol = transport;
            from = payload;
            to = ipEnd;
        }
        if (transport == TCP && tcpFrom < 0) {
            tcpFrom = payload;
            tcpTo = ipEnd;
        } else if (transport == UDP && udpFrom < 0) {
            udpFrom = payload;
            udpTo = ipEnd;
        }
        return true;
    }

    /** The tunnels tshark decodes on their registered UDP ports, by either port as tshark does. */
    private void udpTunnel(ByteBuffer b, int srcPort, int dstPort, int at, int end, int depth) {
        if (depth > MAX_DEPTH) {
            return;
        }
        if (dstPort == VXLAN_PORT || srcPort == VXLAN_PORT) {
            ethernet(b, at + 8, end, depth);
        } else if (dstPort == GENEVE_PORT || srcPort == GENEVE_PORT) {
            int options = (b.get(at) & 0x3f) * 4;
            byEtherType(b, u16(b, at + 2), at + 8 + options, end, depth);
        } else if (dstPort == GTP_U_PORT || srcPort == GTP_U_PORT) {
            gtpU(b, at, end, depth);
        }
    }

    /** A GTP-U G-PDU (version 1) carries an IP packet after its header and extension headers. */
    private void gtpU(ByteBuffer b, int at, int end, int depth) {
        int flags = b.get(at) & 0xff;
        if (flags >> 5 != 1 || (flags & 0x10) == 0 || (b.get(at + 1) & 0xff) != 0xff) {
            return;
        }
        int p = at + 8;
        if ((flags & 0x07) != 0) {
            int nextExtension = b.get(p + 3) & 0xff;
            p += 4;
            while (nextExtension != 0 && (flags & 0x04) != 0) {
                int length = (b.get(p) & 0xff) * 4;
                if (length == 0) {
                    return;
                }
                nextExtension = b.get(p + length - 1) & 0xff;
                p += length;
            }
        }
        ip(b, p, end, depth);
    }

    private void gre(ByteBuffer b, int at, int end, int depth) {
        int flags = u16(b, at);
        if ((flags & 0x0007) != 0) {
            return;
        }
        boolean sequenced = (flags & 0x1000) != 0;
        int header = 4 + ((flags & 0x8000) != 0 ? 4 : 0) + ((flags & 0x2000) != 0 ? 4 : 0) + (sequenced ? 4 : 0);
        int type = u16(b, at + 2);
        if (type == 0x88BE) {
            // ERSPAN: type II (sequenced) has an 8-byte header before the mirrored frame, type I none
            ethernet(b, at + header + (sequenced ? 8 : 0), end, depth);
            return;
        }
        byEtherType(b, type, at + header, end, depth);
    }

    private static int u16(ByteBuffer b, int at) {
        return (b.get(at) & 0xff) << 8 | (b.get(at + 1) & 0xff);
    }
}
