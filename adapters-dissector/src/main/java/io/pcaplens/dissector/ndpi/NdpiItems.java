package io.pcaplens.dissector.ndpi;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Splits the bracketed items of an ndpiReader flow line ({@code [proto: 7/HTTP][ClearText]...}) into keyed values.
 *
 * <p>nDPI does not escape values: a {@code ]} and even {@code ][} occur inside User-Agents, URLs, issuer
 * names (real example: {@code [User-Agent: ... PitanguiBridge/1.16.4.5-[MANUFACTURER=LGE][RELEASE=5.1.1]]}),
 * and a value may contain a line end (the telnet username is printed with its CR LF, so that flow spans two
 * lines of the file). So the bracketed items are not split on brackets: an item starts with a known key
 * ({@code "Issuer: "}) or is a known bare tag ({@code [Encrypted]}, {@code [TLSv1.2]}, {@code [0.05 sec]} …), and
 * a value ends at the first {@code ][} that is followed by a known key or bare tag, or at the line's final
 * {@code ]}. ndpiReader also prints a few free-form bare tags ({@code [::]} = the DNS answer, {@code [linux.local]}
 * = the mDNS name, Kerberos names); it prints them only right after the hostname / user / ALPN items, so only
 * there is any bracketed text taken as an item of its own.
 */
final class NdpiItems {

    /** The item keys ndpiReader 4.2 prints ({@code "[Key: value]"}), from its printFlow and reader_util. */
    static final List<String> KEYS = List.of(
            "VLAN", "flowId", "score", "byte_dist_mean", "byte_dist_std", "entropy", "total_entropy",
            "proto", "Confidence", "cat", "Goodput ratio",
            "Username", "Password", "Hostname/SNI", "User", "Pwd", "ALPN", "TLS Supported Versions",
            "bytes ratio", "IAT c2s/s2c min/avg/max/stddev", "Pkt Len c2s/s2c min/avg/max/stddev",
            "URL", "StatusCode", "Req Content-Type", "Content-Type", "User-Agent",
            "Risk", "Risk Score", "HASSH-C", "JA3C", "Server", "ServerNames", "HASSH-S", "JA3S",
            "Issuer", "Subject", "ESNI", "ESNI Cipher", "Certificate SHA-1", "Validity", "Cipher",
            "BT Hash", "DHCP Fingerprint", "DHCP Class Ident", "Plen Bins", "NO DoH check",
            // printed by later nDPI versions; known so that they end the value before them
            "Risk Info", "Client IP", "Client Port", "Server IP", "Server Port", "Hostname");

    /** Item prefixes other than {@code "Key: "}. */
    private static final List<String> PREFIXES = List.of("PLAIN TEXT (");

    /** Bare tags with fixed text ({@code [Encrypted]}). */
    static final List<String> BARE_TAGS = List.of(
            "Encrypted", "ClearText", "Safari", "Firefox", "Chrome", "Auth Failed", "< 1 sec");

    /**
     * Bare tags by form: the flow duration, the packet/byte counters, the TLS version
     * (ndpi_ssl_version2str), the DoH verdict.
     */
    static final List<Pattern> BARE_FORMS = List.of(
            Pattern.compile("\\d+(?:\\.\\d+)? sec"),
            Pattern.compile("\\d+ pkts/\\d+ bytes (?:<->|->) \\d+ pkts/\\d+ bytes"),
            Pattern.compile("(?:SSLv[23]|D?TLSv1(?:\\.[0-3])?(?: \\([A-Za-z]+\\))?|TLS \\([0-9A-Fa-f]{4}\\)|GREASE)"),
            Pattern.compile("(?:NO )?DoH \\([-0-9.eE]+ distance\\)"));

    /**
     * Items after which ndpiReader may print free-form bare tags (flow info, extra info): the duration,
     * the telnet user, the hostname, the FTP/mail user, the ALPN, and such a tag itself.
     */
    private static final Set<String> BEFORE_FREE_TAGS = Set.of(
            "Username", "Password", "Hostname/SNI", "User", "Pwd", "ALPN", "TLS Supported Versions",
            "Auth Failed", "Client IP", "Client Port", "Server IP", "Server Port", "Hostname",
            Item.DURATION, Item.FREE);

    private NdpiItems() {
    }

    /**
     * The keyed items of a flow line's item part ({@code "[proto: 7/HTTP][ClearText]..."}): key → value as
     * printed, the first occurrence of each key. Bare tags are not included.
     */
    static Map<String, String> keyedValues(String items) {
        Map<String, String> values = new LinkedHashMap<>();
        int last = items.length() - 1;
        if (last < 1 || items.charAt(0) != '[' || items.charAt(last) != ']') {
            return values;
        }
        int pos = 0;
        while (pos < last && items.charAt(pos) == '[') {
            int start = pos + 1;
            Item item = itemAt(items, start, true);
            String kind = item == null ? Item.UNKNOWN : item.kind;
            int end = itemEnd(items, item == null ? start : start + item.prefixLength, kind);
            if (item != null && item.keyed) {
                values.putIfAbsent(kind, items.substring(start + item.prefixLength, end));
            }
            pos = end + 1;
        }
        return values;
    }

    /** Index of the {@code ]} that closes the item whose content runs from {@code from}. */
    private static int itemEnd(String items, int from, String kind) {
        int last = items.length() - 1;
        boolean freeTags = BEFORE_FREE_TAGS.contains(kind);
        for (int i = items.indexOf("][", from); i >= 0 && i < last; i = items.indexOf("][", i + 1)) {
            if (itemAt(items, i + 2, freeTags) != null) {
                return i;
            }
        }
        return last;
    }

    /** The item that starts at {@code p} (just after its {@code [}), or null when nothing known starts there. */
    private static Item itemAt(String items, int p, boolean freeTags) {
        for (String key : KEYS) {
            if (items.startsWith(key, p) && items.startsWith(": ", p + key.length())) {
                return new Item(key, key.length() + 2, true);
            }
        }
        for (String prefix : PREFIXES) {
            if (items.startsWith(prefix, p)) {
                return new Item(prefix, prefix.length(), false);
            }
        }
        int close = items.indexOf(']', p);
        if (close < 0 || (close + 1 < items.length() && items.charAt(close + 1) != '[')) {
            return null;
        }
        String tag = items.substring(p, close);
        if (BARE_TAGS.contains(tag)) {
            return new Item(tag.equals("< 1 sec") ? Item.DURATION : tag, 0, false);
        }
        for (int i = 0; i < BARE_FORMS.size(); i++) {
            if (BARE_FORMS.get(i).matcher(tag).matches()) {
                return new Item(i == 0 ? Item.DURATION : Item.BARE, 0, false);
            }
        }
        if (freeTags && !tag.isEmpty() && tag.indexOf('[') < 0) {
            return new Item(Item.FREE, 0, false);
        }
        return null;
    }

    private record Item(String kind, int prefixLength, boolean keyed) {
        static final String DURATION = "<duration>";
        static final String BARE = "<bare>";
        static final String FREE = "<free>";
        static final String UNKNOWN = "<unknown>";
    }
}
