package io.pcaplens.dissector.tshark;

import io.pcaplens.dissector.captures.TsharkView;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.dissection.DissectedCapture;
import io.pcaplens.domain.dissection.DissectedSlice;
import io.pcaplens.domain.dissection.port.CaptureSlice;
import io.pcaplens.domain.dissection.port.PacketDissector.DissectionOutcome;
import io.pcaplens.domain.flow.Ja4;
import io.pcaplens.domain.packet.PacketRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * JA4 over the corpus's TLS and QUIC captures, checked against what tshark itself says of each Client Hello: its
 * JA3 string ({@code tls.handshake.ja3_full}: version, cipher suites and extensions, GREASE left out as JA4
 * leaves it out) read from tshark's own structured output.
 */
class Ja4OnCapturesTest {

    private static final Path PCAPS = PacketDissectorContract.PCAPS;

    @TempDir
    Path work;

    private record Read(Map<Long, PacketRecord> hellos, List<ConversationRow> rows) {
    }

    private Read read(Path capture) throws Exception {
        TsharkDissector dissector = new TsharkDissector(Long.MAX_VALUE, Long.MAX_VALUE);
        Map<Long, PacketRecord> hellos = new ConcurrentHashMap<>();
        List<DissectedSlice> slices = Collections.synchronizedList(new ArrayList<>());
        for (CaptureSlice slice : dissector.slice(capture, work, 2)) {
            DissectedSlice found = new DissectedSlice();
            DissectionOutcome outcome = dissector.dissect(slice, p -> {
                if (p.tls() != null && p.tls().clientHello() != null) {
                    hellos.put(p.frameNumber(), p);
                }
                found.add(p);
            }, bytes -> { });
            slices.add(found.ended(outcome.packets(), outcome.truncation(), outcome.untimed()).numbered(key -> 0));
        }
        return new Read(hellos, DissectedCapture.merge(slices).rows(new CaptureId("00000000-0000-0000-0000-000000000000")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"tls13-curl.pcap", "tls13-wolfssl.pcap", "tls12-basic.pcap", "tls12-expired-cert.pcap",
            "tls-client-certificate.pcap", "tls-selfsigned-loopback.pcap", "sslv3.pcap", "quic-curl-http3.pcap",
            "quic-firefox-google.pcap", "quic-draft29.pcap", "ipv6-http-mixed.pcap", "linux-sll-ip.pcap", "tor.pcap"})
    void everyClientHelloHasAJa4CountingWhatTsharkCounts(String name) throws Exception {
        Path capture = PCAPS.resolve(name);
        Read read = read(capture);
        List<TsharkView.Frame> frames = TsharkView.read(capture,
                List.of("frame.number", "frame.protocols", "tls.handshake.type", "tls.handshake.ja3_full"));
        int hellos = 0;
        for (TsharkView.Frame frame : frames) {
            long number = Long.parseLong(frame.first("frame.number"));
            String ja3 = frame.first("tls.handshake.ja3_full");
            boolean oneHello = frame.all("tls.handshake.type").stream().filter("1"::equals).count() == 1;
            if (!oneHello || ja3.isEmpty()) {
                assertFalse(read.hellos().containsKey(number), name + " frame " + number + " has no JA3, so no JA4");
                continue;
            }
            hellos++;
            PacketRecord p = read.hellos().get(number);
            assertNotNull(p, name + " frame " + number + " has a Client Hello with JA3 " + ja3);
            String ja4 = Ja4.of(p.tls().clientHello()).fingerprint();
            String[] parts = ja3.split(",", -1);
            List<String> extensions = parts[2].isEmpty() ? List.of() : Arrays.asList(parts[2].split("-"));
            String where = name + " frame " + number + ": " + ja4 + " against JA3 " + ja3;
            assertAll(where,
                    () -> assertTrue(ja4.matches("[tq](13|12|11|10|s3|00)[di]\\d{4}[0-9a-z]{2}_[0-9a-f]{12}_[0-9a-f]{12}")),
                    () -> assertEquals(frame.first("frame.protocols").contains(":quic") ? "q" : "t", ja4.substring(0, 1)),
                    () -> assertEquals(extensions.contains("0") ? "d" : "i", ja4.substring(3, 4)),
                    () -> assertEquals(count(parts[1]), ja4.substring(4, 6), "cipher suites"),
                    () -> assertEquals(count(parts[2]), ja4.substring(6, 8), "extensions"),
                    () -> {
                        if (!extensions.contains("43")) {
                            assertEquals(version(parts[0]), ja4.substring(1, 3), "the hello's own version");
                        }
                    });
        }
        assertTrue(hellos > 0, name + " holds Client Hellos");
        for (ConversationRow r : read.rows()) {
            if (r.flow() != null && r.flow().tls().ja3Client() != null) {
                assertNotNull(r.flow().tls().ja4Client(), name + " " + r.identity().key().value() + " has JA3, so JA4");
            }
        }
    }

    /**
     * The TLS-format hellos of the SSL 3.0 capture (offering TLS 1.0, without extensions) as Wireshark's own JA4
     * printed them, published with the JA4 reference implementations (FoxIO-LLC/ja4 pull request 237); the
     * SSL 2.0-format hello in front of them has none.
     */
    @Test
    void theSsl3CaptureAsWiresharkFingerprintsIt() throws Exception {
        Read read = read(PCAPS.resolve("sslv3.pcap"));
        List<String> ja4 = read.rows().stream()
                .filter(r -> r.flow() != null && r.flow().tls().ja4Client() != null)
                .map(r -> r.flow().tls().ja4Client()).distinct().toList();
        assertEquals(List.of("t10i200000_6c5778701a4a_000000000000"), ja4);
    }

    private static String count(String dashed) {
        return String.format("%02d", Math.min(99, dashed.isEmpty() ? 0 : dashed.split("-").length));
    }

    private static String version(String decimal) {
        return switch (Integer.parseInt(decimal)) {
            case 0x0304 -> "13";
            case 0x0303 -> "12";
            case 0x0302 -> "11";
            case 0x0301 -> "10";
            case 0x0300 -> "s3";
            default -> "00";
        };
    }
}
