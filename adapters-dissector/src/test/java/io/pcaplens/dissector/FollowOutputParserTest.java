package io.pcaplens.dissector;

import io.pcaplens.domain.session.FollowedStreams;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** tshark's follow output as printed by 4.0 (toolchain notes §1.5), several streams in one run. */
class FollowOutputParserTest {

    private static boolean feed(FollowOutputParser p, String line) {
        byte[] b = line.getBytes(StandardCharsets.US_ASCII);
        return p.line(b, 0, b.length);
    }

    private static String hex(String text) {
        return HexFormat.of().formatHex(text.getBytes(StandardCharsets.ISO_8859_1));
    }

    private static final List<String> OUTPUT = List.of(
            "", "===================================================================",
            "Follow: tcp,raw", "Filter: tcp.stream eq 3",
            "Node 0: [2001:6f8:102d:0:2d0:9ff:fee3:e8de]:59201", "Node 1: [2001:6f8:900:7c0::2]:80",
            hex("GET / HTTP/1.0\r\n\r\n"),
            "\t" + hex("HTTP/1.1 200 OK\r\n"),
            "\t" + hex("[12 bytes missing in capture file]\u0000"),
            "\t" + hex("tail"),
            "===================================================================",
            "", "===================================================================",
            "Follow: tcp,raw", "Filter: tcp.stream eq 1",
            "Node 0: 10.0.0.1:1000", "Node 1: 10.0.0.2:23",
            hex("login"),
            "===================================================================");

    @Test
    void streamsNodesSegmentsAndGaps() {
        FollowOutputParser p = new FollowOutputParser(1 << 20);
        OUTPUT.forEach(l -> assertTrue(feed(p, l)));
        FollowedStreams f = p.result();
        assertEquals(List.of(new FollowedStreams.Stream(1, "10.0.0.1:1000", "10.0.0.2:23"),
                new FollowedStreams.Stream(3, "[2001:6f8:102d:0:2d0:9ff:fee3:e8de]:59201", "[2001:6f8:900:7c0::2]:80")), f.streams());
        // streams ascend; within one the order of sending stays
        assertEquals(List.of(1, 3, 3, 3), f.segments().stream().map(FollowedStreams.Segment::stream).toList());
        assertEquals(List.of(0, 0, 1, 1), f.segments().stream().map(FollowedStreams.Segment::node).toList());
        assertArrayEquals("tail".getBytes(StandardCharsets.US_ASCII), f.segments().get(3).data());
        assertEquals(List.of(new FollowedStreams.Gap(3, 1, 17, 12)), f.gaps());
        assertFalse(f.truncated());
    }

    @Test
    void collectingStopsAtTheLimitInsideASegment() {
        FollowOutputParser p = new FollowOutputParser(20);
        boolean more = true;
        for (String l : OUTPUT) {
            more = feed(p, l);
            if (!more) {
                break;
            }
        }
        assertFalse(more);
        FollowedStreams f = p.result();
        assertTrue(f.truncated());
        assertEquals(20, f.segments().stream().mapToInt(s -> s.data().length).sum());
        assertEquals(2, f.segments().get(1).data().length);
    }
}
