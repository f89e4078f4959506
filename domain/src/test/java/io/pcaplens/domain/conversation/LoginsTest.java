package io.pcaplens.domain.conversation;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.packet.Packets;
import io.pcaplens.domain.packet.PasswordSeen;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;

import static io.pcaplens.domain.packet.Packets.packet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The logins a conversation's packets carry, built in capture order, never with a password. */
class LoginsTest {

    private static final CaptureId CAPTURE = new CaptureId("00000000-0000-0000-0000-000000000001");
    private static final String CLIENT = "10.0.0.2";
    private static final String SERVER = "10.0.0.1";

    private long frame;

    private Packets fromClient(String port, String protocol) {
        frame++;
        return packet().frame(frame).time("1000." + String.format("%09d", frame)).ip(CLIENT, SERVER)
                .tcp("40000", port).protocol(protocol).stack("eth:ethertype:ip:tcp:" + protocol.toLowerCase());
    }

    private Packets fromServer(String port, String protocol) {
        frame++;
        return packet().frame(frame).time("1000." + String.format("%09d", frame)).ip(SERVER, CLIENT)
                .tcp(port, "40000").protocol(protocol).stack("eth:ethertype:ip:tcp:" + protocol.toLowerCase());
    }

    private static String hex(String text) {
        return HexFormat.of().formatHex(text.getBytes(StandardCharsets.ISO_8859_1));
    }

    private static List<Login> logins(Packets... packets) {
        ConversationTable table = new ConversationTable();
        for (Packets p : packets) {
            table.add(p.record());
        }
        assertEquals(1, table.size());
        return table.conversations().iterator().next().toRow(new ConversationId(1), CAPTURE).labels().logins();
    }

    @Test
    void anFtpUserThenItsPassIsOneLoginWithItsPasswordSeenInClear() {
        assertEquals(List.of(new Login("FTP", "alice", CLIENT, PasswordSeen.CLEAR)),
                logins(fromClient("21", "FTP").ftp("USER", "alice"), fromClient("21", "FTP").ftp("PASS", "s3cret")));
    }

    @Test
    void aPassWithoutAUserBeforeItNamesNoLogin() {
        assertEquals(List.of(), logins(fromClient("110", "POP").pop("PASS", "s3cret")));
        assertEquals(List.of(new Login("POP", "bob", CLIENT, PasswordSeen.NOT_SEEN)),
                logins(fromClient("110", "POP").pop("USER", "bob")));
    }

    @Test
    void aPlainAnswerOnItsOwnLineIsDecodedToItsUserAndOtherBase64IsNot() {
        String plain = Base64.getEncoder().encodeToString("\0carol@example.com\0s3cret".getBytes(StandardCharsets.UTF_8));
        assertEquals(List.of(new Login("POP", "carol@example.com", CLIENT, PasswordSeen.ENCODED)),
                logins(fromClient("110", "POP").pop("AUTH", "PLAIN"), fromClient("110", "POP").pop(plain, "")));
        assertEquals(List.of(new Login("POP", "carol@example.com", CLIENT, PasswordSeen.ENCODED)),
                logins(fromClient("110", "POP").pop("AUTH", "PLAIN " + plain)));
        assertEquals(List.of(), logins(fromClient("110", "POP").pop("STAT", ""), fromClient("110", "POP").pop("QUIT", "")));
    }

    @Test
    void imapSmtpAndHttpBasicNameTheirUserAndHowThePasswordWent() {
        assertEquals(List.of(new Login("IMAP", "dave", CLIENT, PasswordSeen.CLEAR)),
                logins(fromClient("143", "IMAP").imapLogin("\"dave\"", "s3cret")));
        // AUTH LOGIN: the user and the password each on a line of its own, in base64 ("erin", "s3cret")
        assertEquals(List.of(new Login("SMTP", "erin", CLIENT, PasswordSeen.ENCODED)),
                logins(fromClient("25", "SMTP").smtpAuth("ZXJpbg==", ""),
                        fromClient("25", "SMTP").smtpAuth("", "czNjcmV0")));
        // AUTH PLAIN with its initial response: NUL ivan NUL hunter2
        assertEquals(List.of(new Login("SMTP", "ivan", CLIENT, PasswordSeen.ENCODED)),
                logins(fromClient("25", "SMTP").smtpPlain("AGl2YW4AaHVudGVyMg==")));
        assertEquals(List.of(new Login("HTTP", "frank", CLIENT, PasswordSeen.ENCODED)),
                logins(fromClient("80", "HTTP").httpBasic("frank:pa:ss")));
    }

    @Test
    void aFormWithAPasswordFieldNamesItsUserFieldAndAFormWithoutOneIsNoLogin() {
        assertEquals(List.of(new Login("HTTP", "zoe", CLIENT, PasswordSeen.CLEAR)),
                logins(fromClient("80", "HTTP").form("q\fusername\fpassword\fremember", "x\fzoe\fs3cret\fon")));
        assertEquals(List.of(new Login("HTTP", "yan@example.com", CLIENT, PasswordSeen.NOT_SEEN)),
                logins(fromClient("80", "HTTP").form("Email\fPwd", "yan@example.com\f")));
        assertEquals(List.of(), logins(fromClient("80", "HTTP").form("username\fcomment", "zoe\fhello")));
        assertEquals(List.of(), logins(fromClient("80", "HTTP").form("password", "s3cret")), "no user to name");
    }

    @Test
    void telnetTypedAKeyASegmentAfterTheLoginPromptWithABackspaceIsTheUserAndThePasswordIsOnlySeen() {
        List<Packets> session = new java.util.ArrayList<>();
        session.add(fromServer("23", "TELNET").tcpPayload(hex("\u00ff\u00fd\u0018Welcome\r\nhost login: ")));
        for (String key : List.of("g", "x", "\u007f", "r", "a", "c", "e", "\r\n")) {
            session.add(fromClient("23", "TELNET").tcpPayload(hex(key)));
            session.add(fromServer("23", "TELNET").tcpPayload(hex(key.equals("\u007f") ? "\b \b" : key)));
        }
        session.add(fromServer("23", "TELNET").tcpPayload(hex("Password:")));
        session.add(fromClient("23", "TELNET").tcpPayload(hex("hunter2\r\n")));
        session.add(fromServer("23", "TELNET").tcpPayload(hex("\r\n$ ")));
        session.add(fromClient("23", "TELNET").tcpPayload(hex("ls\r\n")));
        List<Login> found = logins(session.toArray(Packets[]::new));
        assertEquals(List.of(new Login("TELNET", "grace", CLIENT, PasswordSeen.CLEAR)), found);
        assertTrue(found.stream().noneMatch(l -> l.user().contains("hunter2")));
    }

    @Test
    void telnetWithoutALoginPromptNamesNoUser() {
        assertEquals(List.of(), logins(fromServer("23", "TELNET").tcpPayload(hex("$ ")),
                fromClient("23", "TELNET").tcpPayload(hex("whoami\r\n"))));
    }
}
