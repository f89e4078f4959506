package io.pcaplens.domain.host;

import io.pcaplens.domain.packet.IpLiteral;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What an analyst looks a host up by across every stored capture: an IP address (in any notation), a MAC, or a
 * name the capture gave a host. Each is compared in the one form the inventory stores it in.
 */
public record HostLookup(Kind kind, String value) {

    /** What the looked-up text is, and so what of a host's record it is compared with. */
    public enum Kind { ADDRESS, MAC, NAME }

    /** The longest name DNS allows (253 characters without the root's dot). */
    public static final int LONGEST_NAME = 253;

    private static final Pattern MAC = Pattern.compile("(?i)[0-9a-f]{2}([:-])[0-9a-f]{2}(\\1[0-9a-f]{2}){4}");
    private static final Pattern NAME = Pattern.compile("[\\p{L}\\p{N}_*-]+(\\.[\\p{L}\\p{N}_*-]+)*");

    public HostLookup {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(value, "value");
    }

    /**
     * The lookup the text asks for: an address in tshark's form, a MAC in lower case with colons, or a name in
     * lower case without a final dot (names are case-insensitive and stored so). Empty when the text is none of
     * these: blank, too long, or with characters no host name has.
     */
    public static Optional<HostLookup> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String t = text.strip();
        if (t.isEmpty()) {
            return Optional.empty();
        }
        if (IpLiteral.parse(t) != null) {
            return Optional.of(new HostLookup(Kind.ADDRESS, IpLiteral.canonical(t)));
        }
        if (MAC.matcher(t).matches()) {
            return Optional.of(new HostLookup(Kind.MAC, t.toLowerCase(Locale.ROOT).replace('-', ':')));
        }
        String name = t.endsWith(".") ? t.substring(0, t.length() - 1) : t;
        if (name.length() > LONGEST_NAME || !NAME.matcher(name).matches()) {
            return Optional.empty();
        }
        return Optional.of(new HostLookup(Kind.NAME, name.toLowerCase(Locale.ROOT)));
    }
}
