package io.pcaplens.domain.conversation;

import io.pcaplens.domain.packet.LoginSign;
import io.pcaplens.domain.packet.LoginSigns;
import io.pcaplens.domain.packet.PasswordSeen;
import io.pcaplens.domain.packet.TerminalText;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The logins of one conversation as its packets arrive in capture order: a user name, then the password that
 * follows it (FTP and POP send them in two commands), and for Telnet what the client typed after the server's
 * login prompt. What is typed after a password prompt is only counted, never kept.
 */
final class LoginTrail implements Serializable {

    /** Prompts a Telnet server ends its text with before the user name, in lower case. */
    private static final List<String> USER_PROMPTS = List.of("login:", "username:", "user name:", "user:");
    private static final String PASSWORD_PROMPT = "password:";
    private static final String TELNET = "TELNET";

    private enum Awaiting { NOTHING, USER, PASSWORD }

    /** Each login by protocol, user and client, with how its password was seen. */
    private final Map<Key, PasswordSeen> logins = new LinkedHashMap<>();
    /** The last user each client named per protocol, whose password a later command sends. */
    private final Map<String, Key> lastUser = new LinkedHashMap<>();
    private Awaiting telnet = Awaiting.NOTHING;
    private final StringBuilder typed = new StringBuilder();
    private boolean passwordTyped;

    private record Key(String protocol, String user, String client) implements Serializable {
    }

    void add(LoginSigns signs, String sender) {
        for (LoginSign s : signs.signs()) {
            String slot = s.protocol() + ' ' + sender;
            if (s.user() != null) {
                Key k = new Key(s.protocol(), s.user(), sender);
                logins.merge(k, s.password(), PasswordSeen::or);
                lastUser.put(slot, k);
            } else if (lastUser.containsKey(slot)) {
                logins.merge(lastUser.get(slot), s.password(), PasswordSeen::or);
            }
        }
        if (signs.terminal() != null) {
            terminal(signs.terminal(), sender);
        }
    }

    private void terminal(TerminalText t, String sender) {
        if (t.fromServer()) {
            String tail = t.text().strip().toLowerCase(Locale.ROOT);
            if (USER_PROMPTS.stream().anyMatch(tail::endsWith)) {
                telnet = Awaiting.USER;
                typed.setLength(0);
            } else if (tail.endsWith(PASSWORD_PROMPT)) {
                telnet = Awaiting.PASSWORD;
                passwordTyped = false;
            }
            return;
        }
        if (telnet == Awaiting.USER) {
            typeUser(t.text(), sender);
        } else if (telnet == Awaiting.PASSWORD) {
            typePassword(t.text(), sender);
        }
    }

    /** Characters typed after a login prompt, one segment a line or one a key: the line ends the name. */
    private void typeUser(String text, String sender) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\r' || c == '\n' || c == 0) {
                String user = LoginSign.cleanUser(typed.toString());
                typed.setLength(0);
                telnet = Awaiting.NOTHING;
                if (user != null) {
                    Key k = new Key(TELNET, user, sender);
                    logins.merge(k, PasswordSeen.NOT_SEEN, PasswordSeen::or);
                    lastUser.put(TELNET + ' ' + sender, k);
                }
                return;
            } else if (c == '\b' || c == 0x7f) {
                typed.setLength(Math.max(0, typed.length() - 1));
            } else if (typed.length() < LoginSign.MAX_USER) {
                typed.append(c);
            }
        }
    }

    /** A password typed after its prompt: only whether one was, up to the end of its line. */
    private void typePassword(String text, String sender) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\r' || c == '\n' || c == 0) {
                Key k = lastUser.get(TELNET + ' ' + sender);
                if (passwordTyped && k != null) {
                    logins.merge(k, PasswordSeen.CLEAR, PasswordSeen::or);
                }
                telnet = Awaiting.NOTHING;
                return;
            }
            passwordTyped = true;
        }
    }

    /** Merges the trail of another slice of the same conversation. */
    void absorb(LoginTrail other) {
        other.logins.forEach((k, seen) -> logins.merge(k, seen, PasswordSeen::or));
    }

    List<Login> logins() {
        List<Login> out = new ArrayList<>(logins.size());
        logins.forEach((k, seen) -> out.add(new Login(k.protocol(), k.user(), k.client(), seen)));
        out.sort(Login.ORDER);
        return out;
    }
}
