package io.pcaplens.rest.tracer;

import java.util.List;

/**
 * A page of tracer steps: {@code items} start at step {@code offset + 1} of {@code total}; {@code scope} says
 * whether they are the whole connection's ("connection") or the traced row's alone ("row"), {@code rows} how
 * many conversation rows the replay's packets come from.
 */
public record StepsBody(List<StepBody> items, int offset, int limit, long total, String scope, int rows) {
}
