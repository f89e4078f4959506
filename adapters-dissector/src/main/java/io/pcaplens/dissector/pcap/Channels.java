package io.pcaplens.dissector.pcap;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;

/** Positional reads may return less than asked: these read until the buffer is full. */
final class Channels {

    private Channels() {
    }

    static void readFully(FileChannel in, ByteBuffer buffer, long position) throws IOException {
        long start = position - buffer.position();
        while (buffer.hasRemaining()) {
            if (in.read(buffer, start + buffer.position()) < 0) {
                throw new EOFException("the capture ends inside a record at offset " + position);
            }
        }
    }
}
