package io.pcaplens.domain.packet;

import java.util.Arrays;
import java.util.Optional;

/**
 * An address block such as 10.0.0.0/8 or 2001:db8::/32; a bare address is a block of one. Two blocks are equal
 * when their network bytes and prefix are.
 */
public record Cidr(byte[] network, int prefix) {

    public Cidr {
        network = network.clone();
    }

    @Override
    public byte[] network() {
        return network.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Cidr c && prefix == c.prefix && Arrays.equals(network, c.network);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(network) + prefix;
    }

    @Override
    public String toString() {
        return "Cidr[" + text() + "]";
    }

    /** Reads "address/prefix"; throws IllegalArgumentException with a message for the rules file. */
    public static Cidr parse(String text) {
        String t = text.strip();
        int slash = t.indexOf('/');
        byte[] address = Optional.ofNullable(IpLiteral.parse(slash < 0 ? t : t.substring(0, slash)))
                .orElseThrow(() -> new IllegalArgumentException("'" + text + "' is not an IP address or CIDR block"));
        int bits = address.length * 8;
        int prefix = bits;
        if (slash >= 0) {
            String p = t.substring(slash + 1);
            if (!p.matches("[0-9]{1,3}") || Integer.parseInt(p) > bits) {
                throw new IllegalArgumentException("'" + text + "' has a prefix length outside 0-" + bits);
            }
            prefix = Integer.parseInt(p);
        }
        return new Cidr(address, prefix);
    }

    /**
     * A block written with its prefix length ("10.0.0.0/8", "2001:db8::/32"); anything else, a bare address
     * or a partial one included, is none.
     */
    public static Optional<Cidr> block(String text) {
        if (text == null || text.indexOf('/') < 0) {
            return Optional.empty();
        }
        try {
            return Optional.of(parse(text));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** "network/prefix" with the network in the form rows hold its addresses. */
    public String text() {
        return IpLiteral.text(network) + "/" + prefix;
    }

    /** Whether the node is an address inside this block (never true for a MAC or another address family). */
    public boolean contains(String node) {
        byte[] a = IpLiteral.parse(node);
        if (a == null || a.length != network.length) {
            return false;
        }
        int full = prefix / 8;
        for (int i = 0; i < full; i++) {
            if (a[i] != network[i]) {
                return false;
            }
        }
        int rest = prefix % 8;
        if (rest == 0) {
            return true;
        }
        int mask = 0xff << (8 - rest) & 0xff;
        return (a[full] & mask) == (network[full] & mask);
    }
}
