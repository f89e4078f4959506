package io.pcaplens.domain.session;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Turns followed streams into a session: each segment gets its direction relative to the conversation's
 * client (srcIp:srcPort), and each stream's two byte sequences are split into HTTP messages.
 */
public final class SessionBuilder {

    private SessionBuilder() {
    }

    /** "ip:port", IPv6 addresses in brackets, as tshark names stream endpoints. */
    public static String endpoint(String ip, Integer port) {
        String host = ip.contains(":") ? "[" + ip + "]" : ip;
        return port == null ? host : host + ":" + port;
    }

    public static Session build(String transport, String client, String server, FollowedStreams followed,
                                long maxBytes) {
        Map<Integer, Integer> clientNode = new TreeMap<>();
        for (FollowedStreams.Stream s : followed.streams()) {
            // the conversation's source is the client; when neither endpoint matches (tunnels are keyed by
            // their outer addresses) the endpoint that spoke first is taken as the client
            int node = s.node1().equals(client) ? 1 : s.node0().equals(client) ? 0 : -1;
            clientNode.put(s.index(), node);
        }
        List<SessionChunk> chunks = new ArrayList<>();
        Map<Integer, ByteArrayOutputStream[]> bytes = new TreeMap<>();
        Map<Integer, List<long[]>> chunkStarts = new TreeMap<>();
        long[] sent = new long[2];
        // where each stream's bytes begin among all bytes of a direction: {stream -> {c2s, s2c}}
        Map<Integer, long[]> streamStarts = new TreeMap<>();
        // a UDP datagram is a message of its own: only a byte stream's segments are joined
        Joining joining = new Joining(chunks, "TCP".equalsIgnoreCase(transport));
        for (FollowedStreams.Segment seg : followed.segments()) {
            streamStarts.computeIfAbsent(seg.stream(), k -> new long[]{sent[0], sent[1]});
            int cn = clientNode.merge(seg.stream(), seg.node(), (old, now) -> old < 0 ? now : old);
            Direction d = seg.node() == cn ? Direction.CLIENT_TO_SERVER : Direction.SERVER_TO_CLIENT;
            int di = d.ordinal();
            ByteArrayOutputStream[] pair = bytes.computeIfAbsent(seg.stream(),
                    k -> new ByteArrayOutputStream[]{new ByteArrayOutputStream(), new ByteArrayOutputStream()});
            int chunk = joining.add(seg.stream(), d, sent[di], seg.data(), seg.frame(),
                    gapAt(followed, seg.stream(), seg.node(), pair[di].size()));
            sent[di] += seg.data().length;
            chunkStarts.computeIfAbsent(seg.stream() * 2 + di, k -> new ArrayList<>())
                    .add(new long[]{pair[di].size(), chunk});
            pair[di].writeBytes(seg.data());
        }
        joining.flush();
        List<Located> http = new ArrayList<>();
        for (Map.Entry<Integer, ByteArrayOutputStream[]> e : bytes.entrySet()) {
            byte[] c2s = e.getValue()[0].toByteArray();
            byte[] s2c = e.getValue()[1].toByteArray();
            List<String> methods = new ArrayList<>();
            // the side that sends requests is parsed first, so that responses to HEAD are known
            Direction[] order = HttpMessageParser.looksLikeHttp(s2c) && !HttpMessageParser.looksLikeHttp(c2s)
                    || startsWithStatus(c2s) ? new Direction[]{Direction.SERVER_TO_CLIENT, Direction.CLIENT_TO_SERVER}
                    : Direction.values();
            for (Direction d : order) {
                byte[] data = d == Direction.CLIENT_TO_SERVER ? c2s : s2c;
                if (!HttpMessageParser.looksLikeHttp(data)) {
                    continue;
                }
                List<long[]> gaps = new ArrayList<>();
                for (FollowedStreams.Gap g : followed.gaps()) {
                    int node = clientNode.getOrDefault(g.stream(), 0);
                    Direction gd = g.node() == Math.max(node, 0) ? Direction.CLIENT_TO_SERVER : Direction.SERVER_TO_CLIENT;
                    if (g.stream() == e.getKey() && gd == d) {
                        gaps.add(new long[]{g.position(), g.size()});
                    }
                }
                List<HttpMessageParser.Found> found = HttpMessageParser.parse(data, d, methods, !followed.truncated(),
                        maxBytes, gaps);
                for (HttpMessageParser.Found f : found) {
                    if (f.message().kind() == HttpMessage.Kind.REQUEST) {
                        methods.add(f.message().startLine().substring(0, f.message().startLine().indexOf(' ')));
                    }
                    http.add(new Located(chunkIndex(chunkStarts.get(e.getKey() * 2 + d.ordinal()), f.start()), f.message()));
                }
            }
        }
        http.sort(Comparator.comparingLong(Located::chunk));
        return new Session(transport, client, server, sent[0], sent[1], followed.truncated(), maxBytes, chunks,
                http.stream().map(Located::message).toList(), gaps(followed, clientNode, streamStarts));
    }

