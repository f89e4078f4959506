package io.pcaplens.domain.ids;

import java.time.Instant;

/**
 * One file of intrusion-detection rules the detector loads: the product's own, or one in the rules directory
 * (written by {@code ./pcaplens rules update} or put there by hand).
 *
 * @param name      the file's name
 * @param origin    where its rules came from in words ("built in", "ET Open", a local file's name)
 * @param builtIn   whether it is the product's own rules
 * @param ruleCount the enabled rules in it (commented-out rules are not counted)
 * @param version   a short digest of its content, which changes with any rule
 * @param updatedAt when it was last written or updated; null for the built-in rules
 */
public record RuleSource(String name, String origin, boolean builtIn, int ruleCount, String version,
                         Instant updatedAt) {
}
