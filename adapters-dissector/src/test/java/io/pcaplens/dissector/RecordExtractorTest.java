package io.pcaplens.dissector;

import io.pcaplens.domain.port.FrameExtractor;
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
