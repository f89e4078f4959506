package io.pcaplens.domain.host.log;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LogReadingTest {

    private static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");

    private static DnsMessage query(long frame, int ms, String client, String name) {
        return new DnsMessage(frame, T0.plusMillis(ms), client, false, name, "A", null, List.of(), null);
    }

    private static DnsMessage answer(long frame, int ms, long query, String client, String name, String rcode,
                                     List<String> answers) {
        return new DnsMessage(frame, T0.plusMillis(ms), client, true, name, "A", rcode, answers, query);
    }

    private static HttpMessage get(long frame, int ms, String client, String path) {
        return new HttpMessage(frame, T0.plusMillis(ms), client, false, "GET", "example.org", path, "curl/8", null,
                null, null);
    }

    private static HttpMessage status(long frame, int ms, long request, String client, int status) {
        return new HttpMessage(frame, T0.plusMillis(ms), client, true, null, null, null, null, status, "text/html",
                request);
    }

    @Test
    void aDnsTransactionJoinsTheQueryAndItsAnswerWithTheLatency() {
        var reading = LogReading.dns(LogFilter.NONE, 1, 10);
        reading.accept(query(1, 0, "10.0.0.5", "example.org"));
        reading.accept(answer(2, 40, 1, "10.0.0.5", "example.org", "NoError", List.of("93.184.216.34")));
        var log = reading.log(2, false);
        DnsTransaction t = log.items().get(0);
        assertEquals(1, t.frame());
        assertEquals(T0, t.time());
        assertEquals("NoError", t.rcode());
        assertEquals(List.of("93.184.216.34"), t.answers());
        assertEquals(Duration.ofMillis(40), t.latency());
        assertTrue(t.answered());
        assertEquals(1, log.total());
        assertNull(log.tally().suspicion());
    }

    @Test
    void manyNoSuchNameAnswersFlagTheServerAndFewDoNot() {
        var many = LogReading.dns(LogFilter.NONE, 1, 10);
        var few = LogReading.dns(LogFilter.NONE, 1, 10);
        for (int i = 0; i < DnsServerTally.MIN_ANSWERS; i++) {
            String rcode = i < DnsServerTally.MIN_ANSWERS * DnsServerTally.NXDOMAIN_SHARE ? "NXDomain" : "NoError";
            many.accept(query(2L * i + 1, i, "10.0.0.5", "n" + i + ".example"));
            many.accept(answer(2L * i + 2, i, 2L * i + 1, "10.0.0.5", "n" + i + ".example", rcode, List.of()));
            if (i < DnsServerTally.MIN_ANSWERS - 1) {
                few.accept(query(2L * i + 1, i, "10.0.0.5", "n" + i + ".example"));
                few.accept(answer(2L * i + 2, i, 2L * i + 1, "10.0.0.5", "n" + i + ".example", "NXDomain", List.of()));
            }
        }
        DnsServerTally flagged = many.log(0, false).tally();
        assertEquals(5L, flagged.rcodes().get("NXDomain"));
        assertNotNull(flagged.suspicion(), "a quarter of twenty answers");
        assertTrue(flagged.suspicion().startsWith("5 of 20 answers"), flagged.suspicion());
        assertNull(few.log(0, false).tally().suspicion(), "nineteen answers are too few to judge");
    }

    @Test
    void oneClientAnsweredNoSuchNameManyTimesFlagsABusyServer() {
        var reading = LogReading.dns(LogFilter.NONE, 1, 10);
        long frame = 1;
        for (int i = 0; i < 200; i++, frame += 2) {
            reading.accept(query(frame, i, "10.0.0." + (i % 50), "ok" + i + ".example"));
            reading.accept(answer(frame + 1, i, frame, "10.0.0." + (i % 50), "ok" + i + ".example", "NoError", List.of()));
        }
        for (int i = 0; i < DnsServerTally.CLIENT_NXDOMAIN; i++, frame += 2) {
            reading.accept(query(frame, 300 + i, "10.0.0.99", "x" + i + ".example"));
            reading.accept(answer(frame + 1, 300 + i, frame, "10.0.0.99", "x" + i + ".example", "NXDomain", List.of()));
        }
        assertEquals("10.0.0.99 was answered NXDOMAIN 20 times: it asks for names that do not exist",
                reading.log(0, false).tally().suspicion(), "20 of 220 answers is no quarter, but all went to one client");
    }

    @Test
    void theFilterCountsItsLinesAndThePageKeepsOnlyItsOwnWhileTheTallyCountsAll() {
        var reading = LogReading.dns(new LogFilter(null, "EXAMPLE", "nxdomain"), 2, 2);
        for (int i = 0; i < 7; i++) {
            String name = i % 2 == 0 ? "h" + i + ".example.org" : "other.net";
            reading.accept(query(2L * i + 1, i, "10.0.0." + i, name));
            reading.accept(answer(2L * i + 2, i, 2L * i + 1, "10.0.0." + i, name, "NXDomain", List.of()));
        }
        var log = reading.log(14, false);
        assertEquals(4, log.total(), "h0, h2, h4, h6");
        assertEquals(List.of("h4.example.org", "h6.example.org"), log.items().stream().map(DnsTransaction::name).toList());
        assertEquals(7, log.tally().transactions());
    }

    @Test
    void aQueryNeverAnsweredIsALineWithoutRcodeThatFilterNoneFinds() {
        var reading = LogReading.dns(new LogFilter(null, null, "none"), 1, 10);
        reading.accept(query(1, 0, "10.0.0.5", "lost.example"));
        reading.accept(query(2, 10, "10.0.0.6", "found.example"));
        reading.accept(answer(3, 20, 2, "10.0.0.6", "found.example", "NoError", List.of()));
        var log = reading.log(3, false);
        assertEquals(List.of("lost.example"), log.items().stream().map(DnsTransaction::name).toList());
        assertFalse(log.items().get(0).answered());
        assertEquals(1, log.tally().unanswered());
    }

    @Test
    void httpLinesJoinRequestAndStatusAndManyClientErrorsFlagTheServer() {
        var reading = LogReading.http(new LogFilter("10.0.0.9", "/admin", "4xx"), 1, 100);
        int n = HttpServerTally.MIN_RESPONSES;
        for (int i = 0; i < n; i++) {
            String client = i % 2 == 0 ? "10.0.0.9" : "10.0.0.8";
            reading.accept(get(2L * i + 1, i, client, i < n / 2 ? "/admin" + i : "/index.html"));
            reading.accept(status(2L * i + 2, i + 5, 2L * i + 1, client, i < n / 2 ? 404 : 200));
        }
        var log = reading.log(40, false);
        assertEquals(n / 4, log.total(), "the 10.0.0.9 half of the /admin probes");
        HttpTransaction first = log.items().get(0);
        assertEquals("GET", first.method());
        assertEquals(404, first.status());
        assertEquals("text/html", first.contentType());
        assertEquals(Duration.ofMillis(5), first.latency());
        assertEquals(10L, log.tally().statusClasses().get("4xx"));
        assertNotNull(log.tally().suspicion(), "half the responses were 404");
    }

    @Test
    void anExactStatusSelectsOnlyItsCode() {
        var reading = LogReading.http(new LogFilter(null, null, "404"), 1, 10);
        reading.accept(get(1, 0, "10.0.0.9", "/a"));
        reading.accept(status(2, 1, 1, "10.0.0.9", 403));
        reading.accept(get(3, 2, "10.0.0.9", "/b"));
        reading.accept(status(4, 3, 3, "10.0.0.9", 404));
        assertEquals(List.of("/b"), reading.log(4, false).items().stream().map(HttpTransaction::path).toList());
    }
}
