package io.pcaplens.domain.dissection;

import java.util.List;

/** The Expert Info entries of one frame of a capture, in the order the dissectors added them. */
public record FrameExpertInfo(long frameNumber, List<ExpertInfo> entries) {

    public FrameExpertInfo {
        entries = List.copyOf(entries);
    }
}
