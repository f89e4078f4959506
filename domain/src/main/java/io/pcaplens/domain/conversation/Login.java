package io.pcaplens.domain.conversation;

import io.pcaplens.domain.packet.PasswordSeen;

import java.io.Serializable;
import java.util.Comparator;
import java.util.Objects;

/**
 * A login a conversation carried in clear: who logged in, from where, over what, and whether (and how) the
 * password went by. The password itself is never kept.
 *
 * @param protocol FTP, POP, IMAP, SMTP, HTTP or TELNET
 * @param user     the user name as it was sent
 * @param client   the address that sent it
 */
public record Login(String protocol, String user, String client, PasswordSeen password) implements Serializable {

    /** The order a conversation's logins are stored and shown in. */
    public static final Comparator<Login> ORDER = Comparator.comparing(Login::protocol).thenComparing(Login::client)
            .thenComparing(Login::user).thenComparing(Login::password);

    public Login {
        Objects.requireNonNull(protocol, "protocol");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(password, "password");
    }
}
