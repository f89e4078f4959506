package io.pcaplens.domain.tracer;

import io.pcaplens.domain.packet.IpLiteral;

import java.util.Arrays;

/**
 * Which way a traced packet travels (spec 10.6 item 4): CLIENT when its source is the conversation's stored
 * srcIp, SERVER for all others. The stored srcIp is the first packet's source (spec 2.2), so CLIENT means
 * "the side that was seen first", not necessarily the side that opened the connection.
 */
public enum StepDirection {
    CLIENT("CLIENT->SERVER"),
    SERVER("SERVER->CLIENT");

    private final String arrow;

    StepDirection(String arrow) {
        this.arrow = arrow;
    }

    /** The direction as the language model is told it (spec 10.6 item 6). */
    public String arrow() {
        return arrow;
    }

    /**
     * @param packetSrc         the packet's source node identifier
     * @param conversationSrcIp the conversation's stored srcIp
     */
    public static StepDirection of(String packetSrc, String conversationSrcIp) {
        return sameNode(packetSrc, conversationSrcIp) ? CLIENT : SERVER;
    }

    /** The same text, or the same address written differently ("2001:DB8::1" and "2001:db8::1"). */
    private static boolean sameNode(String a, String b) {
        if (a == null || b == null) {
            return false;
        }
        if (a.equals(b)) {
            return true;
        }
        byte[] x = IpLiteral.parse(a);
        byte[] y = IpLiteral.parse(b);
        return x != null && Arrays.equals(x, y);
    }
}
