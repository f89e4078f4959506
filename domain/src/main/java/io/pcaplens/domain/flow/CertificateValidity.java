package io.pcaplens.domain.flow;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;

/**
 * Whether the server's certificate was valid when the traffic was captured: notBefore ≤ capture time ≤ notAfter,
 * the capture time being the conversation's first packet (the handshake that presented it). This is what an
 * analyst weighs, beside whether it has expired since (the spec's Expired badge, at viewing time).
 */
public final class CertificateValidity {

    private CertificateValidity() {
    }

    /**
     * @param notBefore the certificate's dates as tshark gives them, UTC ("2019-03-01 12:00:00")
     * @param capturedNanos the capture time, nanoseconds since the epoch
     * @return null when either date is missing or unreadable
     */
    public static Boolean atCapture(String notBefore, String notAfter, long capturedNanos) {
        Long from = nanos(notBefore);
        Long until = nanos(notAfter);
        if (from == null || until == null) {
            return null;
        }
        return from <= capturedNanos && capturedNanos <= until;
    }

    /**
     * Whether the certificate had expired when the traffic was captured: its notAfter lies before the capture
     * time, as {@code tls.expired} in a hunt query says.
     *
     * @return null when notAfter is missing or unreadable
     */
    public static Boolean expiredAt(String notAfter, long capturedNanos) {
        Long until = nanos(notAfter);
        return until == null ? null : until < capturedNanos;
    }

    /**
     * Whether the certificate was not valid yet when the traffic was captured: its notBefore lies after the capture
     * time.
     *
     * @return null when notBefore is missing or unreadable
     */
    public static Boolean notYetValidAt(String notBefore, long capturedNanos) {
        Long from = nanos(notBefore);
        return from == null ? null : from > capturedNanos;
    }

    private static Long nanos(String utc) {
        if (utc == null || utc.isBlank()) {
            return null;
        }
        try {
            long seconds = LocalDateTime.parse(utc.strip().replace(' ', 'T')).toEpochSecond(ZoneOffset.UTC);
            // the certificate's dates have whole seconds; notAfter holds through its last nanosecond
            return Math.multiplyExact(seconds, 1_000_000_000L);
        } catch (DateTimeParseException | ArithmeticException e) {
            return null;
        }
    }
}
