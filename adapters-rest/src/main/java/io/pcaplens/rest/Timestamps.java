package io.pcaplens.rest;

import io.pcaplens.domain.packet.CaptureTime;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;

/** ISO-8601 with the server's offset, keeping the capture's sub-second precision. */
public final class Timestamps {

    private Timestamps() {
    }

    public static String ofNanos(Long epochNanos) {
        if (epochNanos == null) {
            return null;
        }
        return of(CaptureTime.instant(epochNanos));
    }

    /** A "yyyy-MM-dd HH:mm:ss" time in UTC, as tools print certificate validity; null if it is not one. */
    public static String ofUtcText(String text) {
        if (text == null) {
            return null;
        }
        try {
            return of(java.time.LocalDateTime.parse(text.strip().replace(' ', 'T')).toInstant(java.time.ZoneOffset.UTC));
        } catch (java.time.format.DateTimeParseException e) {
            return null;
        }
    }

    public static String of(Instant instant) {
        return instant == null ? null
                : OffsetDateTime.ofInstant(instant, ZoneId.systemDefault()).format(DateTimeFormatter.ISO_OFFSET_DATE_TIME);
    }
}
