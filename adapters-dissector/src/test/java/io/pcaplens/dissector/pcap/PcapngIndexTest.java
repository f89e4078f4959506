package io.pcaplens.dissector.pcap;

import io.pcaplens.dissector.captures.PcapngWriter;
import io.pcaplens.dissector.captures.TsharkView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The pcapng walk that slicing relies on, against what tshark reads in the same files. */
class PcapngIndexTest {

    private static final byte[] FRAME = new byte[60];

    @TempDir
    Path work;

    /** An interface description of an Ethernet card with these options (code, value) and the end of options. */
    private static byte[] description(Object... options) {
        ByteBuffer b = ByteBuffer.allocate(256).order(ByteOrder.LITTLE_ENDIAN);
        b.putShort((short) 1).putShort((short) 0).putInt(65_535);
        for (int i = 0; i < options.length; i += 2) {
            int code = (Integer) options[i];
            if (options[i + 1] instanceof Byte v) {
                b.putShort((short) code).putShort((short) 1).put(v).put(new byte[3]);
            } else {
                b.putShort((short) code).putShort((short) 8).putLong((Long) options[i + 1]);
            }
        }
        b.putShort((short) 0).putShort((short) 0);
        return Arrays.copyOf(b.array(), b.position());
    }

    private static byte[] packet(int iface, long ticks) {
        return ByteBuffer.allocate(20 + FRAME.length).order(ByteOrder.LITTLE_ENDIAN).putInt(iface)
                .putInt((int) (ticks >>> 32)).putInt((int) ticks).putInt(FRAME.length).putInt(FRAME.length).put(FRAME)
                .array();
    }

    private static long nanos(String epoch) {
        return new BigDecimal(epoch).movePointRight(9).longValueExact();
    }

    /**
     * Interfaces counting microseconds, 2^-20 s with an offset, picoseconds, and microseconds with a negative
     * offset, each frame a slice of its own: the time each slice carries in is the previous timed frame's as tshark
     * prints it.
     */
    @Test
    void theTimeCarriedIntoASliceIsThatOfTheLastTimedFrameBeforeItAsTsharkReadsIt() throws Exception {
        PcapngWriter w = new PcapngWriter()
                .block(1, description(9, (byte) (0x80 | 20), 14, 1_000L))
                .block(1, description(9, (byte) 12))
                .block(1, description(14, -5L));
        w.simplePacket(FRAME);
        w.block(6, packet(1, (1_700_000_000L << 20) + 123_457));
        w.simplePacket(FRAME);
        w.block(6, packet(0, 1_700_000_000_123_456L));
        w.block(6, packet(2, Long.parseUnsignedLong("17000000001234567891")));
        w.block(6, packet(1, (1L << 20) - 1));
        w.block(6, packet(3, 1));
        w.block(6, packet(3, 1_700_000_000_654_321L));
        w.simplePacket(FRAME);
        Path file = Files.write(work.resolve("clocks.pcapng"), w.bytes());
        List<TsharkView.Frame> tshark = TsharkView.read(file, List.of("frame.number", "frame.time_epoch"));

        PcapngIndex.Survey survey = PcapngIndex.survey(file);
        List<PcapngIndex.SliceStart> starts = PcapngIndex.sliceStarts(file, 1, survey.firstTimeNanos());

        List<Long> expected = new ArrayList<>();
        Long last = nanos(tshark.get(1).first("frame.time_epoch"));
        for (TsharkView.Frame f : tshark) {
            expected.add(last);
            if (!f.first("frame.time_epoch").isEmpty()) {
                last = nanos(f.first("frame.time_epoch"));
            }
        }
        assertEquals(9, tshark.size());
        assertEquals(expected, starts.stream().map(PcapngIndex.SliceStart::carriedTimeNanos).toList());
        assertEquals(expected.get(0), survey.firstTimeNanos());
        assertEquals(9, survey.frames());
        assertTrue(survey.inPlace());
        assertTrue(survey.untimedFrames());
        assertFalse(survey.customBlocks());
        assertEquals(starts.get(0).offset(), survey.headerEnd(), "the header is everything before the first frame");
    }

    @Test
    void onlyOneSectionWhoseInterfacesAndSecretsAllComeFirstIsSlicedInPlace() throws Exception {
        byte[] plain = new PcapngWriter().packet(1, FRAME).packet(2, FRAME).bytes();
        byte[] lateInterface = new PcapngWriter().packet(1, FRAME).block(1, description()).packet(2, FRAME).bytes();
        byte[] lateSecrets = new PcapngWriter().packet(1, FRAME).block(0x0A, new byte[12]).packet(2, FRAME).bytes();
        byte[] twoSections = new byte[plain.length * 2];
        System.arraycopy(plain, 0, twoSections, 0, plain.length);
        System.arraycopy(plain, 0, twoSections, plain.length, plain.length);

        assertTrue(survey("plain", plain).inPlace());
        assertFalse(survey("late-interface", lateInterface).inPlace());
        assertFalse(survey("late-secrets", lateSecrets).inPlace());
        PcapngIndex.Survey two = survey("two-sections", twoSections);
        assertFalse(two.inPlace());
        assertEquals(4, two.frames());
        assertNull(survey("untimed", new PcapngWriter().simplePacket(FRAME).bytes()).firstTimeNanos());
    }

    @Test
    void theFirstTimeIsFoundUpToADamagedBlockAsTsharkReadsUpToIt() throws Exception {
        byte[] capture = new PcapngWriter().simplePacket(FRAME).packet(1_700_000_000_000_001L, FRAME)
                .packet(1_700_000_000_000_002L, FRAME).bytes();
        Path damagedAfter = Files.write(work.resolve("after.pcapng"), Arrays.copyOf(capture, capture.length - 10));
        byte[] damagedFirst = capture.clone();
        // the enhanced packet block's length, after the section header (28 bytes), description (20), simple block (76)
        ByteBuffer.wrap(damagedFirst).order(ByteOrder.LITTLE_ENDIAN).putInt(28 + 20 + 76 + 4, 0x7ffffff0);

        assertEquals(1_700_000_000_000_001_000L, PcapngIndex.firstTime(damagedAfter));
        assertNull(PcapngIndex.firstTime(Files.write(work.resolve("first.pcapng"), damagedFirst)));
    }

    private PcapngIndex.Survey survey(String name, byte[] capture) throws Exception {
        return PcapngIndex.survey(Files.write(work.resolve(name + ".pcapng"), capture));
    }
}
