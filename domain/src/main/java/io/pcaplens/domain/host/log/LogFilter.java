package io.pcaplens.domain.host.log;

import io.pcaplens.domain.packet.IpLiteral;

import java.util.Locale;

/**
 * Which lines of a server's log to list: a client's address (in canonical form, as the log's lines hold it), a
 * piece of text (the DNS name asked, or the HTTP
 * Host and path) and a result (a DNS response code by name, or an HTTP status: 404 or its class 4xx); null or blank
 * for no condition.
 */
public record LogFilter(String client, String text, String result) {

    public static final LogFilter NONE = new LogFilter(null, null, null);

    public LogFilter {
        client = blankToNull(client) == null ? null : IpLiteral.canonical(client.strip());
        text = blankToNull(text) == null ? null : text.strip().toLowerCase(Locale.ROOT);
        result = blankToNull(result);
    }

    public boolean admits(DnsTransaction t) {
        return (client == null || client.equals(t.client()))
                && (text == null || (t.name() != null && t.name().toLowerCase(Locale.ROOT).contains(text)))
                && (result == null || (t.rcode() == null ? result.equalsIgnoreCase("none")
                : result.equalsIgnoreCase(t.rcode())));
    }

    public boolean admits(HttpTransaction t) {
        String where = (t.host() == null ? "" : t.host()) + (t.path() == null ? "" : t.path());
        return (client == null || client.equals(t.client()))
                && (text == null || where.toLowerCase(Locale.ROOT).contains(text))
                && (result == null || statusMatches(t.status()));
    }

    private boolean statusMatches(Integer status) {
        if (status == null) {
            return result.equalsIgnoreCase("none");
        }
        String code = String.valueOf(status);
        return result.length() == 3 && result.toLowerCase(Locale.ROOT).endsWith("xx")
                ? code.charAt(0) == result.charAt(0) : result.equals(code);
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
