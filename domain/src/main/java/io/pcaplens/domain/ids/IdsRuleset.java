package io.pcaplens.domain.ids;

import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The rules an intrusion-detection run uses: the built-in ones and those of the rules directory. With the
 * built-in rules alone only a handful of clear-text and scanner patterns are detected, which readers must be
 * told, since "no alerts" then says little about a capture.
 */
public record IdsRuleset(List<RuleSource> sources) {

    public IdsRuleset {
        sources = List.copyOf(sources);
    }

    public int ruleCount() {
        return sources.stream().mapToInt(RuleSource::ruleCount).sum();
    }

    /** No rule beyond the product's own is loaded (an empty rules file counts as none). */
    public boolean builtInOnly() {
        return sources.stream().noneMatch(s -> !s.builtIn() && s.ruleCount() > 0);
    }

    /** The last time a source beyond the built-in ones was updated. */
    public Optional<Instant> updatedAt() {
        return sources.stream().filter(s -> !s.builtIn()).map(RuleSource::updatedAt).filter(Objects::nonNull)
                .max(Comparator.naturalOrder());
    }

    /** The set's version: its sources' versions joined, so that it changes whenever any rule does. */
    public String version() {
        return String.join("+", sources.stream().map(RuleSource::version).toList());
    }

    /** What a reader should be told about the set, or nothing when it holds more than the built-in rules. */
    public Optional<String> warning() {
        if (!builtInOnly()) {
            return Optional.empty();
        }
        return Optional.of("only the " + ruleCount() + " built-in rules run (clear-text credentials, scanners,"
                + " a few exploit strings): most attacks raise no alert; add a rule set with ./pcaplens rules update");
    }
}
