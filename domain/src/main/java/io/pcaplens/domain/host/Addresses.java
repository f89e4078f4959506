package io.pcaplens.domain.host;

/**
 * Which node identifiers stand for one device: not broadcast, multicast or unspecified addresses, which
 * conversations also have as endpoints (DHCP discovers, mDNS, SSDP, ARP probes).
 */
final class Addresses {

    private Addresses() {
    }

    static boolean isUnicastIp(String node) {
        return (node.indexOf('.') > 0 || isIpv6(node)) && isDevice(node);
    }

    private static boolean isIpv6(String node) {
        return node.indexOf(':') >= 0 && !isMac(node);
    }

    /** aa:bb:cc:dd:ee:ff; six groups without "::" are never an IPv6 address. */
    static boolean isMac(String node) {
        if (node.length() != 17) {
            return false;
        }
        for (int i = 2; i < 17; i += 3) {
            if (node.charAt(i) != ':') {
                return false;
            }
        }
        return true;
    }

    static boolean isDevice(String node) {
        if (node.isEmpty() || node.equals("0.0.0.0") || node.equals("::") || node.equals("255.255.255.255")) {
            return false;
        }
        if (node.indexOf('.') > 0) {
            int dot = node.indexOf('.');
            try {
                int first = Integer.parseInt(node.substring(0, dot));
                // 224/4 multicast and 240/4 reserved; subnet broadcasts cannot be told from hosts without masks
                return first < 224;
            } catch (NumberFormatException e) {
                return false;
            }
        }
        if (isMac(node)) {
            // a MAC: the group bit of the first octet marks multicast and broadcast
            int low = Character.digit(node.charAt(1), 16);
            return low >= 0 && (low & 0x1) == 0;
        }
        return !node.toLowerCase(java.util.Locale.ROOT).startsWith("ff");
    }
}
