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
 * a companion that occurs once per value (a length, or the choice of a certificate's general name), or its
 * first occurrence alone. The datagrams reassembled from IP fragments are put together from the capture file
 * by the frames that carried their fragments.
 */
final class TsharkColumns {

    /** The columns of {@link TsharkFields#LENGTHS} that come first, in its order. */
    static final int FIELDS = TsharkFields.NAMING_FROM;
    /** The length of the datagram tshark reassembled from IP fragments in this frame (v4 or v6). */
    static final int REASSEMBLED_LENGTH = FIELDS;
    /** The frames that carried its fragments, in tshark's order. */
    static final int FRAGMENT_FRAMES = FIELDS + 1;
    static final int FIRST_USER_AGENT = FIELDS + 2;
    static final int FIRST_HTTP_HOST = FIELDS + 3;
    static final int SERVER_NAME_LENGTHS = FIELDS + 4;
    static final int ALPN_LENGTHS = FIELDS + 5;
    static final int DNS_NAME_LENGTHS = FIELDS + 6;
    /** Which kind of name each of a certificate's general names is: 2 for a DNS name. */
    static final int GENERAL_NAME_CHOICES = FIELDS + 7;
    /**
     * The login fields ({@link #LOGIN_FIELDS}), free text each, by their first occurrence: a frame carries one
     * command of a login, so a column with more than that is doubtful.
     */
    static final int FIRST_LOGIN_FIELD = FIELDS + 8;
    static final List<String> LOGIN_FIELDS = List.of("ftp.request.command", "ftp.request.arg",
            "pop.request.command", "pop.request.parameter", "imap.request.username", "imap.request.password",
            "smtp.auth.username", "smtp.auth.password", "smtp.auth.username_password", "http.authbasic");
    /** The columns of {@link TsharkFields#NAMING} ({@link NamingColumns}). */
    static final int FIRST_NAMING = FIRST_LOGIN_FIELD + LOGIN_FIELDS.size();
    static final int COUNT = FIRST_NAMING + NamingColumns.COUNT;

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
            if (k == PROTOCOL) {
                columns.column("%p");
            } else if (k == INFO) {
                columns.column("%i");
            } else {
                columns.custom(TsharkFields.LENGTHS.get(k), 0);
            }
        }
        columns.custom("ip.reassembled.length || ipv6.reassembled.length", 0)
                .custom("ip.fragment || ipv6.fragment", 0)
                .custom("http.user_agent", 1)
                .custom("http.host", 1)
                .custom("tls.handshake.extensions_server_name_len", 0)
                .custom("tls.handshake.extensions_alpn_str_len", 0)
                .custom("dns.qry.name.len", 0)
                .custom("x509ce.GeneralName || x509ce.base", 0);
        LOGIN_FIELDS.forEach(f -> columns.custom(f, 1));
        NamingColumns.add(columns);
        return columns.options();
    }
}
