package io.pcaplens.dissector.payload;

import java.nio.ByteBuffer;

import static io.pcaplens.dissector.payload.TransportPayload.MAX_DEPTH;
import static io.pcaplens.dissector.payload.TransportPayload.u16;

/**
 * The link layer of a frame, by the capture's link type: Ethernet with VLAN tags, MPLS and PPPoE, Linux cooked
 * captures, raw IP, BSD loopback, and 802.11 with radiotap, down to the IP datagram it carries.
 */
final class LinkHeaders {

    private static final int ETHERNET = 1;
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

    private LinkHeaders() {
    }

    /** Walks a frame of the link type from its first byte; a link type the walk does not know finds nothing. */
    static void link(ByteBuffer frame, int linkType, int start, int end, PayloadBounds found) {
        switch (linkType) {
            case ETHERNET -> ethernet(frame, start, end, 0, found);
            case RAW, RAW_BSD, RAW_OPENBSD, IPV4, IPV6 -> IpHeaders.ip(frame, start, end, 0, found);
            case NULL_LOOPBACK, LOOP -> IpHeaders.ip(frame, start + 4, end, 0, found);
            case LINUX_SLL -> byEtherType(frame, u16(frame, start + 14), start + 16, end, 0, found);
            case LINUX_SLL2 -> byEtherType(frame, u16(frame, start), start + 20, end, 0, found);
            // the radiotap header's length is little-endian whatever the file's byte order
            case RADIOTAP -> wifi(frame, start + ((frame.get(start + 2) & 0xff) | (frame.get(start + 3) & 0xff) << 8),
                    end, found);
            case IEEE_802_11 -> wifi(frame, start, end, found);
            default -> {
            }
        }
    }

    static void ethernet(ByteBuffer b, int at, int end, int depth, PayloadBounds found) {
        byEtherType(b, u16(b, at + 12), at + 14, end, depth, found);
    }

    static void byEtherType(ByteBuffer b, int type, int at, int end, int depth, PayloadBounds found) {
        if (depth > MAX_DEPTH) {
            return;
        }
        switch (type) {
            case 0x0800, 0x86DD -> IpHeaders.ip(b, at, end, depth + 1, found);
            case 0x8100, 0x88A8, 0x9100 -> byEtherType(b, u16(b, at + 2), at + 4, end, depth + 1, found);
            case 0x8847, 0x8848 -> mpls(b, at, end, depth + 1, found);
            case 0x8864 -> {
                int ppp = u16(b, at + 6);
                if (ppp == 0x0021 || ppp == 0x0057) {
                    IpHeaders.ip(b, at + 8, end, depth + 1, found);
                }
            }
            case 0x6558 -> ethernet(b, at, end, depth + 1, found);
            default -> {
            }
        }
    }

    private static void mpls(ByteBuffer b, int at, int end, int depth, PayloadBounds found) {
        int p = at;
        while ((b.get(p + 2) & 0x01) == 0) {
            p += 4;
        }
        IpHeaders.ip(b, p + 4, end, depth, found);
    }

    /** An 802.11 data frame with an LLC/SNAP header; management, control and protected frames have no payload. */
    private static void wifi(ByteBuffer b, int at, int end, PayloadBounds found) {
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
        byEtherType(b, u16(b, llc + 6), llc + 8, end, 1, found);
    }
}
