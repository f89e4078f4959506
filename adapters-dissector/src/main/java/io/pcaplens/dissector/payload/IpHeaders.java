package io.pcaplens.dissector.payload;

import java.nio.ByteBuffer;

import static io.pcaplens.dissector.payload.PayloadBounds.TCP;
import static io.pcaplens.dissector.payload.PayloadBounds.UDP;
import static io.pcaplens.dissector.payload.TransportPayload.MAX_DEPTH;
import static io.pcaplens.dissector.payload.TransportPayload.u16;

/**
 * IPv4 and IPv6 with their extension headers, down to the transport they carry: TCP and UDP payloads, IP in IP
 * (IP-in-IP, 6in4), GRE, and the datagrams ICMP errors quote. The IP length bounds a payload, so Ethernet padding
 * is never part of it; a fragment after the first carries no transport header.
 */
final class IpHeaders {

    private IpHeaders() {
    }

    static void ip(ByteBuffer b, int at, int end, int depth, PayloadBounds found) {
        if (depth > MAX_DEPTH || at >= end) {
            return;
        }
        int version = (b.get(at) & 0xff) >> 4;
        if (version == 4) {
            ipv4(b, at, end, depth, found);
        } else if (version == 6) {
            ipv6(b, at, end, depth, found);
        }
    }

    private static void ipv4(ByteBuffer b, int at, int end, int depth, PayloadBounds found) {
        int headerLength = (b.get(at) & 0x0f) * 4;
        int total = u16(b, at + 2);
        // a zero length is what segmentation offload leaves in a capture: the frame's end bounds it then
        int ipEnd = total == 0 ? end : Math.min(end, at + total);
        int next = b.get(at + 9) & 0xff;
        int fragmentField = u16(b, at + 6);
        if ((fragmentField & 0x3fff) != 0) {
            found.fragment(at + headerLength, ipEnd, (fragmentField & 0x1fff) * 8);
        }
        if ((fragmentField & 0x1fff) != 0) {
            found.fragmentOf(next);
            return;
        }
        transport(b, next, at + headerLength, ipEnd, depth, found);
    }

    private static void ipv6(ByteBuffer b, int at, int end, int depth, PayloadBounds found) {
        int ipEnd = Math.min(end, at + 40 + u16(b, at + 4));
        int next = b.get(at + 6) & 0xff;
        int p = at + 40;
        while (next == 0 || next == 43 || next == 60 || next == 44) {
            if (next == 44) {
                int offsetAndMore = u16(b, p + 2);
                if ((offsetAndMore & 0xfff9) != 0) {
                    found.fragment(p + 8, ipEnd, offsetAndMore & 0xfff8);
                }
                if ((offsetAndMore & 0xfff8) != 0) {
                    found.fragmentOf(b.get(p) & 0xff);
                    return;
                }
                next = b.get(p) & 0xff;
                p += 8;
            } else {
                next = b.get(p) & 0xff;
                p += ((b.get(p + 1) & 0xff) + 1) * 8;
            }
        }
        transport(b, next, p, ipEnd, depth, found);
    }

    /** What the IP protocol {@code next} carries from {@code at} to the datagram's end. */
    static void transport(ByteBuffer b, int next, int at, int ipEnd, int depth, PayloadBounds found) {
        switch (next) {
            case TCP -> found.payload(TCP, at + ((b.get(at + 12) & 0xff) >> 4) * 4, ipEnd);
            case UDP -> {
                if (found.payload(UDP, at + 8, ipEnd)) {
                    TunnelHeaders.udp(b, u16(b, at), u16(b, at + 2), at + 8, ipEnd, depth + 1, found);
                }
            }
            case 4, 41 -> ip(b, at, ipEnd, depth + 1, found);
            case 47 -> TunnelHeaders.gre(b, at, ipEnd, depth + 1, found);
            // an ICMP error quotes the datagram it is about, whose payload tshark dissects too
            case 1 -> {
                int type = b.get(at) & 0xff;
                if (type == 3 || type == 4 || type == 5 || type == 11 || type == 12) {
                    ip(b, at + 8, ipEnd, depth + 1, found);
                }
            }
            case 58 -> {
                int type = b.get(at) & 0xff;
                if (type >= 1 && type <= 4) {
                    ip(b, at + 8, ipEnd, depth + 1, found);
                }
            }
            default -> {
            }
        }
    }
}
