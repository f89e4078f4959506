package io.pcaplens.domain.conversation.query;

import java.math.BigDecimal;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How counts, durations and instants are written in a query, read and written back:
 * <ul>
 * <li>a count is a whole number, optionally with a decimal suffix {@code k} (or {@code K}) = 1000,
 * {@code M} = 1 000 000, {@code G} = 1 000 000 000 — decimal as in Wireshark's and Arkime's byte and packet
 * counts, so {@code bytes > 10M} is more than 10 000 000 bytes; a fraction is allowed where the result is whole
 * ({@code 1.5k} = 1500);</li>
 * <li>a duration is a number with a unit {@code ns}, {@code us} (or {@code µs}), {@code ms}, {@code s},
 * {@code m} (minutes) or {@code h}; a bare number is seconds; it is held as nanoseconds;</li>
 * <li>an instant is ISO-8601: {@code 2024-01-02T03:04:05Z}, with an offset ({@code +01:00}) or fractional
 * seconds; without an offset, and a bare date ({@code 2024-01-02}, at midnight), it is UTC; it is held as
 * nanoseconds since the epoch.</li>
 * </ul>
 */
final class Quantities {

    private static final Pattern AMOUNT = Pattern.compile("(-?[0-9]+(?:\\.[0-9]+)?)([a-zA-Zµ]*)");
    private static final Pattern DATE = Pattern.compile("[0-9]{4}-[0-9]{2}-[0-9]{2}");
    private static final long SECOND = 1_000_000_000L;

    private static final Map<String, Long> COUNT_SUFFIXES = Map.of("", 1L, "k", 1_000L, "K", 1_000L,
            "M", 1_000_000L, "G", 1_000_000_000L);

    /** Largest first, so a duration is written in the largest unit it is a whole number of. */
    private static final Map<String, Long> DURATION_UNITS = new LinkedHashMap<>();

    static {
        DURATION_UNITS.put("h", 3600 * SECOND);
        DURATION_UNITS.put("m", 60 * SECOND);
        DURATION_UNITS.put("s", SECOND);
        DURATION_UNITS.put("ms", 1_000_000L);
        DURATION_UNITS.put("us", 1_000L);
        DURATION_UNITS.put("ns", 1L);
    }

    private Quantities() {
    }

    /** The count written, empty when it is none (or out of range). */
    static Optional<Long> count(String text) {
        return amount(text, COUNT_SUFFIXES, "");
    }

    /** The duration written, in nanoseconds; empty when it is none. */
    static Optional<Long> duration(String text) {
        return amount(text.replace("µs", "us"), DURATION_UNITS, "s");
    }

    /** The instant written, in nanoseconds since the epoch; empty when it is none. */
    static Optional<Long> instant(String text) {
        try {
            Instant i;
            if (DATE.matcher(text).matches()) {
                i = LocalDate.parse(text).atStartOfDay(ZoneOffset.UTC).toInstant();
            } else {
                i = withOffset(text.replace('z', 'Z')).orElseGet(() -> LocalDateTime.parse(text).toInstant(ZoneOffset.UTC));
            }
            // before the epoch, borrow a second so that the earliest instant a long holds does not overflow
            long seconds = i.getEpochSecond();
            return Optional.of(seconds < 0 && i.getNano() > 0
                    ? Math.addExact(Math.multiplyExact(seconds + 1, SECOND), i.getNano() - SECOND)
                    : Math.addExact(Math.multiplyExact(seconds, SECOND), i.getNano()));
        } catch (DateTimeException | ArithmeticException e) {
            return Optional.empty();
        }
    }

    private static Optional<Instant> withOffset(String text) {
        try {
            return Optional.of(OffsetDateTime.parse(text).toInstant());
        } catch (DateTimeException e) {
            return Optional.empty();
        }
    }

    /** A duration as it is written: in the largest unit it is a whole number of ({@code 0s} for none). */
    static String durationText(long nanos) {
        if (nanos == 0) {
            return "0s";
        }
        for (Map.Entry<String, Long> unit : DURATION_UNITS.entrySet()) {
            if (nanos % unit.getValue() == 0) {
                return nanos / unit.getValue() + unit.getKey();
            }
        }
        throw new AssertionError("every duration is whole nanoseconds");
    }

    /** An instant as it is written: ISO-8601 in UTC, with as many fraction digits as it needs. */
    static String instantText(long epochNanos) {
        return Instant.ofEpochSecond(Math.floorDiv(epochNanos, SECOND), Math.floorMod(epochNanos, SECOND)).toString();
    }

    private static Optional<Long> amount(String text, Map<String, Long> units, String bare) {
        Matcher m = AMOUNT.matcher(text);
        if (!m.matches()) {
            return Optional.empty();
        }
        Long unit = units.get(m.group(2).isEmpty() ? bare : m.group(2));
        if (unit == null) {
            return Optional.empty();
        }
        BigDecimal value = new BigDecimal(m.group(1)).multiply(BigDecimal.valueOf(unit));
        try {
            return Optional.of(value.longValueExact());
        } catch (ArithmeticException notWholeOrTooLarge) {
            return Optional.empty();
        }
    }
}
