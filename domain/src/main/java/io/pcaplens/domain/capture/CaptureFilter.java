package io.pcaplens.domain.capture;

import java.util.Locale;
import java.util.Set;

/**
 * Which captures the file list shows: those whose name holds {@code name} (any case) and whose status is one
 * of {@code statuses}; null or empty means "any".
 */
public record CaptureFilter(String name, Set<CaptureStatus> statuses) {

    public static final CaptureFilter ALL = new CaptureFilter(null, Set.of());

    public CaptureFilter {
        name = name == null || name.isBlank() ? null : name.strip();
        statuses = statuses == null ? Set.of() : Set.copyOf(statuses);
    }

    /** The rule itself, as a store that cannot query applies it. */
    public boolean matches(Capture c) {
        return (name == null || c.name().toLowerCase(Locale.ROOT).contains(name.toLowerCase(Locale.ROOT)))
                && (statuses.isEmpty() || statuses.contains(c.status()));
    }
}
