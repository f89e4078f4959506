package io.pcaplens.dissector.pcap;

import io.pcaplens.dissector.pcap.PcapngBlockWalk.Block;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * The clocks of the interfaces of a pcapng section, to read a packet block's time as tshark does: its timestamp
 * counts units of 10^-n or 2^-n seconds (the interface's if_tsresol, microseconds without it) from the epoch, and
 * the interface's if_tsoffset seconds are added. Fed every block of a walk in order, it knows the interfaces of
 * the section the walk is in.
 */
final class PcapngClocks {

    private static final int END_OF_OPTIONS = 0;
    private static final int TSRESOL = 9;
    private static final int TSOFFSET = 14;
    /** An interface description's fixed fields: link type, reserved, snapshot length. */
    private static final int INTERFACE_FIELDS = 8;
    private static final BigInteger NANOS_PER_SECOND = BigInteger.valueOf(1_000_000_000L);
    private static final BigInteger MICROSECONDS = BigInteger.TEN.pow(6);

    private record Clock(BigInteger unitsPerSecond, long offsetSeconds) {
    }

    private final PcapngBlockWalk walk;
    private final List<Clock> clocks = new ArrayList<>();

    PcapngClocks(PcapngBlockWalk walk) {
        this.walk = walk;
    }

    /** Takes in the next block of the walk: a section header forgets the interfaces, a description adds one. */
    void see(Block block) throws IOException {
        if (block.type() == Block.SECTION_HEADER) {
            clocks.clear();
        } else if (block.type() == Block.INTERFACE_DESCRIPTION) {
            clocks.add(clock(walk.body(block, INTERFACE_FIELDS, (int) block.length())));
        }
    }

    /**
     * The time of a block that {@link Block#carriesTime() carries one}, of the section the walk is in, in epoch
     * nanoseconds as tshark prints it: seconds, then the nanoseconds of the second, truncated (so a time before
     * the epoch reads as its seconds minus the nanoseconds).
     *
     * @throws IOException the block names an interface the section does not describe
     */
    long timeOf(Block block) throws IOException {
        ByteBuffer b = walk.body(block, 0, 12);
        if (b.remaining() < 12) {
            throw new IOException("packet block too short at offset " + block.offset());
        }
        int id = block.type() == Block.ENHANCED_PACKET ? b.getInt(0) : Short.toUnsignedInt(b.getShort(0));
        if (id < 0 || id >= clocks.size()) {
            throw new IOException("packet block of an undescribed interface at offset " + block.offset());
        }
        Clock clock = clocks.get(id);
        BigInteger units = new BigInteger(Long.toUnsignedString(
                Integer.toUnsignedLong(b.getInt(4)) << 32 | Integer.toUnsignedLong(b.getInt(8))));
        BigInteger[] secondsAndRest = units.divideAndRemainder(clock.unitsPerSecond());
        long seconds = secondsAndRest[0].longValue() + clock.offsetSeconds();
        long nanos = secondsAndRest[1].multiply(NANOS_PER_SECOND).divide(clock.unitsPerSecond()).longValue();
        return seconds * 1_000_000_000L + (seconds < 0 ? -nanos : nanos);
    }

    /** The options of an interface description: each a code, a length, the value padded to 32 bits. */
    private static Clock clock(ByteBuffer options) {
        BigInteger unitsPerSecond = MICROSECONDS;
        long offset = 0;
        while (options.remaining() >= 4) {
            int code = Short.toUnsignedInt(options.getShort());
            int length = Short.toUnsignedInt(options.getShort());
            if (code == END_OF_OPTIONS || length > options.remaining()) {
                break;
            }
            int value = options.position();
            if (code == TSRESOL && length >= 1) {
                int resolution = options.get(value) & 0xFF;
                BigInteger base = (resolution & 0x80) != 0 ? BigInteger.TWO : BigInteger.TEN;
                unitsPerSecond = base.pow(resolution & 0x7F);
            } else if (code == TSOFFSET && length >= 8) {
                offset = options.getLong(value);
            }
            options.position(Math.min(options.limit(), value + (length + 3) / 4 * 4));
        }
        return new Clock(unitsPerSecond, offset);
    }
}
