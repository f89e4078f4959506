package io.pcaplens.dissector;

import io.pcaplens.domain.port.FrameExtractor;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;

/**
 * A capture written by copying byte ranges of the original file as they are: headers, records and blocks are
 * never decoded and re-encoded. Closing completes the output and releases the original.
 */
abstract class CaptureCopy implements FrameExtractor.FrameWriter {

    final FileChannel in;
    final OutputStream out;

    CaptureCopy(FileChannel in, OutputStream out) {
        this.in = in;
        this.out = out;
    }

    void copy(long offset, long length) throws IOException {
        ByteBuffer range = ByteBuffer.allocate((int) length);
        Channels.readFully(in, range, offset);
        out.write(range.array());
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
