package io.pcaplens.application.tracer;

import io.pcaplens.domain.capture.PacketRow;
import io.pcaplens.domain.capture.RowPacket;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.tracer.TraceStep;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * The packets a replay shows as the tracer steps through them (spec 10.6), a page at a time: the stored packet
 * rows are read by their place in the replay (the row's packets, or the connection's rows merged in capture
 * order), so a 120,000-packet conversation pages as fast as a short one and is never held whole.
 */
@ApplicationScoped
public class TraceSteps {

    /** api.md, Tracer: a page holds at most 1,000 steps. */
    public static final int MAX_PAGE = 1000;

    private static final HexFormat HEX = HexFormat.of();

    private final PacketRepository packets;

    @Inject
    public TraceSteps(PacketRepository packets) {
        this.packets = packets;
    }

    /** For the container's proxy only. */
    protected TraceSteps() {
        this(null);
    }

    /** Steps {@code offset + 1} to {@code offset + limit} of the row replayed alone, fewer at its end. */
    public List<TraceStep> page(TracedConversation conversation, int offset, int limit) {
        return page(Replay.rowOnly(conversation), offset, limit).stream().map(ReplayedStep::step).toList();
    }

    /** Steps {@code offset + 1} to {@code offset + limit} of the replay, each with its row. */
    public List<ReplayedStep> page(Replay replay, int offset, int limit) {
        List<RowPacket> rows = packets.page(replay.captureId(), replay.rowIds(), offset, limit);
        List<ReplayedStep> steps = new ArrayList<>(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            RowPacket r = rows.get(i);
            steps.add(new ReplayedStep(step(replay.conversation(), offset + i + 1, r.packet()), r.conversationId(),
                    replay.protocolOf(r.conversationId())));
        }
        return steps;
    }

    /** The steps alone, as an explainer reads them. */
    public List<TraceStep> steps(Replay replay, int offset, int limit) {
        return page(replay, offset, limit).stream().map(ReplayedStep::step).toList();
    }

    private static TraceStep step(TracedConversation conversation, int index, PacketRow packet) {
        byte[] payload = packet.payload() == null ? new byte[0] : packet.payload();
        return TraceStep.of(index, packet.frameNumber(), packet.srcIp(), conversation.host(), packet.protocol(),
                packet.frameLength(), packet.info(), packet.timeNanos(), HEX.formatHex(payload));
    }
}
