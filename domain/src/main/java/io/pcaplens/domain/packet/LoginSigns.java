package io.pcaplens.domain.packet;

import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;

/**
 * What one frame says of a login: the user names and passwords its cleartext protocols carried, read from the
 * dissector's fields (FTP and POP {@code USER}/{@code PASS}, POP {@code AUTH PLAIN}, IMAP {@code LOGIN},
 * SMTP {@code AUTH LOGIN} and {@code PLAIN}, HTTP Basic, an HTML form with a password field), and its Telnet
 * text. A password is kept only as how it was sent.
 *
 * @param terminal the frame's Telnet text, null without one
 */
public record LoginSigns(List<LoginSign> signs, TerminalText terminal) implements Serializable {

    public static final LoginSigns NONE = new LoginSigns(List.of(), null);

    public LoginSigns {
        signs = List.copyOf(signs);
    }

    public boolean isEmpty() {
        return signs.isEmpty() && terminal == null;
    }

    public static LoginSigns of(PacketFields f) {
        if (!loginFields(f)) {
            // nearly every frame: nothing to look at but a Telnet text
            TerminalText terminal = TerminalText.of(f);
            return terminal == null ? NONE : new LoginSigns(List.of(), terminal);
        }
        List<LoginSign> signs = new ArrayList<>(1);
        ftp(f, signs);
        pop(f, signs);
        imap(f, signs);
        smtp(f, signs);
        http(f, signs);
        add(signs, LoginForm.of(f));
        TerminalText terminal = TerminalText.of(f);
        return signs.isEmpty() && terminal == null ? NONE : new LoginSigns(signs, terminal);
    }

    /** Whether the frame carries any of the fields a login is read from (an HTML form's keys among them). */
    private static boolean loginFields(PacketFields f) {
        return present(f.ftpCommand()) || present(f.popCommand()) || present(f.imapUser())
                || present(f.smtpUser()) || present(f.smtpPassword()) || present(f.smtpPlain())
                || present(f.httpBasicCredentials()) || present(f.formKeys());
    }

    private static boolean present(String raw) {
        return raw != null && !raw.isEmpty();
    }

    private static void ftp(PacketFields f, List<LoginSign> signs) {
        String command = upper(f.ftpCommand());
        if (command.equals("USER")) {
            add(signs, LoginSign.user("FTP", PacketFields.first(f.ftpArgument()), PasswordSeen.NOT_SEEN));
        } else if (command.equals("PASS")) {
            signs.add(LoginSign.password("FTP", PasswordSeen.CLEAR));
        }
    }

    private static void pop(PacketFields f, List<LoginSign> signs) {
        String raw = PacketFields.first(f.popCommand());
        String command = raw.toUpperCase(Locale.ROOT);
        String parameter = PacketFields.first(f.popParameter());
        if (command.equals("USER") || command.equals("APOP")) {
            // APOP sends a digest of the password, not the password
            String user = command.equals("USER") ? parameter : parameter.split(" ", 2)[0];
            add(signs, LoginSign.user("POP", user, PasswordSeen.NOT_SEEN));
        } else if (command.equals("PASS")) {
            signs.add(LoginSign.password("POP", PasswordSeen.CLEAR));
        } else if (command.equals("AUTH")) {
            String[] words = parameter.split(" ");
            if (words.length == 2 && words[0].equalsIgnoreCase("PLAIN")) {
                add(signs, plain("POP", words[1]));
            }
        } else if (parameter.isEmpty()) {
            // the answer to a bare AUTH PLAIN is a line of its own, which the dissector reads as a command
            add(signs, plain("POP", raw));
        }
    }

    private static void imap(PacketFields f, List<LoginSign> signs) {
        String user = unquoted(PacketFields.first(f.imapUser()));
        if (!user.isEmpty()) {
            add(signs, LoginSign.user("IMAP", user,
                    PacketFields.first(f.imapPassword()).isEmpty() ? PasswordSeen.NOT_SEEN : PasswordSeen.CLEAR));
        }
    }

    /**
     * SMTP AUTH LOGIN sends the user and the password base64-encoded on lines of their own, which the dissector
     * gives as sent; AUTH PLAIN sends both in one.
     */
    private static void smtp(PacketFields f, List<LoginSign> signs) {
        String user = PacketFields.first(f.smtpUser());
        boolean password = !PacketFields.first(f.smtpPassword()).isEmpty();
        if (!user.isEmpty()) {
            add(signs, LoginSign.user("SMTP", decoded(user), password ? PasswordSeen.ENCODED : PasswordSeen.NOT_SEEN));
        } else if (password) {
            signs.add(LoginSign.password("SMTP", PasswordSeen.ENCODED));
        }
        String plain = PacketFields.first(f.smtpPlain());
        if (!plain.isEmpty()) {
            add(signs, plain("SMTP", plain));
        }
    }

    /** Base64 that decodes to printable UTF-8, decoded; any other text as it is. */
    static String decoded(String text) {
        try {
            String d = new String(Base64.getDecoder().decode(text), StandardCharsets.UTF_8);
            boolean printable = !d.isEmpty() && d.codePoints().noneMatch(c -> Character.isISOControl(c) || c == 0xfffd);
            return printable ? d : text;
        } catch (IllegalArgumentException notBase64) {
            return text;
        }
    }

    /** The dissector decodes Basic credentials to {@code user:password}; only the user is kept. */
    private static void http(PacketFields f, List<LoginSign> signs) {
        for (String credentials : PacketFields.all(f.httpBasicCredentials())) {
            int colon = credentials.indexOf(':');
            String user = colon < 0 ? credentials : credentials.substring(0, colon);
            boolean password = colon >= 0 && colon < credentials.length() - 1;
            add(signs, LoginSign.user("HTTP", user, password ? PasswordSeen.ENCODED : PasswordSeen.NOT_SEEN));
        }
    }

    /**
     * SASL PLAIN (RFC 4616): base64 of {@code authzid NUL user NUL password}; the user of a text that decodes so,
     * else null.
     */
    static LoginSign plain(String protocol, String base64) {
        if (base64.length() < 8 || base64.length() > 1024 || base64.length() % 4 != 0) {
            return null;
        }
        byte[] decoded;
        try {
            decoded = Base64.getDecoder().decode(base64);
        } catch (IllegalArgumentException notBase64) {
            return null;
        }
        String text = new String(decoded, StandardCharsets.UTF_8);
        String[] parts = text.split("\0", -1);
        if (parts.length != 3 || parts[1].isEmpty()) {
            return null;
        }
        return LoginSign.user(protocol, parts[1], parts[2].isEmpty() ? PasswordSeen.NOT_SEEN : PasswordSeen.ENCODED);
    }

    private static String upper(String raw) {
        return PacketFields.first(raw).toUpperCase(Locale.ROOT);
    }

    /** IMAP sends a user name with blanks as a quoted string. */
    private static String unquoted(String user) {
        return user.length() >= 2 && user.startsWith("\"") && user.endsWith("\"")
                ? user.substring(1, user.length() - 1) : user;
    }

    private static void add(List<LoginSign> signs, LoginSign sign) {
        if (sign != null) {
            signs.add(sign);
        }
    }
}
