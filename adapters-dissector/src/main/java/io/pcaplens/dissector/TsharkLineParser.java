package io.pcaplens.dissector;

import io.pcaplens.domain.packet.PacketFields;
import io.pcaplens.domain.packet.PayloadSample;

/**
 * Turns one line of tshark's field output into {@link PacketFields}. Pure: tested on recorded output.
 *
 * <p>Should a line ever hold more separators than fields (a value tshark failed to escape), the surplus is
 * taken to belong to Info: the fields before Info are read from the start and the fields after it from the
 * end, which is how the spec's pipe-separated format is read safely too.
 */
final class TsharkLineParser {

    private static final int FIELD_COUNT = TsharkFields.ALL.size();
    private static final int TCP_PAYLOAD = TsharkFields.SPEC.indexOf("tcp.payload");
    private static final int UDP_PAYLOAD = TsharkFields.SPEC.indexOf("udp.payload");
    /**
     * Payload hex beyond what the payload rules look at is never copied out of the line: a segment can
     * carry 64 KB, and payload makes up most of tshark's output.
     */
    static final int PAYLOAD_CHARS = 2 * PayloadSample.FILE_TYPE_WINDOW;

    private final long frameOffset;

    /** @param frameOffset added to tshark's frame numbers, for a slice that starts inside the capture */
    TsharkLineParser(long frameOffset) {
        this.frameOffset = frameOffset;
    }

    PacketFields parse(String line) {
        String[] f = split(line);
        long frame = f[19].isEmpty() ? 0 : Long.parseLong(f[19]);
        return new PacketFields(frame + frameOffset, f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8], f[9],
                f[10], f[11], f[12], f[13], f[14], f[15], f[16], f[17], f[18], f[20], f[21], f[22], f[23], f[24]);
    }

    static String[] split(String line) {
        String[] parts = new String[FIELD_COUNT];
        int count = 0;
        int start = 0;
        java.util.List<String> overflow = null;
        while (true) {
            int end = line.indexOf(TsharkFields.SEPARATOR, start);
            int stop = end < 0 ? line.length() : end;
            if ((count == TCP_PAYLOAD || count == UDP_PAYLOAD) && stop - start > PAYLOAD_CHARS) {
                stop = start + PAYLOAD_CHARS;
            }
            String value = line.substring(start, stop);
            if (count < FIELD_COUNT) {
                parts[count] = value;
            } else {
                if (overflow == null) {
                    overflow = new java.util.ArrayList<>();
                }
                overflow.add(value);
            }
            count++;
            if (end < 0) {
                break;
            }
            start = end + 1;
        }
        if (count < FIELD_COUNT) {
            throw new IllegalArgumentException("expected " + FIELD_COUNT + " fields, found " + count);
        }
        if (overflow == null) {
            return parts;
        }
        String[] all = new String[count];
        System.arraycopy(parts, 0, all, 0, FIELD_COUNT);
        for (int i = 0; i < overflow.size(); i++) {
            all[FIELD_COUNT + i] = overflow.get(i);
        }
        int surplus = count - FIELD_COUNT;
        String[] fixed = new String[FIELD_COUNT];
        System.arraycopy(all, 0, fixed, 0, TsharkFields.INFO);
        fixed[TsharkFields.INFO] = String.join(String.valueOf(TsharkFields.SEPARATOR),
                java.util.Arrays.copyOfRange(all, TsharkFields.INFO, TsharkFields.INFO + surplus + 1));
        System.arraycopy(all, TsharkFields.INFO + surplus + 1, fixed, TsharkFields.INFO + 1, FIELD_COUNT - TsharkFields.INFO - 1);
        return fixed;
    }
}
