package io.pcaplens.application.tracer;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.tracer.ReplayScope;
import io.pcaplens.domain.tracer.TraceContext;

import java.util.List;

/**
 * What the tracer replays of a traced row: the row alone, or every row of its transport flow (the whole
 * connection). Steps are numbered over the packets of all these rows in capture order; directions stay those of
 * the traced row (its srcIp is the client, spec 10.6 item 4), so the star graph and the steps agree.
 *
 * @param rows the rows whose packets are shown, the traced one among them
 */
public record Replay(TracedConversation conversation, ReplayScope scope, List<ReplayRow> rows) {

    public Replay {
        rows = List.copyOf(rows);
    }

    /** The traced row alone. */
    public static Replay rowOnly(TracedConversation conversation) {
        return new Replay(conversation, ReplayScope.ROW,
                List.of(new ReplayRow(conversation.id(), conversation.context().protocol(), conversation.packetCount())));
    }

    /** Steps in the replay. */
    public long total() {
        return rows.stream().mapToLong(ReplayRow::packetCount).sum();
    }

    public List<Long> rowIds() {
        return rows.stream().map(ReplayRow::conversationId).toList();
    }

    /** The row of a conversation id of the replay; the traced row's label when unknown. */
    public String protocolOf(long conversationId) {
        return rows.stream().filter(r -> r.conversationId() == conversationId).map(ReplayRow::protocol).findFirst()
                .orElse(conversation.context().protocol());
    }

    /** What an explainer may know: the traced row's context, in this replay's scope. */
    public TraceContext context() {
        return conversation.context().in(scope);
    }

    public long id() {
        return conversation.id();
    }

    public CaptureId captureId() {
        return conversation.captureId();
    }
}
