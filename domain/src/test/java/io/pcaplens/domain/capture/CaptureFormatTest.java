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

    @Test
    void aFileTooShortForItsHeaderOrWithoutAMagicNumberIsNoCaptureAndTheReasonSaysWhy() {
        byte[] pcap = {(byte) 0xd4, (byte) 0xc3, (byte) 0xb2, (byte) 0xa1};
        assertEquals(Optional.of("not a capture file: 10 bytes, shorter than a pcap header (24 bytes)"),
                CaptureFormat.defect(pcap, 4, 10));
        assertEquals(Optional.of("not a capture file: 1 byte, shorter than a pcap header (24 bytes)"),
                CaptureFormat.defect(pcap, 1, 1));
        assertEquals(Optional.of("not a capture file: 20 bytes, shorter than a pcapng section header (28 bytes)"),
                CaptureFormat.defect(new byte[]{0x0a, 0x0d, 0x0d, 0x0a}, 4, 20));
        assertEquals(Optional.of("not a capture file: it starts with 68 65 6c 6c, which is neither a pcap nor a"
                + " pcapng magic number"), CaptureFormat.defect("hello".getBytes(), 4, 5000));
    }

    @Test
    void aFileThatStartsAsACaptureHasNoDefect() {
        byte[] pcap = {(byte) 0xd4, (byte) 0xc3, (byte) 0xb2, (byte) 0xa1};
        assertEquals(Optional.empty(), CaptureFormat.defect(pcap, 4, 24));
        assertEquals(Optional.empty(), CaptureFormat.defect(new byte[]{0x0a, 0x0d, 0x0d, 0x0a}, 4, 28));
    }
}
