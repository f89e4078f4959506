package io.pcaplens.dissector;

import java.nio.ByteBuffer;

/**
 * Finds the TCP or UDP payload inside a frame's bytes by walking its headers, as tshark's {@code tcp.payload}
 * and {@code udp.payload} give it: the link layer (Ethernet with VLAN tags, MPLS and PPPoE, Linux cooked
 * captures, raw IP, BSD loopback, 802.11 with radiotap), then IPv4 or IPv6 with their extension headers and
 * the tunnels that carry IP in IP (IP-in-IP, 6in4, GRE) and the datagrams ICMP errors quote, down to the
 * innermost transport header. The IP
 * length bounds the payload, so Ethernet padding is never part of it. A fragment after the first carries no
 * transport header and so no payload; neither does any frame whose headers are cut short.
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
    /** Tunnels nest rarely more than twice; a crafted frame must not make the walk endless. */
    private static final int MAX_DEPTH = 8;

    /** The transport protocol (6 or 17) whose payload the walk found; -1 while none. */
    private int protocol = -1;

    private TransportPayload() {
    }

    /** The payload the walk found in a frame and its transport protocol: 6 (TCP), 17 (UDP), -1 (none). */
    record Located(int protocol, ByteBuffer payload) {
    }

    /**
     * Narrows the buffer (its position and limit, the frame's bytes) to the transport payload: empty when the
     * frame carries none.
     */
    static ByteBuffer locate(ByteBuffer frame, int linkType) {
        return find(frame, linkType).payload();
    }

    /**
     * The outermost TCP or UDP header's payload (IP tunnels are walked through; a tunnel carried in UDP is not),
     * the buffer narrowed to it.
     */
    static Located find(ByteBuffer frame, int linkType) {
        TransportPayload walk = new TransportPayload();
        ByteBuffer payload = walk.narrow(frame, linkType);
        return new Located(walk.protocol, payload);
    }

    private ByteBuffer narrow(ByteBuffer frame, int linkType) {
        int start = frame.position();
        int end = frame.limit();
        int payload = -1;
        try {
            payload = switch (linkType) {
                case ETHERNET -> ethernet(frame, start, end, 0);
                case RAW, RAW_BSD, RAW_OPENBSD, IPV4, IPV6 -> ip(frame, start, end, 0);
                case NULL_LOOPBACK, LOOP -> ip(frame, start + 4, end, 0);
                case LINUX_SLL -> byEtherType(frame, u16(frame, start + 14), start + 16, end, 0);
                case LINUX_SLL2 -> byEtherType(frame, u16(frame, start), start + 20, end, 0);
                // the radiotap header's length is little-endian whatever the file's byte order
                case RADIOTAP -> wifi(frame, start + ((frame.get(start + 2) & 0xff) | (frame.get(start + 3) & 0xff) << 8),
                        end);
                case IEEE_802_11 -> wifi(frame, start, end);
                default -> -1;
            };
        } catch (IndexOutOfBoundsException cutShort) {
            payload = -1;
        }
        if (payload < 0) {
            return frame.limit(start).position(start);
        }
        // the limit was set to the IP length's end while walking
        return frame.position(Math.min(payload, frame.limit()));
    }

    private int ethernet(ByteBuffer b, int at, int end, int depth) {
        return byEtherType(b, u16(b, at + 12), at + 14, end, depth);
    }

    private int byEtherType(ByteBuffer b, int type, int at, int end, int depth) {
        if (depth > MAX_DEPTH) {
            return -1;
        }
        return switch (type) {
            case 0x0800, 0x86DD -> ip(b, at, end, depth + 1);
            case 0x8100, 0x88A8, 0x9100 -> byEtherType(b, u16(b, at + 2), at + 4, end, depth + 1);
            case 0x8847, 0x8848 -> mpls(b, at, end, depth + 1);
            case 0x8864 -> switch (u16(b, at + 6)) {
                case 0x0021, 0x0057 -> ip(b, at + 8, end, depth + 1);
                default -> -1;
            };
            case 0x6558 -> ethernet(b, at, end, depth + 1);
            default -> -1;
        };
    }

    private int mpls(ByteBuffer b, int at, int end, int depth) {
        int p = at;
        while ((b.get(p + 2) & 0x01) == 0) {
            p += 4;
        }
        return ip(b, p + 4, end, depth);
    }

    /** An 802.11 data frame with an LLC/SNAP header; management, control and protected frames have no payload. */
    private int wifi(ByteBuffer b, int at, int end) {
        int fc = b.get(at) & 0xff;
        int flags = b.get(at + 1) & 0xff;
        if ((fc >> 2 & 0x3) != 2 || (flags & 0x40) != 0) {
            return -1;
        }
        int header = 24 + ((flags & 0x03) == 0x03 ? 6 : 0) + ((fc >> 4 & 0x8) != 0 ? 2 : 0);
        int llc = at + header;
        if ((b.get(llc) & 0xff) != 0xAA || (b.get(llc + 1) & 0xff) != 0xAA) {
            return -1;
        }
        return byEtherType(b, u16(b, llc + 6), llc + 8, end, 1);
    }

    private int ip(ByteBuffer b, int at, int end, int depth) {
        if (depth > MAX_DEPTH || at >= end) {
            return -1;
        }
        int version = (b.get(at) & 0xff) >> 4;
        return version == 4 ? ipv4(b, at, end, depth) : version == 6 ? ipv6(b, at, end, depth) : -1;
    }

    private int ipv4(ByteBuffer b, int at, int end, int depth) {
        int headerLength = (b.get(at) & 0x0f) * 4;
        int total = u16(b, at + 2);
        // a zero length is what segmentation offload leaves in a capture: the frame's end bounds it then
        int ipEnd = total == 0 ? end : Math.min(end, at + total);
        if ((u16(b, at + 6) & 0x1fff) != 0) {
            return -1;
        }
        return transport(b, b.get(at + 9) & 0xff, at + headerLength, ipEnd, depth);
    }

    private int ipv6(ByteBuffer b, int at, int end, int depth) {
        int ipEnd = Math.min(end, at + 40 + u16(b, at + 4));
        int next = b.get(at + 6) & 0xff;
        int p = at + 40;
        while (next == 0 || next == 43 || next == 60 || next == 44) {
            if (next == 44) {
                if ((u16(b, p + 2) & 0xfff8) != 0) {
                    return -1;
                }
                next = b.get(p) & 0xff;
                p += 8;
            } else {
                next = b.get(p) & 0xff;
                p += ((b.get(p + 1) & 0xff) + 1) * 8;
            }
        }
        return transport(b, next, p, ipEnd, depth);
    }

    private int transport(ByteBuffer b, int next, int at, int ipEnd, int depth) {
        return switch (next) {
            case 6 -> payloadFrom(b, 6, at + ((b.get(at + 12) & 0xff) >> 4) * 4, ipEnd);
            case 17 -> payloadFrom(b, 17, at + 8, ipEnd);
            case 4, 41 -> ip(b, at, ipEnd, depth + 1);
            case 47 -> gre(b, at, ipEnd, depth + 1);
            // an ICMP error quotes the datagram it is about, whose payload tshark dissects too
            case 1 -> switch (b.get(at) & 0xff) {
                case 3, 4, 5, 11, 12 -> ip(b, at + 8, ipEnd, depth + 1);
                default -> -1;
            };
            case 58 -> (b.get(at) & 0xff) >= 1 && (b.get(at) & 0xff) <= 4 ? ip(b, at + 8, ipEnd, depth + 1) : -1;
            default -> -1;
        };
    }

    private int gre(ByteBuffer b, int at, int end, int depth) {
        int flags = u16(b, at);
        if ((flags & 0x0007) != 0) {
            return -1;
        }
        int header = 4 + ((flags & 0x8000) != 0 ? 4 : 0) + ((flags & 0x2000) != 0 ? 4 : 0)
                + ((flags & 0x1000) != 0 ? 4 : 0);
        return byEtherType(b, u16(b, at + 2), at + header, end, depth);
    }

    private int payloadFrom(ByteBuffer b, int transport, int payload, int ipEnd) {
        if (payload > ipEnd) {
            return -1;
        }
        protocol = transport;
        b.limit(ipEnd);
        return payload;
    }

    private static int u16(ByteBuffer b, int at) {
        return (b.get(at) & 0xff) << 8 | (b.get(at + 1) & 0xff);
    }
}
