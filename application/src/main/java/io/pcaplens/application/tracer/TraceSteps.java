package io.pcaplens.application.tracer;

import io.pcaplens.domain.capture.PacketRow;
import io.pcaplens.domain.port.PacketRepository;
import io.pcaplens.domain.tracer.TraceStep;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * A conversation's packets as the tracer replays them (spec 10.6), a page at a time: the stored packet rows
 * are read by their place in the conversation, so a 120,000-packet conversation pages as fast as a short one.
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

    /** Steps {@code offset + 1} to {@code offset + limit} of the conversation, fewer at its end. */
    public List<TraceStep> page(TracedConversation conversation, int offset, int limit) {
        List<PacketRow> rows = packets.page(conversation.captureId(), conversation.id(), offset, limit);
        List<TraceStep> steps = new ArrayList<>(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            steps.add(step(conversation, offset + i + 1, rows.get(i)));
        }
        return steps;
    }

    private static TraceStep step(TracedConversation conversation, int index, PacketRow packet) {
        byte[] payload = packet.payload() == null ? new byte[0] : packet.payload();
        return TraceStep.of(index, packet.frameNumber(), packet.srcIp(), conversation.host(), packet.protocol(),
                packet.frameLength(), packet.info(), packet.timeNanos(), HEX.formatHex(payload));
    }
}
