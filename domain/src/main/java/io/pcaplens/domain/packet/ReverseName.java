package io.pcaplens.domain.packet;

import java.util.Locale;

/** The address a reverse-lookup name spells ({@code 4.3.2.1.in-addr.arpa}, the 32 nibbles of {@code ip6.arpa}). */
final class ReverseName {

    private static final String V4 = ".in-addr.arpa";
    private static final String V6 = ".ip6.arpa";

    private ReverseName() {
    }

    /** The address in tshark's form, or null when the name is no full reverse name. */
    static String address(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        if (n.endsWith(".")) {
            n = n.substring(0, n.length() - 1);
        }
        if (n.endsWith(V4)) {
            String[] octets = n.substring(0, n.length() - V4.length()).split("\\.", -1);
            if (octets.length != 4) {
                return null;
            }
            byte[] b = new byte[4];
            for (int i = 0; i < 4; i++) {
                String o = octets[3 - i];
                if (o.isEmpty() || o.length() > 3 || !o.chars().allMatch(Character::isDigit)
                        || Integer.parseInt(o) > 255) {
                    return null;
                }
                b[i] = (byte) Integer.parseInt(o);
            }
            return IpLiteral.text(b);
        }
        if (n.endsWith(V6)) {
            String[] nibbles = n.substring(0, n.length() - V6.length()).split("\\.", -1);
            if (nibbles.length != 32) {
                return null;
            }
            byte[] b = new byte[16];
            for (int i = 0; i < 32; i++) {
                String h = nibbles[31 - i];
                int d = h.length() == 1 ? Character.digit(h.charAt(0), 16) : -1;
                if (d < 0) {
                    return null;
                }
                b[i / 2] |= (byte) (i % 2 == 0 ? d << 4 : d);
            }
            return IpLiteral.text(b);
        }
        return null;
    }
}
