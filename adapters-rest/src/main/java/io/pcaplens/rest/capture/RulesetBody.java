package io.pcaplens.rest.capture;

import io.pcaplens.domain.ids.IdsRuleset;
import io.pcaplens.domain.ids.RuleSource;
import io.pcaplens.rest.Timestamps;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;

/** The Suricata rules an IDS run loads (or loaded): each source, and what they make together. */
public record RulesetBody(
        int ruleCount,
        @Schema(description = "true when no rule beyond the 9 built-in ones is loaded: most attacks then raise no alert")
        boolean builtInOnly,
        @Schema(description = "the sources' short SHA-256 digests joined by '+': changes whenever any rule does")
        String version,
        @Schema(description = "when a source beyond the built-in ones was last updated; absent with the built-in rules alone")
        String updatedAt,
        @Schema(description = "what a reader should be told about the set; absent when it holds more than the built-in rules")
        String warning,
        List<SourceBody> sources) {

    /** One rules file: its name, where its rules came from, how many are enabled, its digest and date. */
    public record SourceBody(String name, String origin, boolean builtIn, int ruleCount, String version,
                             String updatedAt) {
        static SourceBody from(RuleSource s) {
            return new SourceBody(s.name(), s.origin(), s.builtIn(), s.ruleCount(), s.version(),
                    Timestamps.of(s.updatedAt()));
        }
    }

    public static RulesetBody from(IdsRuleset r) {
        return r == null ? null : new RulesetBody(r.ruleCount(), r.builtInOnly(), r.version(),
                r.updatedAt().map(Timestamps::of).orElse(null), r.warning().orElse(null),
                r.sources().stream().map(SourceBody::from).toList());
    }
}
