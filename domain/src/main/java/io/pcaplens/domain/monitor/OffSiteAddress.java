package io.pcaplens.domain.monitor;

import io.pcaplens.domain.packet.IpLiteral;

/**
 * Whether an address lies beyond the local network, so that a frame to it must go through a router: any
 * unicast address outside the ranges a site numbers its own hosts from (RFC 1918 private IPv4, CGNAT
 * shared space, link-local, loopback, IPv6 unique-local).
 *
 * <p>This differs on purpose from {@code ExternalAddress}, which decides what is worth geolocating: the
 * documentation ranges (192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24, 2001:db8::/32) have no country, but
 * they are not local either. Test networks and lab captures use them for the internet, and frames to them
 * still leave through the gateway.
 */
public final class OffSiteAddress {

    private OffSiteAddress() {
    }

    public static boolean isOffSite(String address) {
        byte[] a = IpLiteral.parse(address);
        if (a == null) {
            return false;
        }
        return a.length == 4 ? offSiteV4(a) : offSiteV6(a);
    }

    private static boolean offSiteV4(byte[] a) {
        int b0 = a[0] & 0xff;
        int b1 = a[1] & 0xff;
        return !(b0 == 0                                    // "this network"
                || b0 == 10                                 // private
                || b0 == 100 && (b1 & 0xc0) == 64           // 100.64.0.0/10 CGNAT, the provider's side of NAT
                || b0 == 127                                // loopback
                || b0 == 169 && b1 == 254                   // link-local
                || b0 == 172 && (b1 & 0xf0) == 16           // 172.16.0.0/12 private
                || b0 == 192 && b1 == 168                   // private
                || b0 >= 224);                              // multicast, reserved, broadcast
    }

    private static boolean offSiteV6(byte[] a) {
        int w0 = (a[0] & 0xff) << 8 | (a[1] & 0xff);
        if ((w0 & 0xfe00) == 0xfc00 || (w0 & 0xffc0) == 0xfe80 || (a[0] & 0xff) == 0xff) {
            return false;                                   // unique-local, link-local, multicast
        }
        for (int i = 0; i < 15; i++) {
            if (a[i] != 0) {
                return true;
            }
        }
        return a[15] != 0 && a[15] != 1;                    // :: unspecified, ::1 loopback
    }
}
