package io.pcaplens.application.tracer;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.tracer.TraceContext;

/**
 * What the tracer needs of a stored conversation: where its packets are, how many there are, and what an
 * explainer may know about it. Its srcIp is the traced host (spec 10.6 items 2 and 4).
 */
public record TracedConversation(long id, CaptureId captureId, long packetCount, TraceContext context) {

    public static TracedConversation of(ConversationRow c) {
        FlowFacts flow = c.flow();
        Identity who = c.identity();
        return new TracedConversation(c.id().value(), c.captureId(), c.traffic().packetCount(),
                new TraceContext(who.srcIp(), who.srcPort(), who.dstIp(), who.dstPort(), who.transport().name(),
                        c.labels().protocol(), flow == null ? null : flow.dpi().appName(),
                        flow == null ? null : flow.tls().hostname()));
    }

    public String host() {
        return context.srcIp();
    }

    public String tracedPeer() {
        return context.dstIp();
    }

    /** The traced peer's port, null without TCP or UDP. */
    public Integer tracedPort() {
        return context.dstPort();
    }
}
