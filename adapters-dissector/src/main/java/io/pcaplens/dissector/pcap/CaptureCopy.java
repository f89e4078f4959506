package io.pcaplens.dissector.pcap;

import io.pcaplens.domain.packet.port.FrameExtractor;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;

/**
 * A capture written by copying byte ranges of the original file as they are: headers, records and blocks are
 * never decoded and re-encoded. Closing completes the output and releases the original.
 */
abstract class CaptureCopy implements FrameExtractor.FrameWriter {

    /** Records are usually small; a huge one (a crafted file) is copied in pieces of this size. */
    private static final int PIECE = 64 * 1024;

    final FileChannel in;
    final OutputStream out;
    private final ByteBuffer piece = ByteBuffer.allocate(PIECE);

    CaptureCopy(FileChannel in, OutputStream out) {
        this.in = in;
        this.out = out;
    }

    void copy(long offset, long length) throws IOException {
        long done = 0;
        while (done < length) {
            int n = (int) Math.min(PIECE, length - done);
            piece.clear().limit(n);
            Channels.readFully(in, piece, offset + done);
            out.write(piece.array(), 0, n);
            done += n;
        }
    }

    @Override
    public void close() throws IOException {
        try {
            out.flush();
        } finally {
            in.close();
        }
    }
}
