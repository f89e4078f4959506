package io.pcaplens.dissector.tshark;

import io.pcaplens.dissector.payload.FramePayloads;
import io.pcaplens.dissector.process.ByteScan;
import io.pcaplens.domain.packet.NamingFields;
import io.pcaplens.domain.packet.PacketFields;
import io.pcaplens.domain.packet.PayloadSample;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Optional;

/**
 * Turns one line of tshark's field output into {@link PacketFields}. Pure: tested on recorded output.
 *
 * <p>It works on the line's bytes, decoding each field on its own (UTF-8, invalid bytes replaced, as the
 * String constructor does), and copies payload hex only as far as the payload rules read: payload makes up
 * most of tshark's output and a segment can carry 64 KB.
 *
 * <p>A line holds exactly one field per selector, since tshark escapes the separator inside values
 * ({@link TsharkFields}); a line that does not is refused rather than guessed at, because which of its
 * values belong to which selector could then be chosen by the capture's content.
 */
final class TsharkLineParser implements FrameLineParser {

    private static final int FIELD_COUNT = TsharkFields.ALL.size();
    private static final int REASSEMBLED_IP = TsharkFields.LENGTHS.indexOf("ip.reassembled.data");
    private static final int REASSEMBLED_IPV6 = TsharkFields.LENGTHS.indexOf("ipv6.reassembled.data");
    private static final int TCP_PAYLOAD = TsharkFields.SPEC.indexOf("tcp.payload");
    private static final int UDP_PAYLOAD = TsharkFields.SPEC.indexOf("udp.payload");
    private static final int LAYERS = TsharkFields.ALL.indexOf("frame.protocols");
    static final int PAYLOAD_CHARS = 2 * PayloadSample.FILE_TYPE_WINDOW;

    private final long frameOffset;
    private final FramePayloads payloads;
    private final int fieldCount;
    private final int[] starts = new int[TsharkFields.LENGTHS.size()];
    private final int[] ends = new int[TsharkFields.LENGTHS.size()];

    /** @param frameOffset added to tshark's frame numbers, for a slice that starts inside the capture */
    TsharkLineParser(long frameOffset) {
        this(frameOffset, null);
    }

    /**
     * For lines of {@link TsharkFields#LENGTHS}: each frame's payload is read from the capture by
     * {@code payloads}, which tshark's lengths confirm.
     */
    TsharkLineParser(long frameOffset, FramePayloads payloads) {
        this.frameOffset = frameOffset;
        this.payloads = payloads;
        this.fieldCount = payloads == null ? FIELD_COUNT : TsharkFields.LENGTHS.size();
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalArgumentException the line does not hold one field per selector
     */
    @Override
    public Optional<PacketFields> parse(byte[] buf, int from, int to) {
        split(buf, from, to);
        if (starts[TsharkFields.ENCAPSULATION] == ends[TsharkFields.ENCAPSULATION]) {
            return Optional.empty();
        }
        String[] f = new String[fieldCount];
        for (int k = 0; k < fieldCount; k++) {
            int s = starts[k];
            int e = ends[k];
            if ((k == TCP_PAYLOAD || k == UDP_PAYLOAD) && e - s > PAYLOAD_CHARS && payloads == null) {
                e = s + PAYLOAD_CHARS;
            }
            f[k] = s == e ? "" : new String(buf, s, e - s, StandardCharsets.UTF_8);
        }
        long frame = Long.parseLong(f[TsharkFields.FRAME_NUMBER]);
        if (payloads != null) {
            String reassembled = f[REASSEMBLED_IP].isEmpty() ? f[REASSEMBLED_IPV6] : f[REASSEMBLED_IP];
            withPayloads(f, frame, payloads, reassembled.isEmpty() ? null
                    : ByteBuffer.wrap(HexFormat.of().parseHex(PacketFields.first(reassembled))));
        }
        return Optional.of(packet(f, frame + frameOffset));
    }

    /**
     * Puts each payload read from the capture file where tshark printed its length ({@link TsharkFields#LENGTHS}).
     *
     * @param frame       the frame's number in the slice, from 1
     * @param reassembled the datagram tshark reassembled from IP fragments in this frame, or null
     */
    static void withPayloads(String[] f, long frame, FramePayloads payloads, ByteBuffer reassembled) {
        String[] hex = payloads.of(frame, f[LAYERS], f[TCP_PAYLOAD], f[UDP_PAYLOAD], reassembled, PAYLOAD_CHARS / 2);
        f[TCP_PAYLOAD] = hex[0];
        f[UDP_PAYLOAD] = hex[1];
    }

    /** The packet of a frame's values laid out as {@link TsharkFields#ALL}, its payloads as hex. */
    static PacketFields packet(String[] f, long frame) {
        return new PacketFields(frame, f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8],
                f[9], f[10], f[11], f[12], f[13], f[14], f[15], f[16], f[17], f[18], f[20], f[21], f[22], f[23],
                f[24], f[25], f[26], f[27], f[28], f[29], f[30], f[31], f[32], f[33], f[34], f[35],
                f[37], f[38], f[39], f[40], f[41], f[42], f[43], f[44], f[45], f[46], f[47], f[48], f[49], f[50],
                f[51], f[52], f[53], f[54], f[55], f[56], f[57], f[58], f[59], f[60], f[61], f[62], f[63], f[64],
                f[65], f[66], f[67], NamingFields.of(f, TsharkFields.NAMING_FROM));
    }

    private void split(byte[] buf, int from, int to) {
        int count = 0;
        int start = from;
        while (true) {
            int sep = ByteScan.indexOf(buf, start, to, (byte) TsharkFields.SEPARATOR);
            if (count == fieldCount) {
                throw new IllegalArgumentException("expected " + fieldCount + " fields, found more");
            }
            starts[count] = start;
            ends[count] = sep < 0 ? to : sep;
            count++;
            if (sep < 0) {
                break;
            }
            start = sep + 1;
        }
        if (count != fieldCount) {
            throw new IllegalArgumentException("expected " + fieldCount + " fields, found " + count);
        }
    }
}
