package io.pcaplens.rest.tracer;

import io.pcaplens.domain.tracer.TraceStep;
import io.pcaplens.rest.Timestamps;

/** One tracer step as the API serves it (api.md, Tracer). */
public record StepBody(int index, long frameNumber, String direction, String protocol, int size, String info,
                       String timestamp, String payloadHex) {

    public static StepBody from(TraceStep s) {
        return new StepBody(s.index(), s.frameNumber(), s.direction().name(), s.protocol(), s.size(), s.info(),
                Timestamps.ofNanos(s.timestamp()), s.payloadHex());
    }
}
