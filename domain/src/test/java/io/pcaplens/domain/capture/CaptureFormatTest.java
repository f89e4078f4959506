package io.pcaplens.domain.capture;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CaptureFormatTest {

    private static Optional<CaptureFormat> detect(int... bytes) {
        byte[] b = new byte[bytes.length];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) bytes[i];
        }
        return CaptureFormat.detect(b, b.length);
    }

    @Test
    void recognisesPcapInBothByteOrdersAndPrecisions() {
        assertEquals(Optional.of(CaptureFormat.PCAP), detect(0xd4, 0xc3, 0xb2, 0xa1));
        assertEquals(Optional.of(CaptureFormat.PCAP), detect(0xa1, 0xb2, 0xc3, 0xd4));
        assertEquals(Optional.of(CaptureFormat.PCAP), detect(0x4d, 0x3c, 0xb2, 0xa1));
    }

    @Test
    void recognisesPcapng() {
        assertEquals(Optional.of(CaptureFormat.PCAPNG), detect(0x0a, 0x0d, 0x0d, 0x0a));
    }

    @Test
    void rejectsOtherFilesAndShortOnes() {
        assertEquals(Optional.empty(), detect('%', 'P', 'D', 'F'));
        assertEquals(Optional.empty(), detect(0xd4, 0xc3));
    }
}
