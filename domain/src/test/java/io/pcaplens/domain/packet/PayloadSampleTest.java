package io.pcaplens.domain.packet;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PayloadSampleTest {

    private static String hex(String ascii) {
        return HexFormat.of().formatHex(ascii.getBytes(StandardCharsets.ISO_8859_1));
    }

    @Test
    void keepsTheFirst64BytesAsLowercaseHex() {
        String text = "GET /index.html HTTP/1.1\r\nHost: example.org\r\nUser-Agent: curl/8.0\r\nAccept: */*\r\n\r\n";
        PayloadSample s = PayloadSample.fromHex(hex(text).toUpperCase()).orElseThrow();
        assertEquals(64, s.stored().length);
        assertEquals(hex(text.substring(0, 64)), s.storedHex());
    }

    @Test
    void acceptsColonSeparatedHex() {
        assertEquals("474554", PayloadSample.fromHex("47:45:54").orElseThrow().storedHex());
    }

    @Test
    void noPayloadGivesNoSample() {
        assertEquals(Optional.empty(), PayloadSample.fromHex(""));
    }

    @Test
    void asciiBadgeNeedsMoreThanThirtyPercentPrintableInTheFirst256Bytes() {
        // 30 printable of 100: exactly 30 %, not more -> no badge
        assertFalse(PayloadSample.fromHex(hex("A".repeat(30) + "\0".repeat(70))).orElseThrow().ascii());
        assertTrue(PayloadSample.fromHex(hex("A".repeat(31) + "\0".repeat(69))).orElseThrow().ascii());
        // printable bytes beyond the stored 64 count: the badge looks at 256
        assertTrue(PayloadSample.fromHex(hex("\0".repeat(64) + "A".repeat(192))).orElseThrow().ascii());
        // ... but not beyond 256
        assertFalse(PayloadSample.fromHex(hex("\0".repeat(256) + "A".repeat(1000))).orElseThrow().ascii());
    }

    @Test
    void onlyRunsOfFourOrMorePrintableBytesCount() {
        // 45 % printable, but never more than three in a row, as in encrypted or compressed bytes
        assertFalse(PayloadSample.fromHex(hex("AB\0\0".repeat(25) + "ABC\0\0\0".repeat(10))).orElseThrow().ascii());
        // the same share in runs of four is text
        assertTrue(PayloadSample.fromHex(hex("ABCD\0\0\0\0\0".repeat(12) + "ABCD")).orElseThrow().ascii());
        // a run ending the window counts
        assertTrue(PayloadSample.fromHex(hex("\0".repeat(60) + "A".repeat(40))).orElseThrow().ascii());
    }

    @Test
    void aShortPayloadAllPrintableIsText() {
        assertTrue(PayloadSample.fromHex(hex("ls")).orElseThrow().ascii(), "a keystroke");
        assertFalse(PayloadSample.fromHex(hex("l\0")).orElseThrow().ascii());
    }

    @Test
    void bytesInTlsRecordsAreNeverText() {
        // a certificate segment of tls12-expired-cert.pcap (frame 7): the issuer's names make it half printable
        String certificate = "20545450204e6574776f726b312230200603550403131941646454727573742045787465726e616c20434120";
        assertTrue(PayloadSample.fromHex(certificate).orElseThrow().ascii());
        assertTrue(PayloadSample.fromHex(certificate, "eth:ethertype:ip:tcp").orElseThrow().ascii());
        assertFalse(PayloadSample.fromHex(certificate, "eth:ethertype:ip:tcp:tls:x509sat").orElseThrow().ascii());
        assertFalse(PayloadSample.fromHex(certificate, "eth:ethertype:ipv6:udp:quic").orElseThrow().ascii());
        assertTrue(PayloadSample.fromHex(certificate, "eth:ethertype:ip:tcp:http").orElseThrow().ascii(), "tlsx is no layer name");
    }

    @Test
    void randomBytesAreNotText() {
        java.util.Random random = new java.util.Random(7);
        int badged = 0;
        for (int i = 0; i < 1000; i++) {
            byte[] bytes = new byte[256];
            random.nextBytes(bytes);
            badged += PayloadSample.fromHex(HexFormat.of().formatHex(bytes)).orElseThrow().ascii() ? 1 : 0;
        }
        assertEquals(0, badged, "of 1,000 random 256-byte payloads");
    }

    @Test
    void fileTypeFromMagicBytesAtTheStart() {
        assertEquals(Optional.of("PDF"), PayloadSample.fromHex(hex("%PDF-1.5\n%...")).orElseThrow().fileType());
        assertEquals(Optional.of("PNG"), PayloadSample.fromHex("89504e470d0a1a0a0000000d49484452").orElseThrow().fileType());
        assertEquals(Optional.of("ZIP"), PayloadSample.fromHex("504b0304140000000800").orElseThrow().fileType());
        assertEquals(Optional.of("GZIP"), PayloadSample.fromHex("1f8b0800000000000003").orElseThrow().fileType());
        assertEquals(Optional.of("ELF"), PayloadSample.fromHex("7f454c46020101000000").orElseThrow().fileType());
        assertEquals(Optional.of("PE"), PayloadSample.fromHex("4d5a90000300000004000000ffff0000").orElseThrow().fileType());
        assertEquals(Optional.of("CLASS"), PayloadSample.fromHex("cafebabe00000034").orElseThrow().fileType());
        assertEquals(Optional.of("MACH-O"), PayloadSample.fromHex("cafebabe00000002").orElseThrow().fileType());
        assertEquals(Optional.of("MP4"), PayloadSample.fromHex("0000001866747970").orElseThrow().fileType());
        assertEquals(Optional.of("BZIP2"), PayloadSample.fromHex(hex("BZh91AY&SY")).orElseThrow().fileType());
        assertEquals(Optional.of("7Z"), PayloadSample.fromHex("377abcaf271c0004").orElseThrow().fileType());
        assertEquals(Optional.of("SQLITE"), PayloadSample.fromHex(hex("SQLite format 3\0")).orElseThrow().fileType());
        assertEquals(Optional.of("JPEG"), PayloadSample.fromHex("ffd8ffe000104a464946").orElseThrow().fileType());
        assertEquals(Optional.of("GIF"), PayloadSample.fromHex(hex("GIF89a")).orElseThrow().fileType());
        assertEquals(Optional.of("RAR"), PayloadSample.fromHex("526172211a0700").orElseThrow().fileType());
    }

    @Test
    void fileTypeAfterHttpResponseHeadersWithinTheFirstKilobyte() {
        String response = "HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\n%PDF-1.5\n";
        assertEquals(Optional.of("PDF"), PayloadSample.fromHex(hex(response)).orElseThrow().fileType());
        String longHeaders = "HTTP/1.1 200 OK\r\nContent-Type: application/pdf\r\nContent-Length: 12345\r\n\r\n%PDF-1.5";
        assertEquals(Optional.of("PDF"), PayloadSample.fromHex(hex(longHeaders)).orElseThrow().fileType());
        String tooLong = "HTTP/1.1 200 OK\r\nX-Padding: " + "x".repeat(1024) + "\r\n\r\n%PDF-1.5";
        assertEquals(Optional.empty(), PayloadSample.fromHex(hex(tooLong)).orElseThrow().fileType(),
                "the headers end beyond the examined 1024 bytes");
        String request = "POST /up HTTP/1.1\r\n\r\n%PDF-1.5";
        assertEquals(Optional.empty(), PayloadSample.fromHex(hex(request)).orElseThrow().fileType(),
                "only responses carry a downloaded file after their headers");
    }

    @Test
    void plainTextStartingWithMzIsNoExecutable() {
        assertEquals(Optional.empty(), PayloadSample.fromHex(hex("MZ is a text that goes on and on")).orElseThrow().fileType());
    }
}
