package io.pcaplens.domain.signature;

/**
 * Why a rules file is invalid, where: the rule's name (null when the problem is outside a rule or the
 * rule has no usable name) and the 1-based line in the file (0 when the file as a whole is at fault).
 */
public record RuleProblem(String rule, int line, String message) {

    @Override
    public String toString() {
        return (line > 0 ? "line " + line + ": " : "") + (rule == null ? "" : "rule '" + rule + "': ") + message;
    }
}
