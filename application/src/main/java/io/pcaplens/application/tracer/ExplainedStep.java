package io.pcaplens.application.tracer;

import io.pcaplens.domain.tracer.Explanation;

/**
 * An explanation as the tracer serves it.
 *
 * @param cached whether it was kept from an earlier request, so no explainer was asked this time
 */
public record ExplainedStep(Explanation explanation, boolean cached) {
}
