package io.pcaplens.rest.tracer;

import io.pcaplens.application.tracer.ReplayedStep;
import io.pcaplens.domain.tracer.TraceStep;
import io.pcaplens.rest.Timestamps;

/**
 * One tracer step as the API serves it (api.md, Tracer): {@code protocol} is the packet's own label,
 * {@code conversationId} and {@code rowProtocol} the row of the conversation list it belongs to (in a
 * whole-connection replay, not always the traced one).
 */
public record StepBody(int index, long frameNumber, String direction, String protocol, int size, String info,
                       String timestamp, String payloadHex, long conversationId, String rowProtocol) {

    public static StepBody from(ReplayedStep r) {
        TraceStep s = r.step();
        return new StepBody(s.index(), s.frameNumber(), s.direction().name(), s.protocol(), s.size(), s.info(),
                Timestamps.ofNanos(s.timestamp()), s.payloadHex(), r.conversationId(), r.rowProtocol());
    }
}
