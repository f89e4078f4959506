package io.pcaplens.domain.host;

import io.pcaplens.domain.packet.IpLiteral;

/**
 * Whether an address is external, i.e. routed on the public internet, and so worth geolocating (spec 2.5).
 *
 * <p>Everything else is not: private, loopback, link-local, multicast, documentation, benchmarking, CGNAT,
 * unspecified, broadcast and reserved ranges (IANA's special-purpose registries). An IPv6 address that carries an
 * IPv4 one (mapped {@code ::ffff:0:0/96}, 6to4 {@code 2002::/16}, NAT64 {@code 64:ff9b::/96}) is as external as
 * the IPv4 address it carries. Anything that is not an address literal (a MAC, a name) is not external: this
 * never resolves names.
 */
public final class ExternalAddress {

    private ExternalAddress() {
    }

    public static boolean isExternal(String address) {
        byte[] bytes = IpLiteral.parse(address);
        if (bytes == null) {
            return false;
        }
        return bytes.length == 4 ? isExternalV4(bytes) : isExternalV6(bytes);
    }

    private static boolean isExternalV4(byte[] a) {
        int b0 = a[0] & 0xff;
        int b1 = a[1] & 0xff;
        int b2 = a[2] & 0xff;
        return !(b0 == 0                                    // 0.0.0.0/8 "this network"
                || b0 == 10                                 // 10.0.0.0/8 private
                || b0 == 100 && (b1 & 0xc0) == 64           // 100.64.0.0/10 CGNAT
                || b0 == 127                                // loopback
                || b0 == 169 && b1 == 254                   // link-local
                || b0 == 172 && (b1 & 0xf0) == 16           // 172.16.0.0/12 private
                || b0 == 192 && b1 == 0 && b2 == 0          // 192.0.0.0/24 protocol assignments
                || b0 == 192 && b1 == 0 && b2 == 2          // TEST-NET-1
                || b0 == 192 && b1 == 88 && b2 == 99        // deprecated 6to4 relay anycast
                || b0 == 192 && b1 == 168                   // private
                || b0 == 198 && (b1 & 0xfe) == 18           // 198.18.0.0/15 benchmarking
                || b0 == 198 && b1 == 51 && b2 == 100       // TEST-NET-2
                || b0 == 203 && b1 == 0 && b2 == 113        // TEST-NET-3
                || b0 >= 224);                              // multicast, 240/4 reserved, broadcast
    }

    private static boolean isExternalV6(byte[] a) {
        int w0 = word(a, 0);
        int w1 = word(a, 2);
        if (isZero(a, 0, 10) && word(a, 10) == 0xffff) {     // ::ffff:0:0/96 IPv4-mapped
            return isExternalV4(tail(a, 12));
        }
        if (w0 == 0x0064 && w1 == 0xff9b && isZero(a, 4, 12)) { // 64:ff9b::/96 NAT64
            return isExternalV4(tail(a, 12));
        }
        if (w0 == 0x2002) {                                  // 2002::/16 6to4
            return isExternalV4(tail(a, 2));
        }
        if ((w0 & 0xe000) != 0x2000) {                       // outside 2000::/3 global unicast: ULA fc00::/7,
            return false;                                    // link-local fe80::/10, multicast ff00::/8, ::, ::1
        }
        return !((w0 == 0x2001 && (w1 & 0xfe00) == 0)        // 2001::/23 protocol assignments, Teredo
                || (w0 == 0x2001 && w1 == 0x0db8)            // 2001:db8::/32 documentation
                || w0 == 0x3fff && (w1 & 0xf000) == 0);      // 3fff::/20 documentation
    }

    private static int word(byte[] a, int at) {
        return (a[at] & 0xff) << 8 | (a[at + 1] & 0xff);
    }

    private static boolean isZero(byte[] a, int from, int to) {
        for (int i = from; i < to; i++) {
            if (a[i] != 0) {
                return false;
            }
        }
        return true;
    }

    private static byte[] tail(byte[] a, int from) {
        return new byte[]{a[from], a[from + 1], a[from + 2], a[from + 3]};
    }
}
