package io.pcaplens.domain.packet.port;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;

/** Reads the transport payloads of single packets from a stored capture file, without a dissector. */
public interface PacketPayloads {

    /** Opens a capture for reading frames, then closing the reader. */
    Reader open(Path capture) throws IOException;

    interface Reader extends AutoCloseable {

        /**
         * Whether frames must come in ascending order (a file walked from its start); otherwise any order is
         * read as fast.
         */
        boolean needsCaptureOrder();

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
