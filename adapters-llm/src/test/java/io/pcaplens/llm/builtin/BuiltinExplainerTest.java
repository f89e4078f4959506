package io.pcaplens.llm.builtin;

import io.pcaplens.domain.tracer.Explanation;
import io.pcaplens.domain.tracer.ReplayScope;
import io.pcaplens.domain.tracer.StepDirection;
import io.pcaplens.domain.tracer.TraceContext;
import io.pcaplens.domain.tracer.TraceStep;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The built-in explainer where the shared captures have no example: IMAP (Info as Wireshark's IMAP dissector
 * writes it: "Request: " or "Response: " and the line), steps without Info, and a conversation whose endpoints
 * are unknown.
 */
class BuiltinExplainerTest {

    private final BuiltinExplainer explainer = new BuiltinExplainer();
    private static final TraceContext IMAP = new TraceContext("10.0.0.5", 51234, "10.0.0.9", 143, "TCP", "IMAP", null, null);

    private String explain(TraceContext context, StepDirection direction, String protocol, String info) {
        return explainer.explain(context, new TraceStep(1, 1, direction, protocol, 90, info, 0, "")).text();
    }

    @Test
    void imapLoginNamesTheUserButNotThePassword() {
        String text = explain(IMAP, StepDirection.CLIENT, "IMAP", "Request: a001 LOGIN alice s3cr3t");
        assertTrue(text.contains("10.0.0.5 logs in") && text.contains("alice") && text.contains("clear text"), text);
        assertFalse(text.contains("s3cr3t"), text);
    }

    @Test
    void imapCommandsAndTaggedReplies() {
        assertTrue(explain(IMAP, StepDirection.CLIENT, "IMAP", "Request: a002 SELECT INBOX").contains("opens a mailbox"));
        String ok = explain(IMAP, StepDirection.SERVER, "IMAP", "Response: a002 OK [READ-WRITE] SELECT completed");
        assertTrue(ok.contains("10.0.0.9") && ok.contains("a002") && ok.contains("succeeded"), ok);
        String no = explain(IMAP, StepDirection.SERVER, "IMAP", "Response: a001 NO [AUTHENTICATIONFAILED] Invalid credentials");
        assertTrue(no.contains("failed"), no);
        assertTrue(explain(IMAP, StepDirection.SERVER, "IMAP", "Response: * OK IMAP4rev1 Service Ready").contains("untagged"));
    }

    @Test
    void withoutKnownEndpointsTheSidesAreClientAndServer() {
        String text = explain(TraceContext.unknown(), StepDirection.SERVER, "TCP", "80 → 33532 [SYN, ACK] Seq=0 Ack=1 Len=0");
        assertTrue(text.startsWith("The server accepts the TCP connection on port 80"), text);
        assertTrue(explain(TraceContext.unknown(), StepDirection.CLIENT, "TCP", "33532 → 80 [SYN] Seq=0 Len=0")
                .contains("asks the server to open a TCP connection to port 80"));
    }

    @Test
    void aStatusLineInARowReplayedWithoutItsRequestDoesNotSpeakOfTheRequest() {
        TraceContext tcpRow = new TraceContext("10.0.2.15", 55080, "192.150.187.43", 80, "TCP", "TCP", null, null);
        String info = "HTTP/1.1 200 OK  [TCP segment of a reassembled PDU]";

        String alone = explain(tcpRow, StepDirection.SERVER, "TCP", info);
        String whole = explain(tcpRow.in(ReplayScope.CONNECTION), StepDirection.SERVER, "TCP", info);
        String httpRow = explain(new TraceContext("10.0.2.15", 55080, "192.150.187.43", 80, "TCP", "HTTP", null, null),
                StepDirection.SERVER, "TCP", info);

        assertFalse(alone.contains("answers") || alone.contains("request"), alone);
        assertTrue(alone.contains("status 200 OK") && alone.contains("labelled TCP"), alone);
        assertTrue(whole.startsWith("192.150.187.43 answers with HTTP status 200 OK: the request succeeded."), whole);
        assertTrue(httpRow.contains("answers with HTTP status 200 OK"), httpRow);
    }

    @Test
    void aStepWithoutInfoIsStillExplained() {
        assertEquals("10.0.0.5 sends a 90-byte LLC packet to 10.0.0.9.", explain(IMAP, StepDirection.CLIENT, "LLC", null));
        assertEquals("10.0.0.9 sends a TCP segment of 90 bytes to 10.0.0.5.", explain(IMAP, StepDirection.SERVER, "TCP", null));
    }

    @Test
    void explainsEveryStepOfAWindowInOrder() {
        List<TraceStep> window = List.of(
                new TraceStep(7, 20, StepDirection.CLIENT, "DNS", 74, "Standard query 0x75c0 A www.netbsd.org", 0, ""),
                new TraceStep(8, 21, StepDirection.SERVER, "DNS", 90,
                        "Standard query response 0x75c0 A www.netbsd.org A 204.152.190.12", 0, ""));
        List<Explanation> explained = explainer.explain(TraceContext.unknown(), window);
        assertEquals(List.of(7, 8), explained.stream().map(Explanation::index).toList());
        assertTrue(explained.get(1).text().contains("204.152.190.12"));
    }
}
