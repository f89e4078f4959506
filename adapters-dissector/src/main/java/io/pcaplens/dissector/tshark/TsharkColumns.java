package io.pcaplens.dissector.tshark;

import java.util.List;

/**
 * The one pass over a slice printed as tshark's custom columns ({@code -T tabs}) instead of its field output.
 * Field output makes tshark 4.0 build a visible protocol tree for every frame; columns are filled from a tree
 * that keeps only their fields, which takes about a third less of tshark's time for the same values.
 *
 * <p>The first columns are {@link TsharkFields#LENGTHS} in its order, each with every occurrence (joined by
 * commas), up to the fields that name hosts, which come last in fewer columns ({@link NamingColumns}); the
 * reassembled datagrams are left out, which a column cuts at 36 bytes. Column text differs from field
 * output in ways {@link TsharkColumnParser} tells apart, and the columns after those let it: a list of free
 * text joined by commas is split right only when a count says how many values it holds, so each such field has
 * a companion that occurs once per value (a length, or the choice of a certificate's general name); free text
 * that a frame carries once ({@link #ALONE}) is told whole by one column for all of them together, their second
 * occurrences, which is empty where none occurs twice. The datagrams reassembled from IP fragments are put
 * together from the capture file by the frames that carried their fragments.
 *
 * <p>Every column costs tshark time in every frame, empty or not, and more than its own: tshark 4.0 looks each
 * column's preferences up in a list from its start when it prints the line, so a line costs in the square of
 * the columns (over the mixed capture's unit, 86 columns took 14 % more of tshark's instructions than 62). A field is
 * therefore added as one column of its own and, where it is free text, to {@link #ALONE} or beside a count
 * that another column already gives; never with a companion column of its own where a frame carries it once.
 * Two fields a header always carries together, whose values hold no comma, share a column ({@link #PAIRS}).
 */
final class TsharkColumns {

    /** The columns of {@link TsharkFields#LENGTHS} that come first, in its order. */
    static final int FIELDS = TsharkFields.NAMING_FROM;
    /** The length of the datagram tshark reassembled from IP fragments in this frame (v4 or v6). */
    static final int REASSEMBLED_LENGTH = FIELDS;
    /** The frames that carried its fragments, in tshark's order. */
    static final int FRAGMENT_FRAMES = FIELDS + 1;
    static final int SERVER_NAME_LENGTHS = FIELDS + 2;
    static final int ALPN_LENGTHS = FIELDS + 3;
    static final int DNS_NAME_LENGTHS = FIELDS + 4;
    /** Which kind of name each of a certificate's general names is: 2 for a DNS name. */
    static final int GENERAL_NAME_CHOICES = FIELDS + 5;
    /**
     * The second occurrence of each field of {@link #ALONE} (tshark takes a custom column's occurrence per field
     * of its {@code ||}): empty where none occurs twice in the frame, so that each one's column is its one value,
     * commas and all.
     */
    static final int SECOND_OCCURRENCES = FIELDS + 6;
    /** The columns of {@link TsharkFields#NAMING} ({@link NamingColumns}). */
    static final int FIRST_NAMING = FIELDS + 7;
    /** The values a line gives: one a field of {@link TsharkFields#LENGTHS} before the columns after those. */
    static final int COUNT = FIRST_NAMING + NamingColumns.COUNT;

    /**
     * Fields printed two in one column ({@code first || second}): each a header's pair of addresses, ports or
     * ICMP type and code, which the header carries both of, so that a frame holds as many of each (a header cut
     * short may lack one of them: one fewer, so an odd count, which is doubtful). Their values hold no comma, and
     * tshark prints every value of the first field, then every value of the second: the column's first half is
     * the first field's.
     */
    static final List<List<String>> PAIRS = List.of(List.of("ip.src", "ip.dst"), List.of("ipv6.src", "ipv6.dst"),
            List.of("tcp.srcport", "tcp.dstport"), List.of("udp.srcport", "udp.dstport"),
            List.of("eth.src", "eth.dst"), List.of("arp.src.proto_ipv4", "arp.dst.proto_ipv4"),
            List.of("icmp.type", "icmp.code"), List.of("icmpv6.type", "icmpv6.code"));
    /** The column each value of a line is printed in, the second of a pair in the first's. */
    static final int[] COLUMN = new int[COUNT];
    /** Whether the value is the first of a pair, whose second follows in the same column. */
    static final boolean[] PAIRED = new boolean[COUNT];
    /** For the first of a pair, the value of its second. */
    static final int[] PARTNER = new int[COUNT];
    /** Whether the value is the second of a pair, printed in the first's column. */
    static final boolean[] SECOND = new boolean[COUNT];
    /** How many columns the pass prints. */
    static final int PRINTED;

