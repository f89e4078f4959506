package io.pcaplens.domain.flow;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The common name in a certificate subject as DPI writes it ({@code C=US, O=Example Inc., CN=*.example.com}):
 * the name a server's certificate gives it besides its subject alternative names.
 */
public final class CertificateSubject {

    /**
     * A CN attribute at the start or after a separator; its value runs to the next ", key=" or the end, so a
     * comma inside the value (an organisation's name) stays part of it. The last CN wins: it is the most
     * specific one when a subject names several.
     */
    private static final Pattern CN = Pattern.compile("(?:^|,\\s*)CN=(.*?)(?=,\\s*[A-Za-z][A-Za-z0-9.]*=|$)");

    private CertificateSubject() {
    }

    /** The subject's common name in lower case (names are case-insensitive), empty when it has none. */
    public static Optional<String> commonName(String subject) {
        if (subject == null) {
            return Optional.empty();
        }
        Matcher m = CN.matcher(subject);
        String last = null;
        while (m.find()) {
            last = m.group(1).strip();
        }
        return last == null || last.isEmpty() ? Optional.empty() : Optional.of(last.toLowerCase(Locale.ROOT));
    }
}
