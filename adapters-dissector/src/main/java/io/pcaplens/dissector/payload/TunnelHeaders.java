package io.pcaplens.dissector.payload;

import java.nio.ByteBuffer;

import static io.pcaplens.dissector.payload.TransportPayload.MAX_DEPTH;
import static io.pcaplens.dissector.payload.TransportPayload.u16;

/**
 * The tunnels a frame's walk goes through: those carried in UDP on their registered ports (VXLAN, Geneve, GTP-U)
 * and GRE, with ERSPAN's mirrored frames.
 */
final class TunnelHeaders {

    private static final int VXLAN_PORT = 4789;
    private static final int GENEVE_PORT = 6081;
    private static final int GTP_U_PORT = 2152;

    private TunnelHeaders() {
    }

    /** The tunnels tshark decodes on their registered UDP ports, by either port as tshark does. */
    static void udp(ByteBuffer b, int srcPort, int dstPort, int at, int end, int depth, PayloadBounds found) {
        if (depth > MAX_DEPTH) {
            return;
        }
        if (dstPort == VXLAN_PORT || srcPort == VXLAN_PORT) {
            LinkHeaders.ethernet(b, at + 8, end, depth, found);
        } else if (dstPort == GENEVE_PORT || srcPort == GENEVE_PORT) {
            int options = (b.get(at) & 0x3f) * 4;
            LinkHeaders.byEtherType(b, u16(b, at + 2), at + 8 + options, end, depth, found);
        } else if (dstPort == GTP_U_PORT || srcPort == GTP_U_PORT) {
            gtpU(b, at, end, depth, found);
        }
    }

    /** A GTP-U G-PDU (version 1) carries an IP packet after its header and extension headers. */
    private static void gtpU(ByteBuffer b, int at, int end, int depth, PayloadBounds found) {
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
        IpHeaders.ip(b, p, end, depth, found);
    }

    static void gre(ByteBuffer b, int at, int end, int depth, PayloadBounds found) {
        int flags = u16(b, at);
        if ((flags & 0x0007) != 0) {
            return;
        }
        boolean sequenced = (flags & 0x1000) != 0;
        int header = 4 + ((flags & 0x8000) != 0 ? 4 : 0) + ((flags & 0x2000) != 0 ? 4 : 0) + (sequenced ? 4 : 0);
        int type = u16(b, at + 2);
        if (type == 0x88BE) {
            // ERSPAN: type II (sequenced) has an 8-byte header before the mirrored frame, type I none
            LinkHeaders.ethernet(b, at + header + (sequenced ? 8 : 0), end, depth, found);
            return;
        }
        LinkHeaders.byEtherType(b, type, at + header, end, depth, found);
    }
}
