package io.pcaplens.application.tracer;

import io.pcaplens.domain.tracer.TraceStep;

/**
 * A step with the row its packet belongs to, which in a whole-connection replay need not be the traced one.
 *
 * @param rowProtocol the protocol label of that row
 */
public record ReplayedStep(TraceStep step, long conversationId, String rowProtocol) {
}
