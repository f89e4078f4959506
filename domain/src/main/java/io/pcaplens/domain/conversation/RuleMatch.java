package io.pcaplens.domain.conversation;

/** A custom rule that fired on a conversation. */
public record RuleMatch(String name, Severity severity) {
}
