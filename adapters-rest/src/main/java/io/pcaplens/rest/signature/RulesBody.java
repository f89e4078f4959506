package io.pcaplens.rest.signature;

import io.pcaplens.rest.Timestamps;

import io.pcaplens.application.signature.RuleBook;
import io.pcaplens.domain.signature.RuleProblem;
import io.pcaplens.domain.signature.SignatureRule;

import java.util.List;

/**
 * The rules file's state: where it is, whether it is valid now, its problems, and the rules in force
 * (the last valid ones). {@code loadedAt} is absent when no valid file was ever read.
 */
public record RulesBody(String path, String version, String loadedAt, boolean valid, List<ProblemBody> errors,
                        List<RuleBody> rules) {

    /** {@code rule} and {@code line} are absent when the problem concerns the whole file. */
    public record ProblemBody(String rule, Integer line, String message) {
        static ProblemBody from(RuleProblem p) {
            return new ProblemBody(p.rule(), p.line() > 0 ? p.line() : null, p.message());
        }
    }

    public record RuleBody(String name, String description, String severity, String deviceType) {
        static RuleBody from(SignatureRule r) {
            return new RuleBody(r.name(), r.description(), r.severity().apiName(), r.deviceType());
        }
    }

    public static RulesBody from(RuleBook.State s) {
        return new RulesBody(s.location(), s.rules().version(), s.loadedAt() == null ? null : Timestamps.of(s.loadedAt()),
                s.valid(), s.problems().stream().map(ProblemBody::from).toList(),
                s.rules().rules().stream().map(RuleBody::from).toList());
    }
}