    private static List<SessionGap> gaps(FollowedStreams followed, Map<Integer, Integer> clientNode,
                                         Map<Integer, long[]> streamStarts) {
        List<SessionGap> gaps = new ArrayList<>();
        for (FollowedStreams.Gap g : followed.gaps()) {
            int node = Math.max(clientNode.getOrDefault(g.stream(), 0), 0);
            Direction d = g.node() == node ? Direction.CLIENT_TO_SERVER : Direction.SERVER_TO_CLIENT;
            long start = streamStarts.getOrDefault(g.stream(), new long[2])[d.ordinal()];
            gaps.add(new SessionGap(d, start + g.position(), g.size()));
        }
        return gaps;
    }

    /** Whether bytes of the stream's node are missing right before {@code position} of them. */
    private static boolean gapAt(FollowedStreams followed, int stream, int node, long position) {
        for (FollowedStreams.Gap g : followed.gaps()) {
            if (g.stream() == stream && g.node() == node && g.position() == position) {
                return true;
            }
        }
        return false;
    }

    /**
     * Joins consecutive segments of one direction of one stream into one chunk: TCP cuts the bytes wherever
     * it likes, and a line split at a segment boundary would read as two lines. A gap, the other direction or
     * another stream starts a new chunk.
     */
    private static final class Joining {
        private final List<SessionChunk> chunks;
        private final boolean joins;
        private ByteArrayOutputStream data;
        private final List<Long> frames = new ArrayList<>();
        private Direction direction;
        private int stream = -1;
        private long offset;

        Joining(List<SessionChunk> chunks, boolean joins) {
            this.chunks = chunks;
            this.joins = joins;
        }

        /** @return the index the chunk holding these bytes will have */
        int add(int segmentStream, Direction d, long at, byte[] bytes, long frame, boolean afterGap) {
            if (!joins || data == null || segmentStream != stream || d != direction || afterGap) {
                flush();
                data = new ByteArrayOutputStream();
                direction = d;
                stream = segmentStream;
                offset = at;
            }
            data.writeBytes(bytes);
            if (frames.isEmpty() || frames.get(frames.size() - 1) != frame) {
                frames.add(frame);
            }
            return chunks.size();
        }

        void flush() {
            if (data != null) {
                chunks.add(new SessionChunk(direction, offset, data.toByteArray(), frames));
                data = null;
                frames.clear();
            }
        }
    }

    private static boolean startsWithStatus(byte[] data) {
        return data.length >= 5 && data[0] == 'H' && data[1] == 'T' && data[2] == 'T' && data[3] == 'P' && data[4] == '/';
    }

    private record Located(long chunk, HttpMessage message) {
    }

    /** The index of the chunk holding byte {@code offset} of a stream direction. */
    private static long chunkIndex(List<long[]> starts, int offset) {
        long index = starts.get(0)[1];
        for (long[] s : starts) {
            if (s[0] > offset) {
                break;
            }
            index = s[1];
        }
        return index;
    }
}
