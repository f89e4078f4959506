package io.pcaplens.domain.packet.port;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;

/**
 * Writes a capture of chosen frames of a stored capture, in its own format. Frames are handed over one by
 * one in ascending frame order, so any number of them can be exported without holding a list of them.
 */
public interface FrameExtractor {

    /** Starts a capture written to {@code out}; the caller adds frames, then closes the writer. */
    FrameWriter open(Path capture, OutputStream out) throws IOException;

    interface FrameWriter extends AutoCloseable {

        /**
         * Copies one frame; frame numbers must ascend.
         *
         * @param fileOffset where its record starts, -1 where unknown
         */
        void add(long frameNumber, long fileOffset) throws IOException;

        /** Completes the capture (flushes it); the output stream stays open. */
        @Override
        void close() throws IOException;
    }
}
