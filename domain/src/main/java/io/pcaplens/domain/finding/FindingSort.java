package io.pcaplens.domain.finding;

import java.util.Comparator;
import java.util.Locale;
import java.util.Optional;

/** The orders a list of findings comes in; each ends on the id, so that paging is stable. */
public enum FindingSort {
    /** Most severe first, then by score, highest first: what to look at first. */
    SEVERITY(Comparator.comparing(Finding::severity)
            .thenComparing(Comparator.comparingDouble((Finding f) -> f.detection().score()).reversed())),
    /** Highest score first. */
    SCORE(Comparator.comparingDouble((Finding f) -> f.detection().score()).reversed()),
    /** By kind name, then most severe first. */
    KIND(Comparator.comparing((Finding f) -> f.kind().apiName()).thenComparing(Finding::severity));

    private final Comparator<Finding> order;

    FindingSort(Comparator<Finding> order) {
        // the id's text order is the store's uuid order: both compare the bytes unsigned
        this.order = order.thenComparing(f -> f.id().toString());
    }

    public Comparator<Finding> order() {
        return order;
    }

    public String apiName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<FindingSort> parse(String name) {
        for (FindingSort s : values()) {
            if (s.name().equalsIgnoreCase(name == null ? "" : name.strip())) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }
}
