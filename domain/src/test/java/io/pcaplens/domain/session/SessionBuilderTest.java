package io.pcaplens.domain.session;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** How followed segments become the session's chunks. */
class SessionBuilderTest {

    private static final String CLIENT = "10.0.0.1:51000";
    private static final String SERVER = "10.0.0.2:80";

    /** Segments are numbered as frames in the order made, as a capture would number them. */
    private static long frames;

    private static FollowedStreams.Segment seg(int stream, int node, String text) {
        return new FollowedStreams.Segment(stream, node, text.getBytes(StandardCharsets.US_ASCII), ++frames);
    }

    private static Session build(List<FollowedStreams.Segment> segments, List<FollowedStreams.Gap> gaps) {
        return build("TCP", segments, gaps);
    }

    private static Session build(String transport, List<FollowedStreams.Segment> segments,
                                 List<FollowedStreams.Gap> gaps) {
        FollowedStreams followed = new FollowedStreams(List.of(new FollowedStreams.Stream(0, SERVER, CLIENT),
                new FollowedStreams.Stream(1, SERVER, CLIENT)), segments, gaps, false);
        return SessionBuilder.build(transport, CLIENT, SERVER, followed, 1 << 20);
    }

    private static String text(SessionChunk c) {
        return new String(c.data(), StandardCharsets.US_ASCII);
    }

    @Test
    void consecutiveSegmentsOfOneDirectionAreOneChunkSoNoLineBreaksAtASegmentBoundary() {
        Session s = build(List.of(seg(0, 1, "USER anony"), seg(0, 1, "mous\r\nPASS se"), seg(0, 1, "cret\r\n"),
                seg(0, 0, "331 Please"), seg(0, 0, " specify the password.\r\n"), seg(0, 1, "QUIT\r\n")), List.of());
        assertEquals(List.of("USER anonymous\r\nPASS secret\r\n", "331 Please specify the password.\r\n", "QUIT\r\n"),
                s.chunks().stream().map(SessionBuilderTest::text).toList());
        // each chunk names the frames its bytes came from: three, two and one
        long first = s.chunks().get(0).frames().get(0);
        assertEquals(List.of(List.of(first, first + 1, first + 2), List.of(first + 3, first + 4), List.of(first + 5)),
                s.chunks().stream().map(SessionChunk::frames).toList());
        assertEquals(List.of(Direction.CLIENT_TO_SERVER, Direction.SERVER_TO_CLIENT, Direction.CLIENT_TO_SERVER),
                s.chunks().stream().map(SessionChunk::direction).toList());
        assertEquals(List.of(0L, 0L, 29L), s.chunks().stream().map(SessionChunk::offset).toList(),
                "each chunk starts where its direction's bytes stood");
    }

    @Test
    void aGapOrAnotherStreamStartsANewChunk() {
        Session s = build(List.of(seg(0, 1, "GET /a"), seg(0, 1, " HTTP/1.1\r\n"), seg(0, 1, "after the gap"),
                seg(1, 1, "next connection")), List.of(new FollowedStreams.Gap(0, 1, 17, 100)));
        assertEquals(List.of("GET /a HTTP/1.1\r\n", "after the gap", "next connection"),
                s.chunks().stream().map(SessionBuilderTest::text).toList());
    }

    @Test
    void udpDatagramsStayOneChunkEach() {
        Session s = build("UDP", List.of(seg(0, 1, "query one"), seg(0, 1, "query two")), List.of());
        assertEquals(2, s.chunks().size());
    }

    @Test
    void anHttpMessageSplitOverSegmentsIsStillFound() {
        Session s = build(List.of(seg(0, 1, "GET / HTTP/1.1\r\nHo"), seg(0, 1, "st: a\r\n\r\n"),
                seg(0, 0, "HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n")), List.of());
        assertEquals(2, s.http().size());
        assertEquals("GET / HTTP/1.1", s.http().get(0).startLine());
    }
}
