package io.pcaplens.webapp;

import java.math.BigInteger;
import java.net.InetAddress;
import java.net.UnknownHostException;

/** The tests' own answer to "is this endpoint inside that CIDR block", by the JDK's address parsing. */
final class AddressBlocks {

    private AddressBlocks() {
    }

    /** False for a MAC address or anything else that is not an IP address, as the service's address filters. */
    static boolean inside(String node, String block) {
        if (!node.matches("[0-9a-fA-F:.]+") || node.matches("([0-9a-fA-F]{2}:){5}[0-9a-fA-F]{2}")) {
            return false;
        }
        try {
            String[] parts = block.split("/");
            byte[] net = InetAddress.getByName(parts[0]).getAddress();
            byte[] address = InetAddress.getByName(node).getAddress();
            if (net.length != address.length) {
                return false;
            }
            int shift = net.length * 8 - Integer.parseInt(parts[1]);
            return new BigInteger(1, net).shiftRight(shift).equals(new BigInteger(1, address).shiftRight(shift));
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
