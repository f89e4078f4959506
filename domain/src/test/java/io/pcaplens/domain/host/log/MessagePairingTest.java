package io.pcaplens.domain.host.log;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class MessagePairingTest {

    private static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");
    private final List<String> lines = new ArrayList<>();

    private MessagePairing<String, String, String> pairing(Duration patience, int maxOpen) {
        return new MessagePairing<>(patience, maxOpen, (q, a) -> q + "/" + a, lines::add);
    }

    private static Instant at(int seconds) {
        return T0.plusSeconds(seconds);
    }

    @Test
    void linesComeInTheOrderOfTheirFirstMessageWhateverOrderTheAnswersCome() {
        var p = pairing(Duration.ofSeconds(30), 100);
        p.request(1, at(0), "q1");
        p.request(2, at(1), "q2");
        p.response(2L, at(2), "a2");
        assertEquals(List.of(), lines, "q2 is answered, but q1 still waits before it");
        p.response(1L, at(3), "a1");
        assertEquals(List.of("q1/a1", "q2/a2"), lines);
    }

    @Test
    void aResponseNamingNoRequestSeenIsALineOfItsOwnInItsPlace() {
        var p = pairing(Duration.ofSeconds(30), 100);
        p.request(1, at(0), "q1");
        p.response(99L, at(1), "orphan");
        p.response(null, at(2), "unnamed");
        p.response(1L, at(3), "a1");
        assertEquals(List.of("q1/a1", "null/orphan", "null/unnamed"), lines);
    }

    @Test
    void aRequestUnansweredPastThePatienceIsGivenUpAndItsLateAnswerStandsAlone() {
        var p = pairing(Duration.ofSeconds(30), 100);
        p.request(1, at(0), "q1");
        p.request(2, at(10), "q2");
        p.response(2L, at(31), "a2");
        assertEquals(List.of("q1/null", "q2/a2"), lines, "at 31 s q1 has waited past 30 s");
        p.response(1L, at(32), "a1");
        p.finish();
        assertEquals(List.of("q1/null", "q2/a2", "null/a1"), lines);
    }

    @Test
    void noMoreThanMaxOpenLinesWaitAtOnce() {
        var p = pairing(Duration.ofDays(1), 3);
        for (int i = 1; i <= 5; i++) {
            p.request(i, at(i), "q" + i);
        }
        assertEquals(List.of("q1/null", "q2/null"), lines, "five waiting, three may: the two oldest are given up");
        p.response(1L, at(6), "late");
        p.finish();
        assertEquals(List.of("q1/null", "q2/null", "q3/null", "q4/null", "q5/null", "null/late"), lines);
    }

    @Test
    void finishingHandsOnEveryLineStillWaiting() {
        var p = pairing(Duration.ofSeconds(30), 100);
        p.request(1, at(0), "q1");
        p.request(2, at(1), "q2");
        p.response(2L, at(2), "a2");
        p.finish();
        assertEquals(List.of("q1/null", "q2/a2"), lines);
    }
}
