package io.pcaplens.domain.host;

import io.pcaplens.domain.packet.IpLiteral;

import java.util.Arrays;

/**
 * Where an address sits, as the host inventory stores it beside the host: inside or outside the capture's networks
 * ({@link ExternalAddress}'s rule), and the two subnets the network map groups by.
 *
 * <p>An IPv4 address groups by its /24 and /16; an IPv6 one, whose networks are larger, by its /64 and /48. A node
 * that is no IP address (a MAC of a layer-2-only host) is its own subnet.
 *
 * @param subnet24 the IPv4 /24 (IPv6 /64) network, e.g. "192.168.1.0/24"
 * @param subnet16 the IPv4 /16 (IPv6 /48) network, e.g. "192.168.0.0/16"
 */
public record HostPlace(String address, boolean internal, String subnet24, String subnet16) {

    public static HostPlace of(String address) {
        return new HostPlace(address, !ExternalAddress.isExternal(address), subnet(address, 24), subnet(address, 16));
    }

    /**
     * The network of the address at the IPv4 prefix length given (24 or 16), IPv6 at 64 or 48 for them; the node
     * itself when it is not an address.
     */
    static String subnet(String address, int v4Bits) {
        byte[] bytes = IpLiteral.parse(address);
        if (bytes == null) {
            return address;
        }
        int bits = bytes.length == 4 ? v4Bits : 2 * v4Bits + 16;
        byte[] net = Arrays.copyOf(bytes, bytes.length);
        for (int i = 0; i < net.length; i++) {
            int keep = Math.max(0, Math.min(8, bits - i * 8));
            net[i] = (byte) (net[i] & (0xff00 >> keep));
        }
        return IpLiteral.text(net) + "/" + bits;
    }
}
