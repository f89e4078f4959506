package io.pcaplens.dissector.payload;

import java.nio.ByteBuffer;

/**
 * What a walk over a frame's headers has met so far: the outermost transport and its payload, the outermost TCP
 * and UDP payloads apart, and the outermost IP fragment. The first of each that the walk meets is kept; the
 * headers' walkers note them here and {@link #located} gives them as views of the frame's bytes.
 */
final class PayloadBounds {

    static final int TCP = 6;
    static final int UDP = 17;

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

    /** Notes the outermost IP fragment's bytes (more-fragments set, or an offset) and their offset. */
    void fragment(int at, int ipEnd, int offset) {
        if (fragmentFrom < 0 && at <= ipEnd) {
            fragmentFrom = at;
            fragmentTo = ipEnd;
            fragmentOffset = offset;
        }
    }

    /** Notes the protocol that a fragment after the first carries, which has no transport header of its own. */
    void fragmentOf(int protocol) {
        fragmentOf = protocol;
    }

    /** Notes a transport's payload; false when its header runs past its datagram. */
    boolean payload(int transport, int payload, int ipEnd) {
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

    /** A segment cut short in its own headers has no payload to give. */
    void forgetTransport() {
        protocol = -1;
    }

    /** What was found, as views of the frame; the frame's buffer is narrowed to the outermost payload. */
    TransportPayload.Located located(ByteBuffer frame, int start) {
        ByteBuffer tcp = tcpFrom < 0 ? null : frame.duplicate().limit(tcpTo).position(tcpFrom);
        ByteBuffer udp = udpFrom < 0 ? null : frame.duplicate().limit(udpTo).position(udpFrom);
        ByteBuffer fragment = fragmentFrom < 0 ? null
                : frame.duplicate().limit(fragmentTo).position(fragmentFrom);
        if (protocol < 0) {
            return new TransportPayload.Located(-1, frame.limit(start).position(start), null, null, fragmentOf,
                    fragment, fragmentOffset);
        }
        return new TransportPayload.Located(protocol, frame.limit(to).position(from), tcp, udp, fragmentOf,
                fragment, fragmentOffset);
    }
}
