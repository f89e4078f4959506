package io.pcaplens.domain.packet;

/**
 * How a login's password crossed the network, as far as a frame tells; the password itself is never kept.
 * Ordered from least to most seen, so the strongest sign of a login wins.
 */
public enum PasswordSeen {
    /** A user name went by, but no password after it (yet). */
    NOT_SEEN,
    /** The password went by encoded but not encrypted: base64 (HTTP Basic, POP, IMAP and SMTP AUTH PLAIN and LOGIN). */
    ENCODED,
    /** The password went by as typed (FTP and POP PASS, IMAP LOGIN, an HTML form, Telnet). */
    CLEAR;

    /** The stronger of the two. */
    public PasswordSeen or(PasswordSeen other) {
        return other != null && other.ordinal() > ordinal() ? other : this;
    }
}
