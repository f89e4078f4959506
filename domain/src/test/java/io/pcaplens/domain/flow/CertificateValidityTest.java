package io.pcaplens.domain.flow;

import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class CertificateValidityTest {

    private static long at(String instant) {
        Instant i = Instant.parse(instant);
        return i.getEpochSecond() * 1_000_000_000L + i.getNano();
    }

    @Test
    void validFromNotBeforeToNotAfterBothIncluded() {
        String from = "2019-03-01 00:00:00";
        String until = "2020-03-01 12:00:00";
        assertEquals(false, CertificateValidity.atCapture(from, until, at("2019-02-28T23:59:59.999999999Z")));
        assertEquals(true, CertificateValidity.atCapture(from, until, at("2019-03-01T00:00:00Z")));
        assertEquals(true, CertificateValidity.atCapture(from, until, at("2020-03-01T12:00:00Z")));
        assertEquals(false, CertificateValidity.atCapture(from, until, at("2020-03-01T12:00:00.000001Z")));
    }

    @Test
    void unknownWithoutBothDates() {
        assertNull(CertificateValidity.atCapture(null, "2020-03-01 12:00:00", 0));
        assertNull(CertificateValidity.atCapture("2019-03-01 00:00:00", "not a date", 0));
    }
}
