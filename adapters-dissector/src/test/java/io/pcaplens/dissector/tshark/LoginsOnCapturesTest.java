package io.pcaplens.dissector.tshark;

import io.pcaplens.dissector.captures.TsharkView;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Login;
import io.pcaplens.domain.packet.PasswordSeen;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The logins the one dissection pass reads from real captures, against what tshark's own fields show of them,
 * read by the test on its own ({@link TsharkView}); and never a password among what the rows keep.
 */
class LoginsOnCapturesTest {

    private static final Path PCAPS = PacketDissectorContract.PCAPS;

    @TempDir
    Path work;

    private List<ConversationRow> rows(String capture) throws Exception {
        return DissectedRows.of(PCAPS.resolve(capture), work);
    }

    /** Every login of the rows, each with the endpoints of its row. */
    private static Set<Login> logins(List<ConversationRow> rows) {
        Set<Login> all = new HashSet<>();
        rows.forEach(r -> all.addAll(r.labels().logins()));
        return all;
    }

    /** No value a row keeps of its logins is a password tshark shows. */
    private static void noneIs(List<ConversationRow> rows, Set<String> passwords) {
        assertFalse(passwords.isEmpty());
        for (ConversationRow r : rows) {
            for (Login l : r.labels().logins()) {
                assertTrue(passwords.stream().noneMatch(p -> l.user().contains(p) || l.client().contains(p)
                        || l.protocol().contains(p)), "a password kept");
            }
        }
    }

    /**
     * The client's USER then PASS, as tshark reads the commands: the user named, the password seen in clear;
     * its row joins the client to the server it sent the commands to.
     */
    @Test
    void theFtpLoginIsTheUserOfItsUserCommandWithItsPasswordSeenInClear() throws Exception {
        List<TsharkView.Frame> frames = TsharkView.read(PCAPS.resolve("ftp-ipv4.pcap"),
                List.of("ip.src", "ip.dst", "ftp.request.command", "ftp.request.arg"));
        Set<Login> expected = new HashSet<>();
        Set<String> passwords = new HashSet<>();
        Map<String, String> server = new HashMap<>();
        Set<String> sentPass = new HashSet<>();
        List<String[]> users = new ArrayList<>();
        for (TsharkView.Frame f : frames) {
            String command = f.first("ftp.request.command");
            if (command.equalsIgnoreCase("USER")) {
                users.add(new String[] {f.first("ip.src"), f.first("ftp.request.arg")});
                server.put(f.first("ip.src"), f.first("ip.dst"));
            } else if (command.equalsIgnoreCase("PASS")) {
                sentPass.add(f.first("ip.src"));
                passwords.add(f.first("ftp.request.arg"));
            }
        }
        users.forEach(u -> expected.add(new Login("FTP", u[1], u[0],
                sentPass.contains(u[0]) ? PasswordSeen.CLEAR : PasswordSeen.NOT_SEEN)));
        assertEquals(1, expected.size());
        List<ConversationRow> rows = rows("ftp-ipv4.pcap");
        assertEquals(expected, logins(rows));
        ConversationRow carrying = rows.stream().filter(r -> !r.labels().logins().isEmpty()).findFirst().orElseThrow();
        String client = expected.iterator().next().client();
        assertEquals(new TreeSet<>(List.of(client, server.get(client))),
                new TreeSet<>(List.of(carrying.identity().srcIp(), carrying.identity().dstIp())));
        noneIs(rows, passwords);
    }

    /**
     * POP3's USER and PASS, and the SASL PLAIN answers (RFC 4616: authzid NUL user NUL password, in base64)
     * a client sends on the line after its AUTH PLAIN, as tshark reads the requests of each TCP stream.
     */
    @Test
    void thePopLoginsAreTheUserCommandsAndThePlainAnswersAfterAuthPlain() throws Exception {
        List<TsharkView.Frame> frames = TsharkView.read(PCAPS.resolve("pop3.pcap"),
                List.of("tcp.stream", "ip.src", "pop.request.command", "pop.request.parameter"));
        Set<Login> expected = new HashSet<>();
        Set<String> passwords = new HashSet<>();
        Map<String, String> user = new HashMap<>();
        Set<String> afterAuthPlain = new HashSet<>();
        for (TsharkView.Frame f : frames) {
            String stream = f.first("tcp.stream");
            String command = f.first("pop.request.command");
            String parameter = f.first("pop.request.parameter");
            if (command.isEmpty()) {
                continue;
            }
            if (afterAuthPlain.remove(stream)) {
                String[] parts = new String(Base64.getDecoder().decode(command), StandardCharsets.UTF_8)
                        .split("\0", -1);
                expected.add(new Login("POP", parts[1], f.first("ip.src"), PasswordSeen.ENCODED));
                passwords.add(parts[2]);
            } else if (command.equalsIgnoreCase("AUTH") && parameter.equalsIgnoreCase("PLAIN")) {
                afterAuthPlain.add(stream);
            } else if (command.equalsIgnoreCase("USER")) {
                user.put(stream, parameter);
                expected.add(new Login("POP", parameter, f.first("ip.src"), PasswordSeen.NOT_SEEN));
            } else if (command.equalsIgnoreCase("PASS") && user.containsKey(stream)) {
                expected.remove(new Login("POP", user.get(stream), f.first("ip.src"), PasswordSeen.NOT_SEEN));
                expected.add(new Login("POP", user.get(stream), f.first("ip.src"), PasswordSeen.CLEAR));
                passwords.add(parameter);
            }
        }
        assertTrue(expected.stream().anyMatch(l -> l.password() == PasswordSeen.CLEAR));
        assertTrue(expected.stream().anyMatch(l -> l.password() == PasswordSeen.ENCODED));
        List<ConversationRow> rows = rows("pop3.pcap");
        assertEquals(expected, logins(rows));
        noneIs(rows, passwords);
    }

