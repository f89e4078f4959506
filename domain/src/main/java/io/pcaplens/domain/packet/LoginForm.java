package io.pcaplens.domain.packet;

import java.util.List;
import java.util.Locale;

/**
 * An HTML form (application/x-www-form-urlencoded) as a login: one with a password field names the user of its
 * user field. A form without a password field is no login, whatever its fields hold.
 */
public final class LoginForm {

    private LoginForm() {
    }

    /** Form fields that name the user, checked in this order after an exact match of any of them. */
    private static final List<String> USER_FIELDS = List.of("username", "user", "login", "email", "userid",
            "user_id", "uname", "usr", "account", "log", "j_username");

    /** Whether a form field holds a password, by its name: pass, passwd, password, pwd, pw, j_password … */
    public static boolean passwordField(String key) {
        String k = key.strip().toLowerCase(Locale.ROOT);
        return k.contains("pass") || k.contains("pwd") || k.equals("pw");
    }

    /**
     * An HTML form (application/x-www-form-urlencoded) with a password field: the user is the value of its
     * user field (an exact name of {@link #USER_FIELDS} first, else the first field whose name holds "user",
     * "login" or "mail"); the password was sent as typed.
     */
    static LoginSign of(PacketFields f) {
        String separator = String.valueOf(PacketFields.VALUE_SEPARATOR);
        List<String> raw = List.of(f.formKeys().split(separator, -1));
        if (raw.stream().noneMatch(LoginForm::passwordField)) {
            return null;
        }
        List<String> values = List.of(f.formValues().split(separator, -1));
        if (raw.size() != values.size()) {
            return null;
        }
        int user = -1;
        int password = -1;
        for (int i = 0; i < raw.size(); i++) {
            String k = raw.get(i).strip().toLowerCase(Locale.ROOT);
            if (passwordField(k)) {
                password = password < 0 ? i : password;
            } else if (USER_FIELDS.contains(k) && (user < 0 || !USER_FIELDS.contains(
                    raw.get(user).strip().toLowerCase(Locale.ROOT)))) {
                user = i;
            } else if (user < 0 && (k.contains("user") || k.contains("login") || k.contains("mail"))) {
                user = i;
            }
        }
        return user < 0 ? null : LoginSign.user("HTTP", values.get(user),
                values.get(password).isEmpty() ? PasswordSeen.NOT_SEEN : PasswordSeen.CLEAR);
    }
}
