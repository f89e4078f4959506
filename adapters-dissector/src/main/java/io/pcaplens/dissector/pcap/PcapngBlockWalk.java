package io.pcaplens.dissector.pcap;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;

/**
 * Walks the blocks of a pcapng file by their headers alone: each block's type, read in the byte order of the
 * section it belongs to, where it starts and how long it is. Frames are counted as tshark numbers them: each
 * packet block (enhanced, simple, obsolete), systemd journal export block and custom block is one frame.
 */
public final class PcapngBlockWalk {

    public record Block(int type, long offset, long length) {

        public static final int SECTION_HEADER = 0x0A0D0D0A;
        public static final int INTERFACE_DESCRIPTION = 1;
        public static final int OBSOLETE_PACKET = 2;
        public static final int SIMPLE_PACKET = 3;
        public static final int ENHANCED_PACKET = 6;
        static final int JOURNAL_EXPORT = 9;
        static final int DECRYPTION_SECRETS = 0x0000000A;

        public boolean isFrame() {
            return type == ENHANCED_PACKET || type == SIMPLE_PACKET || type == OBSOLETE_PACKET
                    || type == JOURNAL_EXPORT || isCustom();
        }

        /** A packet block with a timestamp field; a simple packet block has none. */
        boolean carriesTime() {
            return type == ENHANCED_PACKET || type == OBSOLETE_PACKET;
        }

        boolean isCustom() {
            return type == 0x00000BAD || type == 0x40000BAD;
        }
    }

    private static final int BYTE_ORDER_MAGIC = 0x1A2B3C4D;
    private static final long MAX_BLOCK = 1L << 28;

    private final FileChannel in;
    private final long size;
    private final ByteBuffer head = ByteBuffer.allocate(12);
    private ByteOrder order = ByteOrder.BIG_ENDIAN;
    private long position;

    public PcapngBlockWalk(FileChannel in) throws IOException {
        this.in = in;
        this.size = in.size();
    }

    /**
     * The next block, null after the last.
     *
     * @throws IOException the block is damaged: its length is impossible or runs past the end of the file
     */
    public Block next() throws IOException {
        if (position + 12 > size) {
            return null;
        }
        head.clear();
        Channels.readFully(in, head, position);
        int type = head.order(ByteOrder.BIG_ENDIAN).getInt(0);
        if (type == Block.SECTION_HEADER) {
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

    /**
     * Up to {@code length} bytes of a block of the current section, from {@code skip} bytes into its body, in the
     * section's byte order; fewer when the body is shorter.
     */
    public ByteBuffer body(Block block, int skip, int length) throws IOException {
        long available = Math.max(0, block.length() - 12 - skip);
        ByteBuffer body = ByteBuffer.allocate((int) Math.min(length, available)).order(order);
        Channels.readFully(in, body, block.offset() + 8 + skip);
        return body.flip();
    }
}
