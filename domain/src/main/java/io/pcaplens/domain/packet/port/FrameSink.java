package io.pcaplens.domain.packet.port;

import java.io.IOException;

/** Receives stored frames one at a time, in capture order, while they are read from storage. */
@FunctionalInterface
public interface FrameSink {

    /** @param fileOffset where the frame's record starts in the capture file, -1 where unknown */
    void frame(long conversationId, long frameNumber, long fileOffset) throws IOException;
}
