package io.pcaplens.rest.packet;

import io.pcaplens.application.conversation.PacketInspection;

import java.util.List;

/** The Expert Info of a range of frames of a connection: the frames that have any, in frame order. */
public record ExpertWindowBody(long conversationId, long from, long to, long coveredFrom, List<FrameBody> frames) {

    public record FrameBody(long frameNumber, List<ExpertInfoBody> expert) {
    }

    static ExpertWindowBody from(long conversationId, PacketInspection.ExpertWindow w) {
        return new ExpertWindowBody(conversationId, w.from(), w.to(), w.coveredFrom(), w.frames().stream()
                .map(f -> new FrameBody(f.frameNumber(), f.entries().stream().map(ExpertInfoBody::from).toList()))
                .toList());
    }
}
