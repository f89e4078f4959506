package io.pcaplens.domain.capture;

import java.util.HexFormat;
import java.util.Optional;

/**
 * The capture file formats the service reads, recognised by their magic numbers: libpcap (both byte
 * orders, micro- and nanosecond variants) and pcapng (section header block).
 */
public enum CaptureFormat {
    PCAP(24, "a pcap header"), PCAPNG(28, "a pcapng section header");

    /** Bytes needed to recognise a format. */
    public static final int MAGIC_LENGTH = 4;

    /** The fixed part every file of the format starts with: the pcap file header, the smallest section header. */
    private final int headerLength;
    private final String header;

    CaptureFormat(int headerLength, String header) {
        this.headerLength = headerLength;
        this.header = header;
    }

    public static Optional<CaptureFormat> detect(byte[] head, int length) {
        if (length < MAGIC_LENGTH) {
            return Optional.empty();
        }
        int m = (head[0] & 0xFF) << 24 | (head[1] & 0xFF) << 16 | (head[2] & 0xFF) << 8 | (head[3] & 0xFF);
        switch (m) {
            case 0xA1B2C3D4, 0xD4C3B2A1, 0xA1B23C4D, 0x4D3CB2A1:
                return Optional.of(PCAP);
            case 0x0A0D0D0A:
                return Optional.of(PCAPNG);
            default:
                return Optional.empty();
        }
    }

    /**
     * What makes a file no capture at all, said of the file itself, so that its record names the fault rather
     * than the tool that stumbled on it; empty when the file starts as a capture does.
     *
     * @param head   the file's first bytes
     * @param length how many of them there are
     * @param size   the file's size in bytes
     */
    public static Optional<String> defect(byte[] head, int length, long size) {
        if (size < MAGIC_LENGTH) {
            return Optional.of("not a capture file: " + bytes(size) + ", shorter than " + PCAP.header + " ("
                    + PCAP.headerLength + " bytes)");
        }
        Optional<CaptureFormat> format = detect(head, length);
        if (format.isEmpty()) {
            return Optional.of("not a capture file: it starts with "
                    + HexFormat.ofDelimiter(" ").formatHex(head, 0, MAGIC_LENGTH)
                    + ", which is neither a pcap nor a pcapng magic number");
        }
        CaptureFormat f = format.get();
        if (size < f.headerLength) {
            return Optional.of("not a capture file: " + bytes(size) + ", shorter than " + f.header + " ("
                    + f.headerLength + " bytes)");
        }
        return Optional.empty();
    }

    private static String bytes(long size) {
        return size == 1 ? "1 byte" : size + " bytes";
    }
}
