package io.pcaplens.dissector.tracer;

import io.pcaplens.dissector.pcap.RecordExtractor;
import io.pcaplens.dissector.process.ToolProcess;
import io.pcaplens.dissector.tshark.PacketDissectorContract;
import io.pcaplens.domain.dissection.DissectionNode;
import io.pcaplens.domain.dissection.ExpertSeverity;
import io.pcaplens.domain.dissection.FrameExpertInfo;
import io.pcaplens.domain.dissection.PacketDetail;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Packet details of frames dissected at the end of a small capture of their connection's earlier frames, against
 * tshark's own reading of the whole capture.
 */
class TsharkFrameDissectorTest {

    static final Path PCAPS = PacketDissectorContract.PCAPS;

    @TempDir
    Path work;

    private final TsharkFrameDissector dissector = new TsharkFrameDissector();

    @Test
    void aResponseReassembledFromSixteenSegmentsShowsItsFieldsInTheReassembledBytes() throws Exception {
        Path capture = PCAPS.resolve("http-bro-org-browsing.pcap");
        // tshark on the whole capture: frame 38 completes the first response of stream 0
        List<Long> stream = numbers(tshark(capture, "tcp.stream==0 && frame.number<=38", "frame.number"));
        List<String> segments = List.of(tshark(capture, "frame.number==38", "tcp.segment").get(0).split(","));
        String code = tshark(capture, "frame.number==38", "http.response.code").get(0);

        PacketDetail d = dissector.detailOfLast(small(capture, stream), stream);

        assertEquals(38, d.frameNumber());
        DissectionNode frame = find(d.tree(), "frame").orElseThrow();
        assertTrue(frame.label().startsWith("Frame 38:"), frame.label());
        assertEquals("38", find(d.tree(), "frame.number").orElseThrow().value());
        assertEquals(segments, all(d.tree(), "tcp.segment").stream().map(DissectionNode::value).toList());
        DissectionNode status = find(d.tree(), "http.response.code").orElseThrow();
        assertEquals(code, status.value());
        assertEquals(2, d.sources().size());
        assertEquals(1, status.dataSource(), "the status line is in the reassembled bytes");
        byte[] reassembled = d.sources().get(1).bytes();
        assertEquals(code, new String(reassembled, status.position(), status.length(), java.nio.charset.StandardCharsets.US_ASCII));
        // the frame's bytes are its record's, as tshark prints them
        assertEquals(hexDumpOfFrame(capture, 38), HexFormat.of().formatHex(d.sources().get(0).bytes()));
        DissectionNode srcPort = find(d.tree(), "tcp.srcport").orElseThrow();
        assertEquals(0, srcPort.dataSource());
        byte[] port = Arrays.copyOfRange(d.sources().get(0).bytes(), srcPort.position(), srcPort.position() + 2);
        assertArrayEquals(new byte[]{0, 80}, port);
        assertTrue(d.expert().stream().anyMatch(e -> e.severity() == ExpertSeverity.CHAT
                && e.message().startsWith("HTTP/1.1 200 OK")), d.expert().toString());
    }

    @Test
    void expertInfoOfEveryFrameIsTsharksUnderTheStoredNumbers() throws Exception {
        Path capture = PCAPS.resolve("http-post-upload.pcap");
        List<Long> stream = numbers(tshark(capture, "tcp.stream==0", "frame.number"));
        List<String> expected = tshark(capture, "tcp.stream==0 && _ws.expert", "frame.number", "_ws.expert.message");

        List<FrameExpertInfo> got = dissector.expertInfo(small(capture, stream), stream);

        List<String> lines = new ArrayList<>();
        for (FrameExpertInfo f : got) {
            lines.add(f.frameNumber() + "\t" + String.join(",", f.entries().stream().map(e -> e.message()).toList()));
        }
        assertEquals(expected, lines);
        assertTrue(got.stream().anyMatch(f -> f.entries().stream().anyMatch(e -> e.severity() == ExpertSeverity.NOTE
                && e.group().equals("Sequence") && e.message().contains("retransmission"))));
    }

    private Path small(Path capture, List<Long> frames) throws Exception {
        Path out = work.resolve("small-" + frames.size() + ".pcap");
        try (OutputStream o = Files.newOutputStream(out);
             var writer = new RecordExtractor().open(capture, o)) {
            for (long f : frames) {
                writer.add(f, -1);
            }
        }
        return out;
    }

    static List<String> tshark(Path capture, String filter, String... fields) throws Exception {
        List<String> command = new ArrayList<>(List.of("tshark", "-n", "-r", capture.toString(), "-Y", filter,
                "-T", "fields"));
        for (String f : fields) {
            command.add("-e");
            command.add(f);
        }
        ToolProcess.Result r = ToolProcess.run(command, 60);
        return r.stdout().lines().toList();
    }

    private static List<Long> numbers(List<String> lines) {
        return lines.stream().map(String::strip).map(Long::parseLong).toList();
    }

    static Optional<DissectionNode> find(List<DissectionNode> tree, String name) {
        return all(tree, name).stream().findFirst();
    }

    static List<DissectionNode> all(List<DissectionNode> tree, String name) {
        List<DissectionNode> found = new ArrayList<>();
        walk(tree).filter(n -> n.name().equals(name)).forEach(found::add);
        return found;
    }

    private static Stream<DissectionNode> walk(List<DissectionNode> tree) {
        return tree.stream().flatMap(n -> Stream.concat(Stream.of(n), walk(n.children())));
    }

    /** The frame's bytes from tshark's hex dump ({@code -x}), its first data source. */
    private static String hexDumpOfFrame(Path capture, long frame) throws Exception {
        ToolProcess.Result r = ToolProcess.run(List.of("tshark", "-n", "-r", capture.toString(), "-Y",
                "frame.number==" + frame, "-x"), 60);
        StringBuilder hex = new StringBuilder();
        for (String line : r.stdout().lines().toList()) {
            if (line.isBlank() || !line.matches("^[0-9a-f]{4}  .*")) {
                if (hex.length() > 0) {
                    break;
                }
                continue;
            }
            // offset, two spaces, up to 16 bytes as hex pairs, then the ASCII column
            String bytes = line.substring(6, Math.min(line.length(), 6 + 16 * 3));
            for (String pair : bytes.trim().split(" +")) {
                if (pair.matches("[0-9a-f]{2}")) {
                    hex.append(pair);
                }
            }
        }
        return hex.toString();
    }
}
