package io.pcaplens.dissector.session;

import io.pcaplens.domain.session.FollowedStreams;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** tshark's follow output in YAML as printed by 4.0, two streams in one run. */
class FollowOutputParserTest {

    private static boolean feed(FollowOutputParser p, String line) {
        byte[] b = line.getBytes(StandardCharsets.US_ASCII);
        return p.line(b, 0, b.length);
    }

    private static List<String> packet(long frame, int peer, String text) {
        List<String> lines = new ArrayList<>(List.of("  - packet: " + frame, "    peer: " + peer,
                "    timestamp: 1389719041.897974968", "    data: !!binary |"));
        String b64 = Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.ISO_8859_1));
        // tshark wraps base64 at 76 characters
        for (int i = 0; i < b64.length(); i += 76) {
            lines.add("      " + b64.substring(i, Math.min(b64.length(), i + 76)));
        }
        return lines;
    }

    private static List<String> peers(String host0, int port0, String host1, int port1) {
        return List.of("peers:", "  - peer: 0", "    host: " + host0, "    port: " + port0,
                "  - peer: 1", "    host: " + host1, "    port: " + port1, "packets:");
    }

    private static final String LONG = "GET /" + "a".repeat(120) + " HTTP/1.0\r\n\r\n";

    private static List<String> output() {
        List<String> out = new ArrayList<>(peers("10.0.0.1", 1000, "10.0.0.2", 23));
        out.addAll(packet(4, 0, "login"));
        out.addAll(peers("2001:6f8:102d:0:2d0:9ff:fee3:e8de", 59201, "2001:6f8:900:7c0::2", 80));
        out.addAll(packet(7, 0, LONG));
        out.addAll(packet(9, 1, "HTTP/1.1 200 OK\r\n"));
        out.addAll(packet(9, 1, "[12 bytes missing in capture file]\u0000"));
        out.addAll(packet(12, 1, "tail"));
        return out;
    }

    @Test
    void streamsNodesSegmentsTheirFramesAndGaps() {
        FollowOutputParser p = new FollowOutputParser(1 << 20, List.of(1, 3));
        output().forEach(l -> assertTrue(feed(p, l)));
        FollowedStreams f = p.result();
        assertEquals(List.of(new FollowedStreams.Stream(1, "10.0.0.1:1000", "10.0.0.2:23"),
                new FollowedStreams.Stream(3, "[2001:6f8:102d:0:2d0:9ff:fee3:e8de]:59201", "[2001:6f8:900:7c0::2]:80")), f.streams());
        assertEquals(List.of(1, 3, 3, 3), f.segments().stream().map(FollowedStreams.Segment::stream).toList());
        assertEquals(List.of(0, 0, 1, 1), f.segments().stream().map(FollowedStreams.Segment::node).toList());
        assertEquals(List.of(4L, 7L, 9L, 12L), f.segments().stream().map(FollowedStreams.Segment::frame).toList());
        // a segment wrapped over several base64 lines is one segment
        assertArrayEquals(LONG.getBytes(StandardCharsets.US_ASCII), f.segments().get(1).data());
        // the last entry has no line after it: it is still read
        assertArrayEquals("tail".getBytes(StandardCharsets.US_ASCII), f.segments().get(3).data());
        assertEquals(List.of(new FollowedStreams.Gap(3, 1, 17, 12)), f.gaps());
        assertFalse(f.truncated());
    }

    @Test
    void collectingStopsAtTheLimitInsideASegment() {
        FollowOutputParser p = new FollowOutputParser(20, List.of(1, 3));
        boolean more = true;
        for (String l : output()) {
            more = feed(p, l);
            if (!more) {
                break;
            }
        }
        assertFalse(more);
        FollowedStreams f = p.result();
        assertTrue(f.truncated());
        assertEquals(20, f.segments().stream().mapToInt(s -> s.data().length).sum());
        assertEquals(15, f.segments().get(1).data().length);
    }
}
