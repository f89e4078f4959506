package io.pcaplens.domain.packet;

/**
 * Reads an IPv4 or IPv6 address literal into its bytes without ever resolving a name (which
 * {@code InetAddress.getByName} may do for text that is not a valid literal). Comparing the bytes compares
 * addresses however they are written ("2001:DB8::1" and "2001:db8:0:0:0:0:0:1" are the same host); node
 * identifiers that are not addresses (MACs of layer-2 conversations) read as null.
 */
public final class IpLiteral {

    private IpLiteral() {
    }

    /** The 4 or 16 bytes of the address, or null when the text is not an address literal. */
    public static byte[] parse(String text) {
        if (text == null || text.isEmpty()) {
            return null;
        }
        String s = text.strip();
        int zone = s.indexOf('%');
        if (zone >= 0) {
            s = s.substring(0, zone);
        }
        if (s.startsWith("[") && s.endsWith("]")) {
            s = s.substring(1, s.length() - 1);
        }
        return s.indexOf(':') >= 0 ? parseV6(s) : parseV4(s);
    }

    /**
     * The address in the one text form every tool is compared in: tshark's, which is RFC 5952's for IPv6
     * (lower case, the longest run of two or more zero groups as "::", an IPv4-mapped tail dotted) and
     * dotted decimal for IPv4. Suricata writes IPv6 in full and nDPI in brackets; text that is not an
     * address (a MAC naming a layer-2 endpoint) is returned as it is.
     */
    public static String canonical(String text) {
        byte[] bytes = parse(text);
        if (bytes == null) {
            return text;
        }
        return text(bytes);
    }

    /** The 4 or 16 bytes of an address in the form of {@link #canonical}. */
    public static String text(byte[] bytes) {
        return bytes.length == 4 ? dotted(bytes, 0) : rfc5952(bytes);
    }

    /** Whether two texts name the same address (or, for text that is no address, are equal). */
    public static boolean same(String a, String b) {
        if (a == null || b == null) {
            return a == b;
        }
        byte[] x = parse(a);
        byte[] y = parse(b);
        return x == null || y == null ? a.equals(b) : java.util.Arrays.equals(x, y);
    }

    private static String dotted(byte[] b, int from) {
        return (b[from] & 0xff) + "." + (b[from + 1] & 0xff) + "." + (b[from + 2] & 0xff) + "." + (b[from + 3] & 0xff);
    }

    private static String rfc5952(byte[] b) {
        int[] groups = new int[8];
        for (int i = 0; i < 8; i++) {
            groups[i] = (b[2 * i] & 0xff) << 8 | (b[2 * i + 1] & 0xff);
        }
        boolean mapped = groups[0] == 0 && groups[1] == 0 && groups[2] == 0 && groups[3] == 0 && groups[4] == 0
                && groups[5] == 0xffff;
        if (mapped) {
            return "::ffff:" + dotted(b, 12);
        }
        int bestStart = -1;
        int bestLength = 1;
        for (int i = 0; i < 8; ) {
            int j = i;
            while (j < 8 && groups[j] == 0) {
                j++;
            }
            if (j - i > bestLength) {
                bestStart = i;
                bestLength = j - i;
            }
            i = j == i ? i + 1 : j;
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            if (i == bestStart) {
                out.append("::");
                i += bestLength - 1;
                continue;
            }
            if (out.length() > 0 && out.charAt(out.length() - 1) != ':') {
                out.append(':');
            }
            out.append(Integer.toHexString(groups[i]));
        }
        return out.toString();
    }

    private static byte[] parseV4(String s) {
        String[] parts = s.split("\\.", -1);
        if (parts.length != 4) {
            return null;
        }
        byte[] out = new byte[4];
        for (int i = 0; i < 4; i++) {
            String p = parts[i];
            if (p.isEmpty() || p.length() > 3 || !p.chars().allMatch(c -> c >= '0' && c <= '9')) {
                return null;
            }
            int v = Integer.parseInt(p);
            if (v > 255) {
                return null;
            }
            out[i] = (byte) v;
        }
        return out;
    }

    private static byte[] parseV6(String s) {
        int gap = s.indexOf("::");
        if (gap >= 0 && s.indexOf("::", gap + 1) >= 0) {
            return null;
        }
        String head = gap >= 0 ? s.substring(0, gap) : s;
        String rest = gap >= 0 ? s.substring(gap + 2) : "";
        int[] headWords = words(head, gap < 0);
        int[] restWords = words(rest, true);
        if (headWords == null || restWords == null) {
            return null;
        }
        int total = headWords.length + restWords.length;
        if (gap < 0 ? total != 8 : total > 7) {
            return null;
        }
        byte[] out = new byte[16];
        for (int i = 0; i < headWords.length; i++) {
            put(out, i, headWords[i]);
        }
        for (int i = 0; i < restWords.length; i++) {
            put(out, 8 - restWords.length + i, restWords[i]);
        }
        return out;
    }

    /** The 16-bit groups of one side of "::"; an IPv4 tail counts as two groups where it may stand. */
    private static int[] words(String side, boolean mayEndInV4) {
        if (side.isEmpty()) {
            return new int[0];
        }
        String[] groups = side.split(":", -1);
        boolean v4Tail = mayEndInV4 && groups[groups.length - 1].indexOf('.') >= 0;
        int[] out = new int[groups.length + (v4Tail ? 1 : 0)];
        for (int i = 0; i < groups.length; i++) {
            String g = groups[i];
            if (v4Tail && i == groups.length - 1) {
                byte[] v4 = parseV4(g);
                if (v4 == null) {
                    return null;
                }
                out[i] = (v4[0] & 0xff) << 8 | (v4[1] & 0xff);
                out[i + 1] = (v4[2] & 0xff) << 8 | (v4[3] & 0xff);
                continue;
            }
            if (g.isEmpty() || g.length() > 4) {
                return null;
            }
            int v = 0;
            for (int k = 0; k < g.length(); k++) {
                int d = Character.digit(g.charAt(k), 16);
                if (d < 0) {
                    return null;
                }
                v = v << 4 | d;
            }
            out[i] = v;
        }
        return out;
    }

    private static void put(byte[] out, int word, int value) {
        out[2 * word] = (byte) (value >> 8);
        out[2 * word + 1] = (byte) value;
    }
}
