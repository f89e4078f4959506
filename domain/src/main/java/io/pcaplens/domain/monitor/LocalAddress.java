package io.pcaplens.domain.monitor;

import io.pcaplens.domain.packet.IpLiteral;

/** Which on-site addresses can belong to one host: not unspecified, broadcast or multicast. */
final class LocalAddress {

    private LocalAddress() {
    }

    static boolean isUnicastHost(String ip) {
        byte[] a = IpLiteral.parse(ip);
        if (a == null) {
            return false;
        }
        if (a.length == 4) {
            int b0 = a[0] & 0xff;
            boolean unspecified = b0 == 0;
            boolean broadcast = (a[0] & a[1] & a[2] & a[3]) == (byte) 0xff;
            return !unspecified && !broadcast && b0 < 224;
        }
        boolean multicast = (a[0] & 0xff) == 0xff;
        boolean unspecified = true;
        for (byte b : a) {
            unspecified &= b == 0;
        }
        return !multicast && !unspecified;
    }
}