    /** tshark decodes the Basic credentials to user:password; the user is kept, the password only as seen. */
    @Test
    void theHttpBasicLoginIsTheUserBeforeTheColon() throws Exception {
        List<TsharkView.Frame> frames = TsharkView.read(PCAPS.resolve("http-basic-auth.pcap"),
                List.of("ip.src", "http.authbasic"));
        Set<Login> expected = new HashSet<>();
        Set<String> passwords = new HashSet<>();
        for (TsharkView.Frame f : frames) {
            for (String credentials : f.all("http.authbasic")) {
                int colon = credentials.indexOf(':');
                expected.add(new Login("HTTP", credentials.substring(0, colon), f.first("ip.src"),
                        PasswordSeen.ENCODED));
                passwords.add(credentials.substring(colon + 1));
            }
        }
        assertEquals(1, expected.size());
        List<ConversationRow> rows = rows("http-basic-auth.pcap");
        assertEquals(expected, logins(rows));
        noneIs(rows, passwords);
    }

    /**
     * Telnet names no user: the login is what the client typed, up to its line's end, after the server's text
     * that ends in "login:", and the password what it typed after "Password:", as tshark's telnet.data shows.
     */
    @Test
    void theTelnetLoginIsWhatTheClientTypedAfterTheLoginPrompt() throws Exception {
        List<TsharkView.Frame> frames = TsharkView.read(PCAPS.resolve("telnet-login.pcap"),
                List.of("ip.src", "tcp.srcport", "telnet.data"));
        String prompt = null;
        String user = null;
        String client = null;
        String password = null;
        for (TsharkView.Frame f : frames) {
            String data = String.join("", f.all("telnet.data"));
            if (data.isEmpty()) {
                continue;
            }
            if (f.first("tcp.srcport").equals("23")) {
                prompt = data.strip().toLowerCase();
            } else if (prompt != null && prompt.endsWith("login:") && user == null) {
                user = data.split("[\r\n]")[0];
                client = f.first("ip.src");
            } else if (prompt != null && prompt.endsWith("password:") && password == null) {
                password = data.split("[\r\n]")[0];
            }
        }
        assertTrue(user != null && password != null);
        List<ConversationRow> rows = rows("telnet-login.pcap");
        assertEquals(Set.of(new Login("TELNET", user, client, PasswordSeen.CLEAR)), logins(rows));
        noneIs(rows, Set.of(password));
    }

    /**
     * An HTML form posted with a Username and a password field (Passwd), as tshark's urlencoded-form fields show
     * it: the user is the Username value, the password seen in clear.
     */
    @Test
    void aLoginFormIsTheValueOfItsUserFieldWithItsPasswordSeenInClear() throws Exception {
        List<TsharkView.Frame> frames = TsharkView.read(PCAPS.resolve("wifi-radiotap-http.pcap"),
                List.of("ip.src", "urlencoded-form.key", "urlencoded-form.value"));
        Set<Login> expected = new HashSet<>();
        Set<String> passwords = new HashSet<>();
        for (TsharkView.Frame f : frames) {
            List<String> keys = f.all("urlencoded-form.key");
            List<String> values = f.all("urlencoded-form.value");
            for (int i = 0; i < keys.size(); i++) {
                if (keys.get(i).equalsIgnoreCase("username")) {
                    expected.add(new Login("HTTP", values.get(i), f.first("ip.src"), PasswordSeen.CLEAR));
                } else if (keys.get(i).toLowerCase().contains("pass")) {
                    passwords.add(values.get(i));
                }
            }
        }
        assertEquals(2, expected.size(), expected.toString());
        List<ConversationRow> rows = rows("wifi-radiotap-http.pcap");
        assertEquals(expected, logins(rows));
        noneIs(rows, passwords);
    }

    /** Browsing and TLS carry no login in clear, as tshark shows none of the login fields there. */
    @Test
    void browsingAndTlsCarryNoLogin() throws Exception {
        for (String capture : List.of("http-bro-org-browsing.pcap", "tls13-curl.pcap")) {
            List<TsharkView.Frame> frames = TsharkView.read(PCAPS.resolve(capture), TsharkColumns.LOGIN_FIELDS);
            assertTrue(frames.stream().allMatch(f -> f.fields().isEmpty()), capture);
            assertEquals(Set.of(), logins(rows(capture)), capture);
        }
    }
}
