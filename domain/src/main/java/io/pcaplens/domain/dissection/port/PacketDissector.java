package io.pcaplens.domain.dissection.port;

import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.capture.Truncation;
import io.pcaplens.domain.capture.port.ExternalTool;
import io.pcaplens.domain.packet.UntimedFrames;
import io.pcaplens.domain.packet.port.PacketSink;

import java.nio.file.Path;
import java.util.List;
import java.util.function.LongConsumer;

/**
 * Reads packets out of a capture file (spec 2.1). A large capture is cut into slices so that several
 * dissector processes can read it side by side, each with memory bounded by its slice.
 */
public interface PacketDissector extends ExternalTool {

    /**
     * Cuts the capture into slices of consecutive frames in {@code workDir}, or returns it whole.
     *
     * @throws ToolFailure the capture could not be prepared for reading; the reason says why
     */
    List<CaptureSlice> slice(Path capture, Path workDir, int parallelism) throws ToolFailure;

    /**
     * Streams the slice's packets to the sink in capture order, each timed by a
     * {@link io.pcaplens.domain.packet.FrameClock} that starts from the slice's carried time.
     *
     * @param bytesRead called now and then with the slice bytes consumed so far
     * @return what happened, including where and how the file ended early
     * @throws ToolFailure the dissector could not read the slice, or the sink could not keep a packet
     */
    DissectionOutcome dissect(CaptureSlice slice, PacketSink sink, LongConsumer bytesRead) throws ToolFailure;

    /**
     * @param truncation why the read stopped before the end of the file, null when it did not
     * @param untimed    the frames that carried no timestamp, and the times they were given
     */
    record DissectionOutcome(long packets, Truncation truncation, UntimedFrames untimed) {
    }
}
