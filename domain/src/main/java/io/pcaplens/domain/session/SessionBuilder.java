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
        for (FollowedStreams.Segment seg : followed.segments()) {
            streamStarts.computeIfAbsent(seg.stream(), k -> new long[]{sent[0], sent[1]});
            int cn = clientNode.merge(seg.stream(), seg.node(), (old, now) -> old < 0 ? now : old);
            Direction d = seg.node() == cn ? Direction.CLIENT_TO_SERVER : Direction.SERVER_TO_CLIENT;
            int di = d.ordinal();
            chunks.add(new SessionChunk(d, sent[di], seg.data()));
            sent[di] += seg.data().length;
            ByteArrayOutputStream[] pair = bytes.computeIfAbsent(seg.stream(),
                    k -> new ByteArrayOutputStream[]{new ByteArrayOutputStream(), new ByteArrayOutputStream()});
            chunkStarts.computeIfAbsent(seg.stream() * 2 + di, k -> new ArrayList<>())
                    .add(new long[]{pair[di].size(), chunks.size() - 1});
            pair[di].writeBytes(seg.data());
        }
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
