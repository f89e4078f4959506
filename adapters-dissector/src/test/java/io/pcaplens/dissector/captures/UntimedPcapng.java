package io.pcaplens.dissector.captures;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.LongPredicate;

/**
 * A classic pcap written again as pcapng, the chosen frames in simple packet blocks, which carry no timestamp, the
 * others in enhanced packet blocks with their time: the same traffic with and without times. Also the times a
 * reader of the spec expects for such a capture, from what tshark says of its frames.
 */
public final class UntimedPcapng {

    /** No frame chosen: every frame keeps its time. */
    public static final LongPredicate NONE = frame -> false;
    /** Every frame chosen: no frame has a time. */
    public static final LongPredicate ALL = frame -> true;

    private UntimedPcapng() {
    }

    /**
     * @param pcap    a classic pcap of either byte order and precision whose frames are all captured whole
     * @param untimed which frames (numbered from 1) go into simple packet blocks
     */
    public static byte[] of(byte[] pcap, LongPredicate untimed) {
        ByteBuffer in = ByteBuffer.wrap(pcap).order(ByteOrder.LITTLE_ENDIAN);
        int magic = in.getInt(0);
        if (magic != 0xa1b2c3d4 && magic != 0xa1b23c4d) {
            in.order(ByteOrder.BIG_ENDIAN);
            magic = in.getInt(0);
        }
        boolean nanoseconds = magic == 0xa1b23c4d;
        if (!nanoseconds && magic != 0xa1b2c3d4) {
            throw new IllegalArgumentException("not a classic pcap");
        }
        long perSecond = nanoseconds ? 1_000_000_000L : 1_000_000L;
        PcapngWriter out = new PcapngWriter(in.getInt(20), in.getInt(16), nanoseconds);
        long frame = 0;
        for (int at = 24; at + 16 <= pcap.length; ) {
            int captured = in.getInt(at + 8);
            if (captured != in.getInt(at + 12)) {
                throw new IllegalArgumentException("frame " + (frame + 1) + " is not captured whole");
            }
            byte[] data = Arrays.copyOfRange(pcap, at + 16, at + 16 + captured);
            if (untimed.test(++frame)) {
                out.simplePacket(data);
            } else {
                out.packet(Integer.toUnsignedLong(in.getInt(at)) * perSecond + Integer.toUnsignedLong(in.getInt(at + 4)),
                        data);
            }
            at += 16 + captured;
        }
        return out.bytes();
    }

    /**
     * The time of every packet, in epoch nanoseconds, by the rule for frames without a timestamp applied to what
     * tshark says of them: a frame's own time, else that of the closest earlier frame that has one, else the
     * capture's first time, else (no frame has one) the epoch.
     */
    public static List<Long> expectedTimes(List<TsharkView.Frame> frames) {
        Long last = frames.stream().map(f -> f.first("frame.time_epoch")).filter(t -> !t.isEmpty()).findFirst()
                .map(UntimedPcapng::nanos).orElse(0L);
        List<Long> times = new ArrayList<>();
        for (TsharkView.Frame f : frames) {
            String epoch = f.first("frame.time_epoch");
            if (!epoch.isEmpty()) {
                last = nanos(epoch);
            }
            times.add(last);
        }
        return times;
    }

    private static long nanos(String epoch) {
        return new BigDecimal(epoch).movePointRight(9).longValueExact();
    }
}
