package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Login;
import io.pcaplens.domain.packet.IpLiteral;
import io.pcaplens.domain.packet.PasswordSeen;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Logins sent in clear: the user names (and whether the password went along) that FTP, POP, IMAP, SMTP, HTTP
 * Basic, HTML forms and Telnet carried unencrypted, one finding per client, server and protocol. The rows hold the user
 * names the dissection read and how each password was seen, never a password, so neither does a finding.
 */
public final class CleartextCredentialsDetector implements Detector {

    /** The users a finding names; past this many it only counts them. */
    static final int LISTED_USERS = 20;

    private final Map<Service, Logins> byService = new LinkedHashMap<>();

    private record Service(String client, String server, String protocol) {
    }

    /** What is kept of the logins of one client to one server over one protocol. */
    private static final class Logins {
        final Evidence evidence = new Evidence();
        final Set<String> users = new TreeSet<>();
        long more;
        PasswordSeen password = PasswordSeen.NOT_SEEN;

        void add(Login login) {
            if (users.size() < LISTED_USERS || users.contains(login.user())) {
                users.add(login.user());
            } else {
                more++;
            }
            password = password.or(login.password());
        }
    }

    @Override
    public String name() {
        return "credentials";
    }

    @Override
    public int version() {
        return 1;
    }

    @Override
    public Map<String, String> parameters() {
        return Map.of();
    }

    @Override
    public void accept(ConversationRow row) {
        Set<Logins> touched = new HashSet<>();
        for (Login login : row.labels().logins()) {
            String server = IpLiteral.same(row.identity().srcIp(), login.client()) ? row.identity().dstIp()
                    : row.identity().srcIp();
            Logins l = byService.computeIfAbsent(new Service(login.client(), server, login.protocol()),
                    k -> new Logins());
            l.add(login);
            if (touched.add(l)) {
                l.evidence.add(row);
            }
        }
    }

    @Override
    public List<Detection> detections() {
        List<Detection> found = new ArrayList<>();
        byService.forEach((s, l) -> {
            String protocol = protocolName(s.protocol());
            String users = String.join(", ", l.users) + (l.more > 0 ? " and " + l.more + " more" : "");
            String title = protocol + " login in clear from " + s.client() + " to " + s.server() + " as " + users;
            String explanation = s.client() + " logged in to " + s.server() + " over " + protocol + " as " + users
                    + " in " + l.evidence.rows() + " conversation(s). " + passwordSentence(l.password)
                    + " Anyone on the path can read these logins and replay them. " + advice(s.protocol());
            HuntExpression q = HuntExpression.of().either(s.client()).either(s.server());
            if (l.more == 0) {
                q.anyOf("login.user", List.copyOf(l.users));
            } else {
                q.flag("login.user");
            }
            found.add(new Detection(FindingKind.CLEARTEXT_CREDENTIALS, FindingSeverity.HIGH, title, explanation,
                    List.of(s.client(), s.server()), l.users.size() + l.more, l.evidence.ids(), q.toString()));
        });
        return found;
    }

    private static String passwordSentence(PasswordSeen seen) {
        switch (seen) {
            case CLEAR:
                return "The password went along as typed (it is not kept here).";
            case ENCODED:
                return "The password went along in base64, an encoding anyone can reverse (it is not kept here).";
            default:
                return "No password was seen after the user name, but the name itself went by unencrypted.";
        }
    }

    private static String protocolName(String protocol) {
        return protocol.equals("TELNET") ? "Telnet" : protocol.equals("POP") ? "POP3" : protocol;
    }

    private static String advice(String protocol) {
        switch (protocol) {
            case "TELNET":
                return "SSH does the same job encrypted.";
            case "FTP":
                return "SFTP or FTP over TLS keep logins private.";
            case "HTTP":
                return "HTTPS keeps Basic credentials private.";
            default:
                return "The same protocol over TLS (or STARTTLS before the login) keeps logins private.";
        }
    }
}
