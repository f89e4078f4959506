package io.pcaplens.dissector.payload;

import io.pcaplens.dissector.pcap.PcapRecordIndex;
import io.pcaplens.dissector.tshark.PacketDissectorContract;
import io.pcaplens.domain.packet.port.PacketPayloads;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each frame's payload read from the capture file is the TCP or UDP payload tshark dissects in it: one of its
 * {@code tcp.payload} / {@code udp.payload} values (a tunnel carried in UDP has the outer and the inner), or
 * none where tshark has none. Frames are read by walking the records (no stored offsets) and, for pcap, also
 * at their offsets.
 */
class CapturePayloadsTest {

    @ParameterizedTest
    @ValueSource(strings = {"http-bro-org-browsing.pcap", "http-png-image-port1080.pcapng", "dns-mixed-records.pcap",
            "ipv6-http-mixed.pcap", "http-vlan.pcap", "http-qinq.pcap", "vlan-mpls-mixed.pcap", "linux-sll-ip.pcap",
            "linux-sll2.pcap", "rawip-ipv6.pcap", "gre-sample.pcap", "ipv6-in-ipv4-6in4.pcap", "ipip-4in4.pcap",
            "wifi-radiotap-http.pcap", "pcapng-multi-interface.pcapng", "tls13-curl.pcap", "bigendian.pcap",
            "icmp-destunreach-udp.pcap", "icmp6-ping.pcap", "teredo.pcap", "vxlan.pcap", "linux-sll-arp.pcap",
            "large-mixed-merged.pcap"})
    void everyFramesPayloadIsTheOneTsharkDissects(String capture) throws Exception {
        Path file = PacketDissectorContract.PCAPS.resolve(capture);
        List<List<String>> tshark = tsharkPayloads(file);
        long[] offsets = capture.endsWith(".pcapng") ? null
                : PcapRecordIndex.offsets(file, PcapRecordIndex.byteOrder(file).orElseThrow(), PcapRecordIndex.FILE_HEADER,
                java.nio.file.Files.size(file));
        int withPayload = 0;
        try (PacketPayloads.Reader walked = new CapturePayloads().open(file);
             PacketPayloads.Reader atOffsets = new CapturePayloads().open(file)) {
            for (int i = 0; i < tshark.size(); i++) {
                String read = hex(walked.payload(i + 1, -1));
                List<String> expected = tshark.get(i);
                assertTrue(expected.isEmpty() ? read.isEmpty() : expected.contains(read),
                        capture + " frame " + (i + 1) + ": read " + read + ", tshark " + expected);
                if (offsets != null) {
                    assertEquals(read, hex(atOffsets.payload(i + 1, offsets[i])), capture + " frame " + (i + 1));
                }
                withPayload += read.isEmpty() ? 0 : 1;
            }
        }
        assertEquals(tshark.stream().filter(v -> !v.isEmpty()).count(), withPayload, capture + ": frames with a payload");
    }

    /**
     * A pcap file is read a window at a time, large in capture order and small after a jump: read backwards, every
     * frame (records cut by a window's end among them) has the payload it has when read in order.
     */
    @Test
    void framesReadBackwardsHaveThePayloadsTheyHaveInOrder() throws Exception {
        Path file = PacketDissectorContract.PCAPS.resolve("large-mixed-merged.pcap");
        long[] offsets = PcapRecordIndex.offsets(file, PcapRecordIndex.byteOrder(file).orElseThrow(),
                PcapRecordIndex.FILE_HEADER, java.nio.file.Files.size(file));
        List<String> inOrder = new ArrayList<>();
        try (PacketPayloads.Reader reader = new CapturePayloads().open(file)) {
            for (int i = 0; i < offsets.length; i++) {
                inOrder.add(hex(reader.payload(i + 1, offsets[i])));
            }
        }
        try (PacketPayloads.Reader reader = new CapturePayloads().open(file)) {
            for (int i = offsets.length - 1; i >= 0; i--) {
                assertEquals(inOrder.get(i), hex(reader.payload(i + 1, offsets[i])), "frame " + (i + 1));
            }
        }
        assertTrue(java.nio.file.Files.size(file) > 4 << 20, "larger than one window read in capture order");
    }

    private static String hex(ByteBuffer b) {
        byte[] bytes = new byte[b.remaining()];
        b.duplicate().get(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    /** Per frame, every TCP and UDP payload tshark shows, as plain lowercase hex. */
    private static List<List<String>> tsharkPayloads(Path file) throws Exception {
        Process p = new ProcessBuilder("tshark", "-n", "-r", file.toString(), "-T", "fields", "-E", "occurrence=a",
                "-E", "aggregator=;", "-e", "tcp.payload", "-e", "udp.payload")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        List<List<String>> frames = new ArrayList<>();
        for (String line : new String(p.getInputStream().readAllBytes()).lines().toList()) {
            List<String> values = new ArrayList<>();
            for (String field : line.split("\t", -1)) {
                Arrays.stream(field.split(";")).map(v -> v.replace(":", "")).filter(v -> !v.isEmpty())
                        .forEach(values::add);
            }
            frames.add(values);
        }
        assertEquals(0, p.waitFor());
        return frames;
    }
}
