package io.pcaplens.domain.dissection;

import java.util.List;

/**
 * A frame as Wireshark's packet details and bytes panes show it: its protocol tree, the bytes the tree's
 * fields point into (the frame first), and its Expert Info.
 *
 * @param earlierFrames  how many earlier frames of its connection were dissected before it
 * @param contextCut     whether the connection had more earlier frames than were dissected
 * @param nodesCut       whether the tree was longer than the answer holds
 */
public record PacketDetail(long frameNumber, List<ByteSource> sources, List<DissectionNode> tree,
                           List<ExpertInfo> expert, int earlierFrames, boolean contextCut, boolean nodesCut) {

    public PacketDetail {
        sources = List.copyOf(sources);
        tree = List.copyOf(tree);
        expert = List.copyOf(expert);
    }

    public PacketDetail withContext(int earlier, boolean cut) {
        return new PacketDetail(frameNumber, sources, tree, expert, earlier, cut, nodesCut);
    }
}
