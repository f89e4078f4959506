package io.pcaplens.dissector.payload;

import io.pcaplens.dissector.pcap.FileWindow;
import io.pcaplens.dissector.pcap.PcapRecordIndex;
import io.pcaplens.dissector.pcap.PcapngBlockWalk;
import io.pcaplens.domain.packet.port.PacketPayloads;
import jakarta.enterprise.context.ApplicationScoped;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Packet payloads straight from the capture file. A classic pcap file is read a window at a time and each record
 * read at its stored offset (or found by walking record headers when it is unknown). A pcapng file is walked
 * block by block, keeping the link type of each interface its packets name.
 */
@ApplicationScoped
public class CapturePayloads implements PacketPayloads {

    @Override
    public Reader open(Path capture) throws IOException {
        return transports(capture);
    }

    /** A reader that also tells which transport each payload is of (for the dissector's payloads). */
    interface TransportReader extends Reader {

        /** The frame's outermost TCP or UDP payload and its protocol; the buffer is valid until the next call. */
        TransportPayload.Located transport(long frameNumber, long fileOffset) throws IOException;

        @Override
        default ByteBuffer payload(long frameNumber, long fileOffset) throws IOException {
            return transport(frameNumber, fileOffset).payload();
        }
    }

    static TransportReader transports(Path capture) throws IOException {
        Optional<ByteOrder> pcap = PcapRecordIndex.byteOrder(capture);
        FileChannel in = FileChannel.open(capture);
        try {
            return pcap.isPresent() ? new PcapReader(in, pcap.get()) : new PcapngReader(in);
        } catch (IOException | RuntimeException e) {
            in.close();
            throw e;
        }
    }

    /**
     * Classic pcap: records at their offsets in a window of the file ({@link FileWindow}). A record longer than the
     * window (no link type tshark reads carries TCP or UDP in one) is read as far as the window holds it.
     */
    private static final class PcapReader implements TransportReader {
        private static final int RECORD_HEADER = 16;
        private static final long MAX_RECORD = 1L << 28;
        private final FileChannel in;
        private final FileWindow file;
        private final int linkType;
        /** Where the record of frame {@code nextFrame} starts, for walking when offsets are unknown. */
        private long nextOffset = PcapRecordIndex.FILE_HEADER;
        private long nextFrame = 1;

        PcapReader(FileChannel in, ByteOrder order) throws IOException {
            this.in = in;
            this.file = new FileWindow(in, order);
            ByteBuffer header = file.cover(0, PcapRecordIndex.FILE_HEADER);
            // the upper bits may carry the FCS length
            this.linkType = header.getInt(file.index(0) + 20) & 0xffff;
        }

        /** Records are read at their stored offsets; one without is found by a walk, from the start if need be. */
        @Override
        public boolean needsCaptureOrder() {
            return false;
        }

        @Override
        public TransportPayload.Located transport(long frameNumber, long fileOffset) throws IOException {
            long offset = fileOffset;
            if (offset < 0) {
                if (frameNumber < nextFrame) {
                    nextOffset = PcapRecordIndex.FILE_HEADER;
                    nextFrame = 1;
                }
                while (nextFrame < frameNumber) {
                    nextOffset += RECORD_HEADER + capturedLength(nextOffset);
                    nextFrame++;
                }
                offset = nextOffset;
            }
            long captured = capturedLength(offset);
            nextOffset = offset + RECORD_HEADER + captured;
            nextFrame = frameNumber + 1;
            int held = (int) Math.min(captured, FileWindow.BLOCK - RECORD_HEADER);
            ByteBuffer window = file.cover(offset, RECORD_HEADER + held);
            int from = file.index(offset) + RECORD_HEADER;
            ByteBuffer frame = window.duplicate().limit(from + held).position(from);
            return TransportPayload.find(frame, linkType);
        }

        private long capturedLength(long offset) throws IOException {
            if (offset + RECORD_HEADER > file.size()) {
                throw new IOException("no record at offset " + offset);
            }
            long captured = Integer.toUnsignedLong(file.cover(offset, RECORD_HEADER).getInt(file.index(offset) + 8));
            if (captured > MAX_RECORD || offset + RECORD_HEADER + captured > file.size()) {
                throw new IOException("damaged record at offset " + offset);
            }
            return captured;
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }

