package io.pcaplens.dissector;

import io.pcaplens.domain.session.FollowedStreams;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Reads the output of {@code tshark -q -z follow,tcp|udp,raw,N} line by line: per stream a header
 * ("Filter: tcp.stream eq N", "Node 0: ip:port", "Node 1: ip:port"), then one line of hex per segment, those
 * from node 1 indented by a tab. Collecting stops once {@code maxBytes} payload bytes are held.
 */
final class FollowOutputParser {

    private final long maxBytes;
    private final List<FollowedStreams.Stream> streams = new ArrayList<>();
    private final List<FollowedStreams.Segment> segments = new ArrayList<>();
    private long collected;
    private boolean truncated;
    private int stream = -1;
    private String node0;
    private String node1;

    FollowOutputParser(long maxBytes) {
        this.maxBytes = maxBytes;
    }

    /** @return false once the byte limit is reached: nothing more will be collected */
    boolean line(byte[] buf, int from, int to) {
        if (truncated) {
            return false;
        }
        if (to > from && buf[to - 1] == '\r') {
            to--;
        }
        if (to == from) {
            return true;
        }
        byte first = buf[from];
        if (first == '\t' || isHex(first)) {
            if (stream < 0) {
                return true;
            }
            return segment(buf, first == '\t' ? from + 1 : from, to, first == '\t' ? 1 : 0);
        }
        String text = new String(buf, from, to - from, StandardCharsets.US_ASCII);
        if (text.startsWith("Filter: ")) {
            String[] words = text.split(" ");
            stream = Integer.parseInt(words[words.length - 1]);
            node0 = null;
            node1 = null;
        } else if (text.startsWith("Node 0: ")) {
            node0 = text.substring(8).strip();
        } else if (text.startsWith("Node 1: ")) {
            node1 = text.substring(8).strip();
            streams.add(new FollowedStreams.Stream(stream, node0, node1));
        }
        return true;
    }

    private boolean segment(byte[] buf, int from, int to, int node) {
        int length = (to - from) / 2;
        long room = maxBytes - collected;
        int keep = (int) Math.min(length, room);
        byte[] data = new byte[keep];
        for (int i = 0; i < keep; i++) {
            data[i] = (byte) (nibble(buf[from + 2 * i]) << 4 | nibble(buf[from + 2 * i + 1]));
        }
        if (keep > 0) {
            segments.add(new FollowedStreams.Segment(stream, node, data));
        }
        collected += keep;
        if (keep < length) {
            truncated = true;
            return false;
        }
        return true;
    }

    /** The streams in ascending order, their segments in the order sent. */
    FollowedStreams result() {
        List<FollowedStreams.Stream> s = new ArrayList<>(streams);
        s.sort(Comparator.comparingInt(FollowedStreams.Stream::index));
        List<FollowedStreams.Segment> g = new ArrayList<>(segments);
        // a stable sort: within a stream the order of sending is kept
        g.sort(Comparator.comparingInt(FollowedStreams.Segment::stream));
        return new FollowedStreams(s, g, truncated);
    }

    private static boolean isHex(byte b) {
        return (b >= '0' && b <= '9') || (b >= 'a' && b <= 'f');
    }

    private static int nibble(byte b) {
        return b <= '9' ? b - '0' : b - 'a' + 10;
    }
}
