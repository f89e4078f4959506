package io.pcaplens.domain.finding;

import java.util.Locale;
import java.util.Optional;

/** How urgently a finding deserves a look, most urgent first; INFO is context rather than a problem. */
public enum FindingSeverity {
    CRITICAL, HIGH, MEDIUM, LOW, INFO;

    /** The name the API uses. */
    public String apiName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether this severity is as urgent as the other or more. */
    public boolean atLeast(FindingSeverity other) {
        return ordinal() <= other.ordinal();
    }

    /** The severity a request names, in any letter case. */
    public static Optional<FindingSeverity> parse(String name) {
        if (name == null) {
            return Optional.empty();
        }
        for (FindingSeverity s : values()) {
            if (s.name().equalsIgnoreCase(name.strip())) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }
}
