package io.pcaplens.domain.signature;

import java.util.Optional;

/**
 * An IPv4 or IPv6 address read from its text form without any name lookup, so that rules compare
 * addresses however they are written ("2001:DB8::1" and "2001:db8:0:0:0:0:0:1" are the same host). Node
 * identifiers that are not addresses (MACs of layer-2 conversations) read as empty.
 */
final class IpAddress {

    private IpAddress() {
    }

    /** The address's bytes (4 or 16), or empty when the text is not an address. */
    static Optional<byte[]> parse(String text) {
        if (text == null || text.isEmpty()) {
            return Optional.empty();
        }
        String t = text.strip();
        byte[] v4 = ipv4(t);
        if (v4 != null) {
            return Optional.of(v4);
        }
        return Optional.ofNullable(t.indexOf(':') >= 0 ? ipv6(t) : null);
    }

    private static byte[] ipv4(String t) {
        String[] parts = t.split("\\.", -1);
        if (parts.length != 4) {
            return null;
        }
        byte[] b = new byte[4];
        for (int i = 0; i < 4; i++) {
            if (!parts[i].matches("[0-9]{1,3}")) {
                return null;
            }
            int v = Integer.parseInt(parts[i]);
            if (v > 255) {
                return null;
            }
            b[i] = (byte) v;
        }
        return b;
    }

    private static byte[] ipv6(String t) {
        int zone = t.indexOf('%');
        String s = zone >= 0 ? t.substring(0, zone) : t;
        int gap = s.indexOf("::");
        if (gap != s.lastIndexOf("::")) {
            return null;
        }
        String head = gap >= 0 ? s.substring(0, gap) : s;
        String tail = gap >= 0 ? s.substring(gap + 2) : "";
        int[] h = groups(head);
        int[] tl = groups(tail);
        if (h == null || tl == null) {
            return null;
        }
        int total = h.length + tl.length;
        if (gap < 0 ? total != 8 : total > 7) {
            return null;
        }
        byte[] b = new byte[16];
        for (int i = 0; i < h.length; i++) {
            b[2 * i] = (byte) (h[i] >> 8);
            b[2 * i + 1] = (byte) h[i];
        }
        for (int i = 0; i < tl.length; i++) {
            int at = 8 - tl.length + i;
            b[2 * at] = (byte) (tl[i] >> 8);
            b[2 * at + 1] = (byte) tl[i];
        }
        return b;
    }

    /** 16-bit groups; a dotted IPv4 last part counts as two. Null when malformed. */
    private static int[] groups(String part) {
        if (part.isEmpty()) {
            return new int[0];
        }
        String[] g = part.split(":", -1);
        int last = g.length - 1;
        byte[] v4 = g[last].indexOf('.') >= 0 ? ipv4(g[last]) : null;
        if (g[last].indexOf('.') >= 0 && v4 == null) {
            return null;
        }
        int[] out = new int[v4 == null ? g.length : g.length + 1];
        for (int i = 0; i < (v4 == null ? g.length : last); i++) {
            if (!g[i].matches("[0-9A-Fa-f]{1,4}")) {
                return null;
            }
            out[i] = Integer.parseInt(g[i], 16);
        }
        if (v4 != null) {
            out[last] = (v4[0] & 0xff) << 8 | (v4[1] & 0xff);
            out[last + 1] = (v4[2] & 0xff) << 8 | (v4[3] & 0xff);
        }
        return out;
    }
}