    /**
     * pcapng: blocks walked in order, frames numbered as tshark numbers them. The last frames walked can be read
     * again (a fragment of a datagram that a later frame completes), older ones cannot.
     */
    private static final class PcapngReader implements TransportReader {
        private static final TransportPayload.Located NONE = TransportPayload.Located.NONE;
        /** How many of the last frames walked can be read again. */
        static final int REMEMBERED = 4096;
        private final FileChannel in;
        private final PcapngBlockWalk walk;
        /** The link type of each interface of the current section, by index. */
        private List<Integer> interfaces = new ArrayList<>();
        private long frame;
        /** The blocks of the last frames walked, by frame number modulo their count, with their sections' interfaces. */
        private final PcapngBlockWalk.Block[] recent = new PcapngBlockWalk.Block[REMEMBERED];
        @SuppressWarnings("unchecked")
        private final List<Integer>[] recentInterfaces = new List[REMEMBERED];

        PcapngReader(FileChannel in) throws IOException {
            this.in = in;
            this.walk = new PcapngBlockWalk(in);
        }

        @Override
        public boolean needsCaptureOrder() {
            return true;
        }

        @Override
        public TransportPayload.Located transport(long frameNumber, long fileOffset) throws IOException {
            if (frameNumber <= frame) {
                return again(frameNumber);
            }
            for (PcapngBlockWalk.Block b = walk.next(); b != null; b = walk.next()) {
                if (b.type() == PcapngBlockWalk.Block.SECTION_HEADER) {
                    interfaces = new ArrayList<>();
                } else if (b.type() == PcapngBlockWalk.Block.INTERFACE_DESCRIPTION) {
                    interfaces.add(walk.body(b, 0, 2).getShort(0) & 0xffff);
                }
                if (b.isFrame()) {
                    int slot = (int) (++frame % REMEMBERED);
                    recent[slot] = b;
                    recentInterfaces[slot] = interfaces;
                    if (frame == frameNumber) {
                        return payloadOf(b, interfaces);
                    }
                }
            }
            throw new IOException("the capture has no frame " + frameNumber);
        }

        private TransportPayload.Located again(long frameNumber) throws IOException {
            if (frameNumber < 1 || frame - frameNumber >= REMEMBERED) {
                throw new IOException("frame " + frameNumber + " lies too far behind frame " + frame);
            }
            int slot = (int) (frameNumber % REMEMBERED);
            if (recentInterfaces[slot] != interfaces) {
                // read in the current section's byte order, a block of an earlier section could be misread
                throw new IOException("frame " + frameNumber + " lies in an earlier section than frame " + frame);
            }
            return payloadOf(recent[slot], recentInterfaces[slot]);
        }

        private TransportPayload.Located payloadOf(PcapngBlockWalk.Block b, List<Integer> interfaces)
                throws IOException {
            int bodyLength = (int) b.length() - 12;
            if (b.type() == PcapngBlockWalk.Block.ENHANCED_PACKET || b.type() == PcapngBlockWalk.Block.OBSOLETE_PACKET) {
                ByteBuffer body = walk.body(b, 0, bodyLength);
                int iface = b.type() == PcapngBlockWalk.Block.ENHANCED_PACKET ? body.getInt(0) : body.getShort(0) & 0xffff;
                long captured = Integer.toUnsignedLong(body.getInt(12));
                return frame(body, 20, captured, interfaces, iface);
            }
            if (b.type() == PcapngBlockWalk.Block.SIMPLE_PACKET) {
                ByteBuffer body = walk.body(b, 0, bodyLength);
                return frame(body, 4, Integer.toUnsignedLong(body.getInt(0)), interfaces, 0);
            }
            return NONE;
        }

        private static TransportPayload.Located frame(ByteBuffer body, int data, long captured,
                                                      List<Integer> interfaces, int iface) {
            if (iface < 0 || iface >= interfaces.size()) {
                return NONE;
            }
            int end = (int) Math.min(body.limit(), data + captured);
            return TransportPayload.find(body.limit(end).position(data), interfaces.get(iface));
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }
}
