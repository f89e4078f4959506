package io.pcaplens.domain.signature;

import java.util.List;

/**
 * What reading a rules file gave: its rules when it is valid, else the problems that make it invalid
 * (then {@code rules} is empty: a file is taken whole or not at all).
 *
 * @param version a fingerprint of the file's content
 */
public record SignatureFile(List<SignatureRule> rules, List<RuleProblem> problems, String version) {

    public SignatureFile {
        rules = List.copyOf(rules);
        problems = List.copyOf(problems);
    }

    public boolean valid() {
        return problems.isEmpty();
    }
}
