package io.pcaplens.domain.port;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;

/** Reads the transport payloads of single packets from a stored capture file, without a dissector. */
public interface PacketPayloads {

    /** Opens a capture; the caller reads frames in ascending order, then closes the reader. */
    Reader open(Path capture) throws IOException;

    interface Reader extends AutoCloseable {

        /**
         * The TCP or UDP payload of a frame, between the buffer's position and limit: empty for a frame that
         * carries none. The buffer is valid until the next call.
         *
         * @param fileOffset where its record starts, -1 where unknown
         */
        ByteBuffer payload(long frameNumber, long fileOffset) throws IOException;

        @Override
        void close() throws IOException;
    }
}
