package io.pcaplens.domain.packet;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The user and realm of an HTTP Digest Authorization header (RFC 7616): {@code Digest username="bob",
 * realm="example", …}. Only these two parameters are read; the nonce and the response hash are not kept.
 */
record DigestUser(String user, String realm) {

    /** A parameter's name and its quoted or token value. */
    private static final Pattern PARAMETER = Pattern.compile("([A-Za-z*]+)\\s*=\\s*(?:\"((?:[^\"\\\\]|\\\\.)*)\"|([^\\s,]+))");

    static Optional<DigestUser> of(String header) {
        if (header == null || !header.regionMatches(true, 0, "Digest ", 0, 7)) {
            return Optional.empty();
        }
        String user = null;
        String realm = null;
        Matcher m = PARAMETER.matcher(header.substring(7));
        while (m.find()) {
            String value = m.group(2) != null ? m.group(2).replaceAll("\\\\(.)", "$1") : m.group(3);
            switch (m.group(1).toLowerCase(Locale.ROOT)) {
                case "username" -> user = value;
                case "realm" -> realm = value;
                default -> { }
            }
        }
        String cleaned = LoginSign.cleanUser(user);
        String cleanedRealm = LoginSign.cleanUser(realm);
        return cleaned == null ? Optional.empty()
                : Optional.of(new DigestUser(cleaned, cleanedRealm == null ? "" : cleanedRealm));
    }
}
