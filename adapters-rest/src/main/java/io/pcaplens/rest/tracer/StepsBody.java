package io.pcaplens.rest.tracer;

import java.util.List;

/** A page of tracer steps: {@code items} start at step {@code offset + 1} of {@code total}. */
public record StepsBody(List<StepBody> items, int offset, int limit, long total) {
}
