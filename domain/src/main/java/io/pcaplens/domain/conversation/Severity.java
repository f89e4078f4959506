package io.pcaplens.domain.conversation;

import java.util.Locale;
import java.util.Optional;

/** How serious a custom rule's match is; the UI colours it (critical red, high orange, medium amber, low purple). */
public enum Severity {
    CRITICAL, HIGH, MEDIUM, LOW;

    /** The name used in signatures.yml and the API. */
    public String apiName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The severity a rules file or a query names, in any letter case. */
    public static Optional<Severity> parse(String name) {
        if (name == null) {
            return Optional.empty();
        }
        for (Severity s : values()) {
            if (s.name().equalsIgnoreCase(name.strip())) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }
}
