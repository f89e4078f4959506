package io.pcaplens.dissector.pcap;

import io.pcaplens.dissector.process.ToolProcess;
import io.pcaplens.dissector.tshark.PacketDissectorContract;
import io.pcaplens.domain.packet.port.FrameExtractor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongPredicate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Copies of chosen frames, read back by tshark and compared with what tshark shows of the same frames. */
class RecordExtractorTest {

    static final Path PCAPS = PacketDissectorContract.PCAPS;

    @TempDir
    Path work;

    private final RecordExtractor extractor = new RecordExtractor();

    /** Every pcapng of the corpus: frames are numbered as tshark numbers them, interface blocks are kept. */
    @ParameterizedTest
    @ValueSource(strings = {"pcapng-multi-interface.pcapng", "http-png-image-port1080.pcapng", "tcp-scan.pcapng",
            "icmp-tunnel.pcap", "http-bro-org-browsing.pcap", "linux-sll2.pcap", "bigendian.pcap"})
    void everyOtherFrameReadsBackAsTsharkShowsThoseFrames(String name) throws Exception {
        Path capture = PCAPS.resolve(name);
        long frames = frames(capture);
        Path out = work.resolve("odd-" + name);
        // offsets unknown: the pcap records are found by walking, the pcapng blocks always are
        write(capture, out, frames, n -> n % 2 == 1, false);
        assertEquals(describe(capture, "frame.number % 2 == 1"), describe(out, null));
        assertEquals((frames + 1) / 2, frames(out));
    }

    @Test
    void storedOffsetsAreReadDirectly() throws Exception {
        Path capture = PCAPS.resolve("http-bro-org-browsing.pcap");
        Path out = work.resolve("stream2.pcap");
        List<Long> wanted = new ArrayList<>();
        for (String line : tshark(capture, "tcp.stream == 2", "frame.number")) {
            wanted.add(Long.parseLong(line));
        }
        long[] offsets = PcapRecordIndex.offsets(capture, PcapRecordIndex.byteOrder(capture).orElseThrow(),
                PcapRecordIndex.FILE_HEADER, Files.size(capture));
        try (OutputStream o = Files.newOutputStream(out); FrameExtractor.FrameWriter w = extractor.open(capture, o)) {
            for (long n : wanted) {
                w.add(n, offsets[(int) n - 1]);
            }
        }
        assertEquals(describe(capture, "tcp.stream == 2"), describe(out, null));
    }

    /**
     * A pcapng part of more frames than any one tshark filter argument could list (about 15,000 fit in
     * Linux's 128 KiB per argument) is written by walking its blocks: the packet blocks of a real capture,
     * repeated to 24,000 frames, of which 20,572 are chosen.
     */
    @Test
    void aPcapngOfTwentyThousandChosenFramesIsCopiedBlockByBlock() throws Exception {
        Path capture = repeatedPackets(PCAPS.resolve("pcapng-multi-interface.pcapng"), 4000);
        assertEquals(24_000, frames(capture));
        Path out = work.resolve("chosen.pcapng");
        write(capture, out, 24_000, n -> n % 7 != 0, false);
        List<String> copied = describe(out, null);
        assertEquals(20_572, copied.size());
        assertEquals(describe(capture, "frame.number % 7 != 0"), copied);
    }

    /** The capture with its packet blocks written {@code times} times over, after its other blocks. */
    private Path repeatedPackets(Path pcapng, int times) throws Exception {
        java.nio.ByteBuffer file = java.nio.ByteBuffer.wrap(Files.readAllBytes(pcapng));
        // the section header's byte-order magic says how its lengths are written
        file.order(file.getInt(8) == 0x1A2B3C4D ? java.nio.ByteOrder.BIG_ENDIAN : java.nio.ByteOrder.LITTLE_ENDIAN);
        java.io.ByteArrayOutputStream head = new java.io.ByteArrayOutputStream();
        java.io.ByteArrayOutputStream packets = new java.io.ByteArrayOutputStream();
        for (int at = 0; at < file.limit(); ) {
            int type = file.getInt(at);
            int length = file.getInt(at + 4);
            boolean packet = type == 6 || type == 3 || type == 2;
            (packet ? packets : head).write(file.array(), at, length);
            at += length;
        }
        Path repeated = work.resolve("repeated.pcapng");
        try (OutputStream o = new java.io.BufferedOutputStream(Files.newOutputStream(repeated))) {
            head.writeTo(o);
            for (int i = 0; i < times; i++) {
                packets.writeTo(o);
            }
        }
        return repeated;
    }

    @Test
    void framesMustAscend() throws Exception {
        Path capture = PCAPS.resolve("pcapng-multi-interface.pcapng");
        try (OutputStream o = Files.newOutputStream(work.resolve("x")); FrameExtractor.FrameWriter w = extractor.open(capture, o)) {
            w.add(3, -1);
            assertThrows(java.io.IOException.class, () -> w.add(2, -1));
        }
    }

    private void write(Path capture, Path out, long frames, LongPredicate chosen, boolean unused) throws Exception {
        try (OutputStream o = Files.newOutputStream(out); FrameExtractor.FrameWriter w = extractor.open(capture, o)) {
            for (long n = 1; n <= frames; n++) {
                if (chosen.test(n)) {
                    w.add(n, -1);
                }
            }
        }
    }

    private static long frames(Path capture) throws Exception {
        return tshark(capture, null, "frame.number").size();
    }

    /**
     * What tshark shows of each frame that does not depend on the frames around it (reassembly does): time,
     * interface, its name and link type, lengths.
     */
    private static List<String> describe(Path capture, String filter) throws Exception {
        return tshark(capture, filter, "frame.time_epoch", "frame.interface_id", "frame.interface_name",
                "frame.encap_type", "frame.len", "frame.cap_len");
    }

    private static List<String> tshark(Path capture, String filter, String... fields) throws Exception {
        List<String> command = new ArrayList<>(List.of("tshark", "-n", "-r", capture.toString(), "-T", "fields"));
        if (filter != null) {
            command.add("-Y");
            command.add(filter);
        }
        for (String f : fields) {
            command.add("-e");
            command.add(f);
        }
        ToolProcess.Result r = ToolProcess.run(command, 120);
        assertEquals(0, r.exitCode(), r.stderr());
        return r.stdout().lines().toList();
    }
}
