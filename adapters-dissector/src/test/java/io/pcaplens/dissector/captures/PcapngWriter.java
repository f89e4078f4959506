package io.pcaplens.dissector.captures;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * A pcapng file in the making (little-endian, one interface: Ethernet with microsecond timestamps unless chosen
 * otherwise): a section header, an interface description, then blocks in the order they are added.
 */
public final class PcapngWriter {

    public static final int ENHANCED_PACKET = 6;
    public static final int SIMPLE_PACKET = 3;
    private static final short TSRESOL = 9;
    private static final short END_OF_OPTIONS = 0;
    /** Custom blocks, which readers are allowed to copy and not, and which carry a Private Enterprise Number. */
    public static final int CUSTOM_COPIED = 0x00000BAD;
    public static final int CUSTOM_NOT_COPIED = 0x40000BAD;
    /** Block types no reader knows: one not assigned, one of the range kept for local use. */
    public static final int UNASSIGNED = 0x00000123;
    public static final int LOCAL_USE = 0x8000ABCD;
    /** The Private Enterprise Number set aside for documentation (RFC 5612). */
    public static final int EXAMPLE_PEN = 32473;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    public PcapngWriter() {
        this(1, 262_144, false);
    }

    /** @param nanoseconds whether timestamps count nanoseconds (if_tsresol 9) rather than microseconds */
    public PcapngWriter(int linkType, int snapLength, boolean nanoseconds) {
        block(0x0A0D0D0A, ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN)
                .putInt(0x1A2B3C4D).putShort((short) 1).putShort((short) 0).putLong(-1).array());
        ByteBuffer description = ByteBuffer.allocate(nanoseconds ? 20 : 8).order(ByteOrder.LITTLE_ENDIAN)
                .putShort((short) linkType).putShort((short) 0).putInt(snapLength);
        if (nanoseconds) {
            description.putShort(TSRESOL).putShort((short) 1).put((byte) 9).put(new byte[3])
                    .putShort(END_OF_OPTIONS).putShort((short) 0);
        }
        block(1, description.array());
    }

    /** An enhanced packet block: the frame and its time, in the interface's units since the epoch. */
    public PcapngWriter packet(long ticks, byte[] frame) {
        ByteBuffer body = ByteBuffer.allocate(20 + frame.length).order(ByteOrder.LITTLE_ENDIAN);
        body.putInt(0).putInt((int) (ticks >>> 32)).putInt((int) ticks).putInt(frame.length).putInt(frame.length)
                .put(frame);
        return block(ENHANCED_PACKET, body.array());
    }

    /** A simple packet block: the frame alone, of interface 0, without a timestamp. */
    public PcapngWriter simplePacket(byte[] frame) {
        return block(SIMPLE_PACKET, ByteBuffer.allocate(4 + frame.length).order(ByteOrder.LITTLE_ENDIAN)
                .putInt(frame.length).put(frame).array());
    }

    public PcapngWriter custom(int type, byte[] data) {
        return block(type, ByteBuffer.allocate(4 + data.length).order(ByteOrder.LITTLE_ENDIAN).putInt(EXAMPLE_PEN)
                .put(data).array());
    }

    /** Any block: type, length, the body padded to 32 bits, the length again. */
    public PcapngWriter block(int type, byte[] body) {
        int padded = (body.length + 3) / 4 * 4;
        ByteBuffer b = ByteBuffer.allocate(12 + padded).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(type).putInt(12 + padded).put(body).position(8 + padded);
        b.putInt(12 + padded);
        out.writeBytes(b.array());
        return this;
    }

    public byte[] bytes() {
        return out.toByteArray();
    }

    /** Writes the blocks so far to {@code sink} and forgets them, so that a large capture is written streaming. */
    public PcapngWriter drainTo(java.io.OutputStream sink) throws java.io.IOException {
        out.writeTo(sink);
        out.reset();
        return this;
    }
}
