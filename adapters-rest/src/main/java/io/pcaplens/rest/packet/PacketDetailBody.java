package io.pcaplens.rest.packet;

import io.pcaplens.domain.dissection.ByteSource;
import io.pcaplens.domain.dissection.PacketDetail;

import java.util.HexFormat;
import java.util.List;

/** A packet's detail: its bytes, its protocol tree and its Expert Info. */
public record PacketDetailBody(long conversationId, long frameNumber, int earlierFrames, boolean contextCut,
                               boolean treeCut, List<SourceBody> sources, List<DissectionNodeBody> tree,
                               List<ExpertInfoBody> expert) {

    /** Bytes the tree's fields point into: the frame first, then reassembled data. */
    public record SourceBody(String name, int length, String hex) {

        static SourceBody from(ByteSource s) {
            return new SourceBody(s.name(), s.bytes().length, HexFormat.of().formatHex(s.bytes()));
        }
    }

    static PacketDetailBody from(long conversationId, PacketDetail d) {
        return new PacketDetailBody(conversationId, d.frameNumber(), d.earlierFrames(), d.contextCut(), d.nodesCut(),
                d.sources().stream().map(SourceBody::from).toList(),
                d.tree().stream().map(DissectionNodeBody::from).toList(),
                d.expert().stream().map(ExpertInfoBody::from).toList());
    }
}
