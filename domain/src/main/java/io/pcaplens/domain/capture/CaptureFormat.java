package io.pcaplens.domain.capture;

import java.util.Optional;

/**
 * The capture file formats the service reads, recognised by their magic numbers: libpcap (both byte
 * orders, micro- and nanosecond variants) and pcapng (section header block).
 */
public enum CaptureFormat {
    PCAP, PCAPNG;

    /** Bytes needed to recognise a format. */
    public static final int MAGIC_LENGTH = 4;

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
}
