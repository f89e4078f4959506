package io.pcaplens.domain.flow;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
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

    /** An attribute at the start or after a separator, its value running as a CN's does. */
    private static final Pattern ATTRIBUTE =
            Pattern.compile("(?:^|,\\s*)([A-Za-z][A-Za-z0-9.]*)=(.*?)(?=,\\s*[A-Za-z][A-Za-z0-9.]*=|$)");

    private CertificateSubject() {
    }

    /**
     * The distinct attributes of a name as DPI writes it, {@code KEY=value} with the key in upper case: two names
     * with the same attributes are one name, whatever their order or repetitions (nDPI writes some subjects twice
     * over, {@code CN=box, CN=box}). Empty for null or text without attributes.
     */
    public static Set<String> attributes(String name) {
        Set<String> attributes = new TreeSet<>();
        if (name == null) {
            return attributes;
        }
        Matcher m = ATTRIBUTE.matcher(name);
        while (m.find()) {
            attributes.add(m.group(1).toUpperCase(Locale.ROOT) + "=" + m.group(2).strip());
        }
        return attributes;
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