    static {
        int column = 0;
        for (int k = 0; k < COUNT; k++) {
            String field = k < FIELDS ? TsharkFields.LENGTHS.get(k) : "";
            List<String> pair = PAIRS.stream().filter(p -> p.contains(field)).findFirst().orElse(null);
            if (pair != null && pair.get(1).equals(field)) {
                // the first of each pair comes before its second in LENGTHS
                int first = TsharkFields.LENGTHS.indexOf(pair.get(0));
                COLUMN[k] = COLUMN[first];
                PARTNER[first] = k;
                SECOND[k] = true;
            } else {
                PAIRED[k] = pair != null;
                COLUMN[k] = column++;
            }
        }
        PRINTED = column;
    }

    /**
     * Free text a frame carries once: a request's User-Agent and Host, a login command's fields (a frame
     * carries one command of a login). A frame that carries one of them twice is doubtful.
     */
    static final List<String> ALONE = List.of("http.user_agent", "http.host",
            "ftp.request.command", "ftp.request.arg", "pop.request.command", "pop.request.parameter",
            "imap.request.username", "imap.request.password", "smtp.auth.username", "smtp.auth.password",
            "smtp.auth.username_password", "http.authbasic");
    /** The login fields of {@link #ALONE}. */
    static final List<String> LOGIN_FIELDS = ALONE.subList(2, ALONE.size());

    static final int PROTOCOL = TsharkFields.LENGTHS.indexOf("_ws.col.Protocol");
    static final int INFO = TsharkFields.LENGTHS.indexOf("_ws.col.Info");
    static final int TCP_FLAGS = TsharkFields.LENGTHS.indexOf("tcp.flags");
    static final int USER_AGENTS = TsharkFields.LENGTHS.indexOf("http.user_agent");
    static final int HTTP_HOSTS = TsharkFields.LENGTHS.indexOf("http.host");
    static final int SERVER_NAMES = TsharkFields.LENGTHS.indexOf("tls.handshake.extensions_server_name");
    static final int ALPN = TsharkFields.LENGTHS.indexOf("tls.handshake.extensions_alpn_str");
    static final int DNS_NAMES = TsharkFields.LENGTHS.indexOf("dns.qry.name");
    static final int CERTIFICATE_NAMES = TsharkFields.LENGTHS.indexOf("x509ce.dNSName");
    static final int FORM_KEYS = TsharkFields.LENGTHS.indexOf("urlencoded-form.key");
    static final int FORM_VALUES = TsharkFields.LENGTHS.indexOf("urlencoded-form.value");

    private TsharkColumns() {
    }

    /** tshark's options for the pass: the columns, in the order above, printed tab-separated. */
    static List<String> options() {
        ColumnFormat columns = new ColumnFormat();
        for (int k = 0; k < FIELDS; k++) {
            String field = TsharkFields.LENGTHS.get(k);
            if (k == PROTOCOL) {
                columns.column("%p");
            } else if (k == INFO) {
                columns.column("%i");
            } else if (PAIRED[k]) {
                columns.custom(field + " || " + TsharkFields.LENGTHS.get(PARTNER[k]), 0);
            } else if (!SECOND[k]) {
                columns.custom(field, 0);
            }
        }
        columns.custom("ip.reassembled.length || ipv6.reassembled.length", 0)
                .custom("ip.fragment || ipv6.fragment", 0)
                .custom("tls.handshake.extensions_server_name_len", 0)
                .custom("tls.handshake.extensions_alpn_str_len", 0)
                .custom("dns.qry.name.len", 0)
                .custom("x509ce.GeneralName || x509ce.base", 0)
                .custom(String.join(" || ", ALONE), 2);
        NamingColumns.add(columns);
        return columns.options();
    }
}
