package io.pcaplens.domain.packet;

import java.io.Serializable;
import java.util.Objects;

/**
 * A sign of a login one frame carries: a user name, a password (never its value, only how it was sent), or
 * both at once.
 *
 * @param protocol the protocol that carried it: FTP, POP, IMAP, SMTP, HTTP or TELNET
 * @param user     the user name, null for a password sent on its own (FTP and POP {@code PASS})
 */
public record LoginSign(String protocol, String user, PasswordSeen password) implements Serializable {

    /** The longest user name kept; a longer one is cut. */
    public static final int MAX_USER = 128;

    public LoginSign {
        Objects.requireNonNull(protocol, "protocol");
        Objects.requireNonNull(password, "password");
    }

    /** A sign naming a user, or null when the name is empty once control characters are dropped. */
    static LoginSign user(String protocol, String raw, PasswordSeen password) {
        String user = cleanUser(raw);
        return user == null ? null : new LoginSign(protocol, user, password);
    }

    /** A password sent without its user. */
    static LoginSign password(String protocol, PasswordSeen password) {
        return new LoginSign(protocol, null, password);
    }

    /** The name without control characters or surrounding blanks, at most {@link #MAX_USER} long; null if empty. */
    public static String cleanUser(String raw) {
        if (raw == null) {
            return null;
        }
        StringBuilder b = new StringBuilder();
        raw.codePoints().filter(c -> !Character.isISOControl(c)).forEach(b::appendCodePoint);
        String user = b.toString().strip();
        if (user.length() > MAX_USER) {
            user = user.substring(0, MAX_USER);
        }
        return user.isEmpty() ? null : user;
    }
}
