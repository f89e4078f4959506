package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Login;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.conversation.query.QueryText;
import io.pcaplens.domain.packet.PasswordSeen;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static io.pcaplens.domain.finding.TestRows.SECOND;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Logins in clear, one finding per client, server and protocol, the users named and no password. */
class CleartextCredentialsDetectorTest {

    private final TestRows rows = new TestRows();

    /** A row from src to dst whose logins were sent by the given client. */
    private ConversationRow carrying(String src, String dst, int dport, String dissector, Login... logins) {
        ConversationRow r = rows.row(src, dst, dport, 0, SECOND, new Volume(10, 900), new Volume(10, 2000), dissector,
                null);
        return r.withLabels(new io.pcaplens.domain.conversation.Labels(r.labels().protocol(),
                r.labels().dissectorProtocol(), List.of(), List.of(), List.of(), List.of(logins)));
    }

    @Test
    void oneFindingPerClientServerAndProtocolNamingItsUsersWhicheverWayTheRowFaces() {
        ConversationRow ftp1 = carrying("10.0.0.5", "10.0.0.9", 21, "FTP",
                new Login("FTP", "alice", "10.0.0.5", PasswordSeen.CLEAR));
        // the server's packet made this row: the client is its destination
        ConversationRow ftp2 = carrying("10.0.0.9", "10.0.0.5", 40001, "FTP",
                new Login("FTP", "bob", "10.0.0.5", PasswordSeen.NOT_SEEN));
        ConversationRow telnet = carrying("10.0.0.5", "10.0.0.9", 23, "TELNET",
                new Login("TELNET", "root", "10.0.0.5", PasswordSeen.CLEAR));
        ConversationRow plain = carrying("10.0.0.6", "10.0.0.9", 80, "HTTP");
        List<Detection> found = TestRows.run(new CleartextCredentialsDetector(), List.of(ftp1, ftp2, telnet, plain));
        assertEquals(2, found.size());
        Detection ftp = found.get(0);
        assertEquals(FindingKind.CLEARTEXT_CREDENTIALS, ftp.kind());
        assertEquals(FindingSeverity.HIGH, ftp.severity());
        assertEquals(List.of("10.0.0.5", "10.0.0.9"), ftp.hosts());
        assertEquals(List.of(ftp1.id().value(), ftp2.id().value()), TestRows.ids(ftp));
        assertTrue(ftp.title().contains("alice, bob"), ftp.title());
        assertTrue(ftp.explanation().contains("as typed"), ftp.explanation());
        assertEquals("ip == 10.0.0.5 && ip == 10.0.0.9 && login.user in {\"alice\", \"bob\"}", ftp.query());
        QueryText.parse(ftp.query());
        assertEquals(List.of("10.0.0.5", "10.0.0.9"), found.get(1).hosts());
        assertTrue(found.get(1).title().startsWith("Telnet login"), found.get(1).title());
    }

    @Test
    void manyUsersAreCountedPastTheListedOnesAndTheQuerySelectsAnyLogin() {
        List<Login> logins = new ArrayList<>();
        for (int i = 0; i < CleartextCredentialsDetector.LISTED_USERS + 3; i++) {
            logins.add(new Login("POP", "user" + i, "10.0.0.5", PasswordSeen.ENCODED));
        }
        List<Detection> found = TestRows.run(new CleartextCredentialsDetector(),
                List.of(carrying("10.0.0.5", "10.0.0.9", 110, "POP", logins.toArray(Login[]::new))));
        assertEquals(1, found.size());
        assertTrue(found.get(0).title().endsWith(" and 3 more"), found.get(0).title());
        assertEquals(CleartextCredentialsDetector.LISTED_USERS + 3, found.get(0).score());
        assertEquals("ip == 10.0.0.5 && ip == 10.0.0.9 && login.user", found.get(0).query());
        assertTrue(found.get(0).explanation().contains("base64"));
    }

    @Test
    void rowsWithoutLoginsFindNothing() {
        assertFalse(TestRows.run(new CleartextCredentialsDetector(), List.of(rows.connection("10.0.0.5",
                "10.0.0.9", 21, 0))).iterator().hasNext());
    }
}
