package io.pcaplens.domain.flow;

/**
 * An intrusion-detection alert raised on a flow (spec 2.2, IDS alerts): the rule's name, its id and its
 * severity (1 highest).
 */
public record IdsAlert(FlowKey key, String signature, long signatureId, int severity) {
}
