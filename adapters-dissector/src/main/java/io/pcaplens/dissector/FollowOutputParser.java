package io.pcaplens.dissector;

import io.pcaplens.domain.session.FollowedStreams;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Reads the output of {@code tshark -q -z follow,tcp|udp,raw,N} line by line: per stream a header
 * ("Filter: tcp.stream eq N", "Node 0: ip:port", "Node 1: ip:port"), then one line of hex per segment, those
 * from node 1 indented by a tab. Where the capture lacks bytes, tshark writes a segment of its own that reads
 * "[N bytes missing in capture file]" (NUL-terminated); it becomes a gap, not payload. Collecting stops once
 * {@code maxBytes} payload bytes are held.
 */
final class FollowOutputParser {

    private final long maxBytes;
    private final List<FollowedStreams.Stream> streams = new ArrayList<>();
    private static final java.util.regex.Pattern MISSING =
            java.util.regex.Pattern.compile("\\[(\\d{1,18}) bytes missing in capture file\\]\\x00?");
    /** Longest hex line that can be a missing-bytes note. */
    private static final int MAX_NOTE_HEX = 2 * 64;

    private final List<FollowedStreams.Segment> segments = new ArrayList<>();
    private final List<FollowedStreams.Gap> gaps = new ArrayList<>();
    /** Bytes each node of the current stream sent so far, gaps not counted. */
    private final long[] sent = new long[2];
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
            sent[0] = 0;
            sent[1] = 0;
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
        if (to - from <= MAX_NOTE_HEX && buf[from] == '5' && buf[from + 1] == 'b') {
            String note = new String(decode(buf, from, length), StandardCharsets.ISO_8859_1);
            java.util.regex.Matcher m = MISSING.matcher(note);
            if (m.matches()) {
                gaps.add(new FollowedStreams.Gap(stream, node, sent[node], Long.parseLong(m.group(1))));
                return true;
            }
        }
        long room = maxBytes - collected;
        int keep = (int) Math.min(length, room);
        byte[] data = decode(buf, from, keep);
        if (keep > 0) {
            segments.add(new FollowedStreams.Segment(stream, node, data));
        }
        collected += keep;
        sent[node] += keep;
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
        return new FollowedStreams(s, g, List.copyOf(gaps), truncated);
    }

    private static byte[] decode(byte[] buf, int from, int bytes) {
        byte[] data = new byte[bytes];
        for (int i = 0; i < bytes; i++) {
            data[i] = (byte) (nibble(buf[from + 2 * i]) << 4 | nibble(buf[from + 2 * i + 1]));
        }
        return data;
    }

    private static boolean isHex(byte b) {
        return (b >= '0' && b <= '9') || (b >= 'a' && b <= 'f');
    }

    private static int nibble(byte b) {
        return b <= '9' ? b - '0' : b - 'a' + 10;
    }
}
