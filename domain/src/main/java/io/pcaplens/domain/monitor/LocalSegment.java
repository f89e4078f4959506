package io.pcaplens.domain.monitor;

import io.pcaplens.domain.packet.IpLiteral;

/**
 * Whether two addresses are on the same subnet, so that a frame between them went from card to card without
 * a router. A capture carries no netmasks, so the common ones are assumed; a wider real subnet only loses
 * some evidence, while a narrower one is guarded by never reading the gateway's frames as evidence.
 */
final class LocalSegment {

    /** The usual size of an office or home IPv4 subnet (a /24 of 254 hosts). */
    static final int IPV4_PREFIX = 24;
    /** RFC 4291: an IPv6 subnet is a /64. */
    static final int IPV6_PREFIX = 64;

    private LocalSegment() {
    }

    static boolean sameSubnet(String a, String b) {
        byte[] x = IpLiteral.parse(a);
        byte[] y = IpLiteral.parse(b);
        if (x == null || y == null || x.length != y.length) {
            return false;
        }
        int bits = x.length == 4 ? IPV4_PREFIX : IPV6_PREFIX;
        for (int i = 0; i < bits / 8; i++) {
            if (x[i] != y[i]) {
                return false;
            }
        }
        return true;
    }
}
