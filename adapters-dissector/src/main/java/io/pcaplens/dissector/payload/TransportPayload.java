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
 *
 * <p>Each family of headers is walked by its own type ({@link LinkHeaders}, {@link IpHeaders},
 * {@link TunnelHeaders}), which note what they meet in the walk's {@link PayloadBounds}.
 */
final class TransportPayload {

    /** Tunnels nest rarely more than twice; a crafted frame must not make the walk endless. */
    static final int MAX_DEPTH = 8;

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
        PayloadBounds found = new PayloadBounds();
        int start = frame.position();
        try {
            LinkHeaders.link(frame, linkType, start, frame.limit(), found);
        } catch (IndexOutOfBoundsException cutShort) {
            // headers cut short: what the walk found before the cut stands, as tshark keeps the layers it read
        }
        return found.located(frame, start);
    }

    /**
     * The payloads of a transport segment on its own (a datagram tshark reassembled from fragments): the walk
     * starts at its transport header.
     */
    static Located segment(ByteBuffer segment, int transport) {
        PayloadBounds found = new PayloadBounds();
        int start = segment.position();
        try {
            IpHeaders.transport(segment, transport, start, segment.limit(), 1, found);
        } catch (IndexOutOfBoundsException cutShort) {
            found.forgetTransport();
        }
        return found.located(segment, start);
    }

    /** A 16-bit header field, in network byte order. */
    static int u16(ByteBuffer b, int at) {
        return (b.get(at) & 0xff) << 8 | (b.get(at + 1) & 0xff);
    }
}
