package io.pcaplens.dissector.pcap;

import io.pcaplens.domain.packet.port.FrameExtractor;
import jakarta.enterprise.context.ApplicationScoped;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Copies chosen records of a capture file without a dissector. A classic pcap record is read at its stored
 * offset (or found by walking record headers when the offset is unknown); a pcapng file is walked block by
 * block, keeping every block that is not a packet (section and interface descriptions, name resolution …)
 * and the packet blocks whose frame number is chosen. Work follows the records written for pcap, and one
 * sequential read of the file at most for pcapng: no tshark pass over the whole capture.
 */
@ApplicationScoped
public class RecordExtractor implements FrameExtractor {

    @Override
    public FrameWriter open(Path capture, OutputStream out) throws IOException {
        Optional<ByteOrder> pcap = PcapRecordIndex.byteOrder(capture);
        FileChannel in = FileChannel.open(capture);
        try {
            OutputStream buffered = new BufferedOutputStream(new NonClosing(out), 1 << 16);
            return pcap.isPresent() ? new PcapWriter(in, pcap.get(), buffered) : new PcapngBlocks(in, buffered);
        } catch (IOException | RuntimeException e) {
            in.close();
            throw e;
        }
    }

    /**
     * Classic pcap: the file header, then each record copied from its offset, through a window of the file
     * ({@link FileWindow}); a record longer than the window is copied in pieces.
     */
    private static final class PcapWriter extends CaptureCopy {
        private static final int RECORD_HEADER = 16;
        private static final long MAX_RECORD = 1L << 28;
        private final FileWindow file;
        /** Where the record of frame {@code nextFrame} starts, for walking when offsets are unknown. */
        private long nextOffset = PcapRecordIndex.FILE_HEADER;
        private long nextFrame = 1;

        PcapWriter(FileChannel in, ByteOrder order, OutputStream out) throws IOException {
            super(in, out);
            this.file = new FileWindow(in, order);
            copy(0, PcapRecordIndex.FILE_HEADER);
        }

        @Override
        public void add(long frameNumber, long fileOffset) throws IOException {
            long offset = fileOffset;
            if (offset < 0) {
                if (frameNumber < nextFrame) {
                    throw new IOException("frames must be added in ascending order");
                }
                while (nextFrame < frameNumber) {
                    nextOffset += RECORD_HEADER + capturedLength(nextOffset);
                    nextFrame++;
                }
                offset = nextOffset;
            }
            long captured = capturedLength(offset);
            long record = RECORD_HEADER + captured;
            if (record <= FileWindow.BLOCK) {
                ByteBuffer window = file.cover(offset, (int) record);
                out.write(window.array(), file.index(offset), (int) record);
            } else {
                copy(offset, record);
            }
            nextOffset = offset + record;
            nextFrame = frameNumber + 1;
        }

        private long capturedLength(long offset) throws IOException {
            long captured = Integer.toUnsignedLong(file.cover(offset, RECORD_HEADER).getInt(file.index(offset) + 8));
            if (captured > MAX_RECORD) {
                throw new IOException("damaged record at offset " + offset);
            }
            return captured;
        }
    }

    /** Lets the writers buffer and flush without closing the caller's stream. */
    private static final class NonClosing extends java.io.FilterOutputStream {
        NonClosing(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }
}
