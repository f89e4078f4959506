package io.pcaplens.dissector;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;

/**
 * Writes a pcapng file of chosen frames by walking the original's blocks in order: every block that is not a
 * frame is kept (the section header, the interface descriptions the frames refer to by index, name
 * resolution, statistics), frame blocks are kept when chosen. Frames are numbered as tshark numbers them:
 * each packet block (enhanced, simple, obsolete), systemd journal export block and custom block is one frame.
 * The walk ends at the last chosen frame.
 */
final class PcapngBlocks extends CaptureCopy {

    private static final int SECTION_HEADER = 0x0A0D0D0A;
    private static final int BYTE_ORDER_MAGIC = 0x1A2B3C4D;
    private static final long MAX_BLOCK = 1L << 28;

    private final long size;
    private final ByteBuffer head = ByteBuffer.allocate(12);
    private ByteOrder order = ByteOrder.BIG_ENDIAN;
    private long position;
    /** The number of the last frame block passed. */
    private long frame;

    PcapngBlocks(FileChannel in, OutputStream out) throws IOException {
        super(in, out);
        this.size = in.size();
    }

    static boolean isFrame(int type) {
        return type == 6 || type == 3 || type == 2 || type == 9 || type == 0x00000BAD || type == 0x40000BAD;
    }

    @Override
    public void add(long frameNumber, long fileOffset) throws IOException {
        if (frameNumber <= frame) {
            throw new IOException("frames must be added in ascending order");
        }
        while (position + 12 <= size) {
            head.clear();
            Channels.readFully(in, head, position);
            int type = head.order(ByteOrder.BIG_ENDIAN).getInt(0);
            if (type == SECTION_HEADER) {
                int magic = head.getInt(8);
                order = magic == BYTE_ORDER_MAGIC ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
            }
            head.order(order);
            type = head.getInt(0);
            long length = Integer.toUnsignedLong(head.getInt(4));
            if (length < 12 || length > MAX_BLOCK || position + length > size) {
                throw new IOException("damaged pcapng block at offset " + position);
            }
            boolean isFrame = isFrame(type);
            if (isFrame) {
                frame++;
            }
            if (!isFrame || frame == frameNumber) {
                copy(position, length);
            }
            position += length;
            if (isFrame && frame == frameNumber) {
                return;
            }
        }
        throw new IOException("the capture has no frame " + frameNumber);
    }

}
