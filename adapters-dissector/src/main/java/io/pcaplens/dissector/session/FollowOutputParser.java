package io.pcaplens.dissector.session;

import io.pcaplens.domain.session.FollowedStreams;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the output of {@code tshark -q -z follow,tcp|udp,yaml,N} line by line. Each stream is a block of its
 * own: "peers:" with the two endpoints (peer 0 and 1, host and port), then "packets:" with one entry per
 * segment: the frame it came from ("- packet: N"), the peer that sent it and its bytes in base64 under
 * "data: !!binary |". The blocks name no stream, so they are taken in the order given (tshark prints them in
 * the reverse order of its options). Where the capture lacks bytes, tshark writes an entry of its own whose
 * bytes read "[N bytes missing in capture file]" (NUL-terminated); it becomes a gap, not payload. Collecting
 * stops once {@code maxBytes} payload bytes are held.
 */
final class FollowOutputParser {

    private static final Pattern MISSING = Pattern.compile("\\[(\\d{1,18}) bytes missing in capture file\\]\\x00?");
    /** Longest entry that can be a missing-bytes note. */
    private static final int MAX_NOTE_BYTES = 64;
    private static final String DATA_INDENT = "      ";

    private final long maxBytes;
    private final List<Integer> blockStreams;
    private final List<FollowedStreams.Stream> streams = new ArrayList<>();
    private final List<FollowedStreams.Segment> segments = new ArrayList<>();
    private final List<FollowedStreams.Gap> gaps = new ArrayList<>();
    /** Bytes each node of the current stream sent so far, gaps not counted. */
    private final long[] sent = new long[2];
    private final String[] hosts = new String[2];
    private final String[] ports = new String[2];
    private final StringBuilder data = new StringBuilder();
    private int block = -1;
    private int stream = -1;
    private int peer = -1;
    private long frame;
    private boolean inData;
    private long collected;
    private boolean truncated;

    /** @param blockStreams the stream index of each block, in the order the blocks are printed */
    FollowOutputParser(long maxBytes, List<Integer> blockStreams) {
        this.maxBytes = maxBytes;
        this.blockStreams = List.copyOf(blockStreams);
    }

    /** @return false once the byte limit is reached: nothing more will be collected */
    boolean line(byte[] buf, int from, int to) {
        if (truncated) {
            return false;
        }
        if (to > from && buf[to - 1] == '\r') {
            to--;
        }
        String text = new String(buf, from, to - from, StandardCharsets.US_ASCII);
        if (inData && text.startsWith(DATA_INDENT)) {
            data.append(text, DATA_INDENT.length(), text.length());
            return true;
        }
        if (inData) {
            inData = false;
            if (!segment()) {
                return false;
            }
        }
        String item = text.strip();
        if (text.equals("peers:")) {
            startBlock();
        } else if (text.equals("packets:")) {
            if (stream >= 0) {
                streams.add(new FollowedStreams.Stream(stream, endpoint(0), endpoint(1)));
            }
            peer = -1;
        } else if (item.startsWith("- peer: ")) {
            peer = number(item.substring(8));
        } else if (item.startsWith("peer: ")) {
            peer = number(item.substring(6));
        } else if (item.startsWith("host: ") && peer >= 0 && peer < 2) {
            hosts[peer] = item.substring(6);
        } else if (item.startsWith("port: ") && peer >= 0 && peer < 2) {
            ports[peer] = item.substring(6);
        } else if (item.startsWith("- packet: ")) {
            frame = Long.parseLong(item.substring(10).strip());
            peer = -1;
        } else if (item.startsWith("data: ")) {
            inData = stream >= 0 && peer >= 0 && peer < 2;
            data.setLength(0);
        }
        return true;
    }

    private void startBlock() {
        block++;
        stream = block < blockStreams.size() ? blockStreams.get(block) : -1;
        sent[0] = 0;
        sent[1] = 0;
        hosts[0] = hosts[1] = null;
        ports[0] = ports[1] = null;
        peer = -1;
    }

    /** "ip:port", IPv6 addresses in brackets, as the session names endpoints. */
    private String endpoint(int node) {
        String host = hosts[node] == null ? "" : hosts[node];
        String ip = host.contains(":") ? "[" + host + "]" : host;
        return ports[node] == null ? ip : ip + ":" + ports[node];
    }

    private boolean segment() {
        byte[] bytes = Base64.getMimeDecoder().decode(data.toString());
        if (bytes.length <= MAX_NOTE_BYTES && bytes.length > 0 && bytes[0] == '[') {
            Matcher m = MISSING.matcher(new String(bytes, StandardCharsets.ISO_8859_1));
            if (m.matches()) {
                gaps.add(new FollowedStreams.Gap(stream, peer, sent[peer], Long.parseLong(m.group(1))));
                return true;
            }
        }
        long room = maxBytes - collected;
        int keep = (int) Math.min(bytes.length, room);
        if (keep > 0) {
            segments.add(new FollowedStreams.Segment(stream, peer, keep == bytes.length ? bytes
                    : java.util.Arrays.copyOf(bytes, keep), frame));
        }
        collected += keep;
        sent[peer] += keep;
        if (keep < bytes.length) {
            truncated = true;
            return false;
        }
        return true;
    }

    /** The streams in ascending order, their segments in the order sent. */
    FollowedStreams result() {
        if (inData) {
            inData = false;
            segment();
        }
        List<FollowedStreams.Stream> s = new ArrayList<>(streams);
        s.sort(Comparator.comparingInt(FollowedStreams.Stream::index));
        List<FollowedStreams.Segment> g = new ArrayList<>(segments);
        // a stable sort: within a stream the order of sending is kept
        g.sort(Comparator.comparingInt(FollowedStreams.Segment::stream));
        return new FollowedStreams(s, g, List.copyOf(gaps), truncated);
    }

    private static int number(String s) {
        return Integer.parseInt(s.strip());
    }
}
