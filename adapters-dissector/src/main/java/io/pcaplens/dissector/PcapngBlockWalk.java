package io.pcaplens.dissector;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Walks the blocks of a pcapng file by their headers alone: each block's type, read in the byte order of the
 * section it belongs to, where it starts and how long it is. Frames are counted as tshark numbers them: each
 * packet block (enhanced, simple, obsolete), systemd journal export block and custom block is one frame.
 */
final class PcapngBlockWalk {

    record Block(int type, long offset, long length) {

        boolean isFrame() {
            return type == 6 || type == 3 || type == 2 || type == 9 || isCustom();
        }

        boolean isCustom() {
            return type == 0x00000BAD || type == 0x40000BAD;
        }
    }

    private static final int SECTION_HEADER = 0x0A0D0D0A;
    private static final int BYTE_ORDER_MAGIC = 0x1A2B3C4D;
    private static final long MAX_BLOCK = 1L << 28;

    private final FileChannel in;
    private final long size;
    private final ByteBuffer head = ByteBuffer.allocate(12);
    private ByteOrder order = ByteOrder.BIG_ENDIAN;
    private long position;

    PcapngBlockWalk(FileChannel in) throws IOException {
        this.in = in;
        this.size = in.size();
    }

    /**
     * Whether the file holds custom blocks: tshark numbers them as frames, but a copy may leave out those
     * marked not to be copied, so a copy's frames are not numbered as the original's.
     */
    static boolean holdsCustomBlocks(Path file) throws IOException {
        try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ)) {
            PcapngBlockWalk walk = new PcapngBlockWalk(in);
            for (Block b = walk.next(); b != null; b = walk.next()) {
                if (b.isCustom()) {
                    return true;
                }
            }
            return false;
        }
    }

    /**
     * The next block, null after the last.
     *
     * @throws IOException the block is damaged: its length is impossible or runs past the end of the file
     */
    Block next() throws IOException {
        if (position + 12 > size) {
            return null;
        }
        head.clear();
        Channels.readFully(in, head, position);
        int type = head.order(ByteOrder.BIG_ENDIAN).getInt(0);
        if (type == SECTION_HEADER) {
            order = head.getInt(8) == BYTE_ORDER_MAGIC ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
        }
        head.order(order);
        long length = Integer.toUnsignedLong(head.getInt(4));
        if (length < 12 || length > MAX_BLOCK || position + length > size) {
            throw new IOException("damaged pcapng block at offset " + position);
        }
        Block block = new Block(head.getInt(0), position, length);
        position += length;
        return block;
    }
}
