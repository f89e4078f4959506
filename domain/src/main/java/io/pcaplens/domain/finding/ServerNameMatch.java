package io.pcaplens.domain.finding;

import java.util.Collection;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Whether a certificate's names cover the server name a client asked for, as RFC 6125 matches them: names are
 * compared without letter case or a trailing dot, and a wildcard {@code *.example.com} stands for exactly one
 * label ({@code a.example.com}, neither {@code example.com} nor {@code a.b.example.com}). A name with a wildcard
 * anywhere else ({@code w*.example.com}) is one this rule cannot judge, so it is taken to cover the name: a
 * mismatch must be certain.
 */
final class ServerNameMatch {

    private static final Pattern IP_LITERAL = Pattern.compile("^[0-9.]+$|:");

    private ServerNameMatch() {
    }

    /** Whether the requested name is one a certificate's names can be judged against (a host name, not an address). */
    static boolean judgeable(String requested) {
        String name = normal(requested);
        return !name.isEmpty() && !IP_LITERAL.matcher(name).find();
    }

    static boolean covers(Collection<String> certificateNames, String requested) {
        String name = normal(requested);
        for (String c : certificateNames) {
            if (covers(normal(c), name)) {
                return true;
            }
        }
        return false;
    }

    private static boolean covers(String certificateName, String name) {
        if (certificateName.equals(name)) {
            return true;
        }
        if (!certificateName.contains("*")) {
            return false;
        }
        if (!certificateName.startsWith("*.") || certificateName.indexOf('*', 1) >= 0) {
            return true;
        }
        String parent = certificateName.substring(1);
        int dot = name.indexOf('.');
        return dot > 0 && name.substring(dot).equals(parent);
    }

    private static String normal(String name) {
        String n = name.strip().toLowerCase(Locale.ROOT);
        return n.endsWith(".") ? n.substring(0, n.length() - 1) : n;
    }
}
