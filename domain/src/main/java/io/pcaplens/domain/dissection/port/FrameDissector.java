package io.pcaplens.domain.dissection.port;

import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.dissection.FrameExpertInfo;
import io.pcaplens.domain.dissection.PacketDetail;

import java.nio.file.Path;
import java.util.List;

/**
 * Dissects the frames of a small capture (a few frames of one connection copied from a stored capture) as
 * Wireshark shows them. Every frame is dissected in order, so reassembly and the stream's state are those of
 * the frames given; frames are reported under their numbers in the stored capture.
 */
public interface FrameDissector {

    /**
     * The protocol tree of the small capture's last frame.
     *
     * @param frameNumbers the stored capture's number of each frame of the small capture, in order
     * @throws ToolFailure the dissector could not read the capture; the reason says why
     */
    PacketDetail detailOfLast(Path capture, List<Long> frameNumbers) throws ToolFailure;

    /** The Expert Info of every frame of the small capture that has any, in frame order. */
    List<FrameExpertInfo> expertInfo(Path capture, List<Long> frameNumbers) throws ToolFailure;
}
