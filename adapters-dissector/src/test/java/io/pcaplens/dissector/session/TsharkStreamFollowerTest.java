package io.pcaplens.dissector.session;

import io.pcaplens.dissector.process.ToolProcess;
import io.pcaplens.dissector.tshark.PacketDissectorContract;
import io.pcaplens.domain.session.Direction;
import io.pcaplens.domain.session.FollowedStreams;
import io.pcaplens.domain.session.HttpMessage;
import io.pcaplens.domain.session.Session;
import io.pcaplens.domain.session.SessionBuilder;
import io.pcaplens.domain.session.SessionChunk;
import io.pcaplens.domain.session.SessionGap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Stream following and session building on real captures, checked against tshark's own views of them. */
class TsharkStreamFollowerTest {

    static final Path PCAPS = PacketDissectorContract.PCAPS;

    @TempDir
    Path work;

    private final TsharkStreamFollower follower = new TsharkStreamFollower();

    @Test
    void aTelnetLoginIsReassembledWithDirectionsFromTheClientsPointOfView() throws Exception {
        FollowedStreams f = follower.follow(PCAPS.resolve("telnet-login.pcap"), "TCP", new BitSet(), 1 << 20);
        Session s = SessionBuilder.build("TCP", "192.168.0.2:1550", "192.168.0.1:23", f, 1 << 20);
        // sums of tcp.len per ip.src (tshark -T fields -e ip.src -e tcp.len): 289 and 1371, less the 26 bytes
        // the client sent twice (frame 53, tcp.analysis.retransmission)
        assertEquals(263, s.bytesClientToServer());
        assertEquals(1371, s.bytesServerToClient());
        assertFalse(s.truncated());
        String fromClient = text(s, Direction.CLIENT_TO_SERVER);
        String fromServer = text(s, Direction.SERVER_TO_CLIENT);
        // the user typed the login "fake" and the password "user"; the server prompted for them
        assertTrue(fromClient.contains("fake"), fromClient);
        assertTrue(fromClient.contains("user"), fromClient);
        assertTrue(fromServer.contains("login:"));
        assertTrue(fromServer.contains("Password:"));
        assertTrue(s.http().isEmpty());

        // seen from the other end, every direction flips
        Session flipped = SessionBuilder.build("TCP", "192.168.0.1:23", "192.168.0.2:1550", f, 1 << 20);
        assertEquals(1371, flipped.bytesClientToServer());
        assertEquals(263, flipped.bytesServerToClient());
    }

    @Test
    void theByteLimitStopsCollectingAndSaysSo() throws Exception {
        FollowedStreams f = follower.follow(PCAPS.resolve("telnet-login.pcap"), "TCP", new BitSet(), 1024);
        assertTrue(f.truncated());
        assertEquals(1024, f.segments().stream().mapToInt(x -> x.data().length).sum());
        Session s = SessionBuilder.build("TCP", "192.168.0.2:1550", "192.168.0.1:23", f, 1024);
        assertTrue(s.truncated());
        assertEquals(1024, s.bytesClientToServer() + s.bytesServerToClient());
    }

    @Test
    void udpDatagramsAreChunksOfTheirOwn() throws Exception {
        // frame 1 is the first query of udp.stream 0: only that stream is followed
        BitSet first = new BitSet();
        first.set(1);
        FollowedStreams f = follower.follow(PCAPS.resolve("dns-mixed-records.pcap"), "UDP", first, 1 << 20);
        assertEquals(1, f.streams().size());
        assertEquals(new FollowedStreams.Stream(0, "192.168.170.8:32795", "192.168.170.20:53"), f.streams().get(0));
        Session s = SessionBuilder.build("UDP", "192.168.170.8:32795", "192.168.170.20:53", f, 1 << 20);
        // sums of (udp.length - 8) per ip.src in udp.stream 0: 12 queries, 12 answers
        assertEquals(388, s.bytesClientToServer());
        assertEquals(824, s.bytesServerToClient());
        assertEquals(24, s.chunks().size());
        assertEquals(Direction.CLIENT_TO_SERVER, s.chunks().get(0).direction());
        assertEquals(28, s.chunks().get(0).data().length);
        assertEquals(Direction.SERVER_TO_CLIENT, s.chunks().get(1).direction());
        assertEquals(28, s.chunks().get(2).offset());
    }

    /**
     * Frames of a later stream of the capture are followed alone, and those of stream 0 by the first run alone:
     * each answer has the one stream whose frames were asked for, with the ends tshark's fields give it.
     */
    @Test
    void onlyTheStreamOfTheWantedFramesIsFollowedWhicheverItIs() throws Exception {
        Path capture = PCAPS.resolve("http-bro-org-browsing.pcap");
        ToolProcess.Result fields = ToolProcess.run(List.of("tshark", "-n", "-r", capture.toString(), "-T", "fields",
                "-E", "occurrence=f", "-e", "tcp.stream", "-e", "ip.src", "-e", "tcp.srcport", "-e", "ip.dst", "-e",
                "tcp.dstport", "-Y", "tcp.flags.syn == 1 && tcp.flags.ack == 0"), 120);
        for (int stream : new int[]{0, 3}) {
            String[] syn = fields.stdout().lines().map(l -> l.split("\t")).filter(c -> c[0].equals(String.valueOf(stream)))
                    .findFirst().orElseThrow();
            BitSet wanted = new BitSet();
            ToolProcess.run(List.of("tshark", "-n", "-r", capture.toString(), "-T", "fields", "-e", "frame.number",
                    "-Y", "tcp.stream == " + stream), 120).stdout().lines().forEach(f -> wanted.set(Integer.parseInt(f.strip())));
            FollowedStreams f = follower.follow(capture, "TCP", wanted, 1 << 20);
            assertEquals(List.of(new FollowedStreams.Stream(stream, syn[1] + ":" + syn[2], syn[3] + ":" + syn[4])),
                    f.streams(), "stream " + stream);
            assertFalse(f.segments().isEmpty(), "stream " + stream + " carries HTTP");
        }
    }

    /**
     * Every complete HTTP body found, after removing chunked, gzip and deflate codings, is byte for byte one of
     * the objects tshark itself exports (--export-objects http decodes the same codings), and every object
     * tshark exports is found. Bodies with bytes missing from the capture are marked truncated (tshark exports
     * none of those) and do not throw the messages after them off.
     */
    @ParameterizedTest
    @ValueSource(strings = {"wifi-radiotap-http.pcap", "http-multi-objects.pcap", "http-bro-org-browsing.pcap",
            "http-pdf-download.pcap", "http-zip-download.pcap", "http-post-upload.pcap", "http-png-image-port1080.pcapng",
            "ipv6-http.pcap", "http-vlan.pcap", "bittorrent-tracker.pcap", "teredo.pcap"})
    void decodedBodiesAreTheObjectsTsharkExports(String capture) throws Exception {
        FollowedStreams f = follower.follow(PCAPS.resolve(capture), "TCP", new BitSet(), 16 << 20);
        assertFalse(f.truncated());
        Session s = SessionBuilder.build("TCP", "none", "none", f, 16 << 20);
        List<String> ours = new ArrayList<>();
        for (HttpMessage m : s.http()) {
            if (m.body() != null && m.body().decodedLength() > 0 && !m.body().truncated()) {
                ours.add(sha256(m.body().decoded()));
            }
        }
        List<String> theirs = exportedObjects(PCAPS.resolve(capture));
        ours.sort(null);
        theirs.sort(null);
        assertFalse(theirs.isEmpty());
        assertEquals(theirs, ours);
    }

    /**
     * The merged capture (chunked, gzip, 206 ranges, downloads of several hundred kB): every object tshark
     * exports is found. One more complete body is found than tshark exports: an 816,896-byte 206 response
     * that tshark's HTTP dissector does not recognise as a response.
     */
    @Test
    void everyObjectTsharkExportsFromTheMergedCaptureIsFound() throws Exception {
        FollowedStreams f = follower.follow(PCAPS.resolve("large-mixed-merged.pcap"), "TCP", new BitSet(), 16 << 20);
        Session s = SessionBuilder.build("TCP", "none", "none", f, 16 << 20);
        List<String> ours = new ArrayList<>();
        List<HttpMessage> extra = new ArrayList<>();
        List<String> theirs = exportedObjects(PCAPS.resolve("large-mixed-merged.pcap"));
        for (HttpMessage m : s.http()) {
            if (m.body() != null && m.body().decodedLength() > 0 && !m.body().truncated()) {
                String sum = sha256(m.body().decoded());
                ours.add(sum);
                if (!theirs.contains(sum)) {
                    extra.add(m);
                }
            }
        }
        for (String sum : theirs) {
            assertTrue(ours.remove(sum), "an object tshark exports is missing");
        }
        assertEquals(1, extra.size());
        assertEquals("HTTP/1.1 206 Partial Content", extra.get(0).startLine());
        assertEquals(816_896, extra.get(0).body().decodedLength());
        assertEquals(Long.toString(extra.get(0).body().decodedLength()), extra.get(0).header("Content-Length"));
    }

    @Test
    void bytesMissingFromTheCaptureCutTheBodyTheyFallIn() throws Exception {
        // tcp.stream 2: frame 179 follows 7,240 bytes that were not captured, inside a 31,052-byte response
        BitSet frame179 = new BitSet();
        frame179.set(179);
        FollowedStreams f = follower.follow(PCAPS.resolve("http-bro-org-browsing.pcap"), "TCP", frame179, 1 << 20);
        assertEquals(List.of(new FollowedStreams.Gap(2, 1, 7240, 7240)), f.gaps());
        Session s = SessionBuilder.build("TCP", "10.0.2.15:55081", "192.150.187.43:80", f, 1 << 20);
        // the missing bytes are not payload: what remains is the sum of tcp.len of the server's segments
        assertEquals(48305, s.bytesServerToClient());
        assertEquals(List.of(new SessionGap(Direction.SERVER_TO_CLIENT, 7240, 7240)), s.gaps());
        HttpMessage first = s.http().get(1);
        assertEquals("HTTP/1.1 200 OK", first.startLine());
        assertTrue(first.body().truncated());
        assertEquals(31052 - 7240, first.body().length());
        // the five responses after it are whole
        List<HttpMessage> responses = s.http().stream().filter(m -> m.kind() == HttpMessage.Kind.RESPONSE).toList();
        assertEquals(6, responses.size());
        responses.subList(1, 6).forEach(m -> assertFalse(m.body().truncated(), m.headers().toString()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"telnet-login.pcap", "http-bro-org-browsing.pcap", "http-multi-objects.pcap", "ipv6-http.pcap"})
    void eachChunkNamesTheFramesItsBytesCameFromAsTsharkNumbersThem(String capture) throws Exception {
        FollowedStreams f = follower.follow(PCAPS.resolve(capture), "TCP", new BitSet(), 16 << 20);
        // tshark's own account: every frame carrying new TCP payload, i.e. with payload and not a retransmission
        ToolProcess.Result r = ToolProcess.run(List.of("tshark", "-n", "-r", PCAPS.resolve(capture).toString(),
                "-Y", "tcp.len > 0 && !tcp.analysis.retransmission", "-T", "fields", "-e", "frame.number"), 120);
        assertEquals(0, r.exitCode(), r.stderr());
        List<Long> theirs = r.stdout().lines().filter(l -> !l.isBlank()).map(Long::parseLong).sorted().toList();
        List<Long> ours = new ArrayList<>();
        for (FollowedStreams.Stream st : f.streams()) {
            Session s = SessionBuilder.build("TCP", st.node0(), st.node1(), new FollowedStreams(List.of(st),
                    f.segments().stream().filter(g -> g.stream() == st.index()).toList(), List.of(), false), 16 << 20);
            s.chunks().forEach(c -> ours.addAll(c.frames()));
        }
        assertEquals(theirs, ours.stream().sorted().toList());
    }

    @Test
    void chunkedAndGzipCodingsAreNamedInTheOrderApplied() throws Exception {
        FollowedStreams f = follower.follow(PCAPS.resolve("wifi-radiotap-http.pcap"), "TCP", new BitSet(), 1 << 20);
        Session s = SessionBuilder.build("TCP", "172.5.5.113:49417", "14.17.32.211:80", f, 1 << 20);
        // tshark -Y http: 7 requests and 7 responses, 2 of them chunked + gzip, 3 of them 304 without body
        assertEquals(14, s.http().size());
        List<HttpMessage> gz = s.http().stream().filter(m -> m.body() != null
                && m.body().encodings().equals(List.of("chunked", "gzip"))).toList();
        assertEquals(2, gz.size());
        gz.forEach(m -> {
            assertEquals(Direction.SERVER_TO_CLIENT, m.direction());
            assertEquals(HttpMessage.Kind.RESPONSE, m.kind());
            assertTrue(m.body().text());
            assertEquals(1478, m.body().decodedLength());
            assertTrue(new String(m.body().decoded(), StandardCharsets.UTF_8).startsWith("<!DOCTYPE html>"));
        });
        assertEquals(3, s.http().stream().filter(m -> m.startLine().startsWith("HTTP/1.1 304")).count());
        assertTrue(s.http().stream().filter(m -> m.startLine().startsWith("HTTP/1.1 304")).allMatch(m -> m.body() == null));
        // requests and responses alternate in the order they were sent
        for (int i = 0; i < s.http().size(); i++) {
            assertEquals(i % 2 == 0 ? HttpMessage.Kind.REQUEST : HttpMessage.Kind.RESPONSE, s.http().get(i).kind());
            assertEquals(i % 2 == 0 ? Direction.CLIENT_TO_SERVER : Direction.SERVER_TO_CLIENT, s.http().get(i).direction());
        }
    }

    private List<String> exportedObjects(Path capture) throws Exception {
        Path dir = Files.createDirectories(work.resolve("objects"));
        ToolProcess.Result r = ToolProcess.run(List.of("tshark", "-n", "-r", capture.toString(), "-q",
                "--export-objects", "http," + dir), 120);
        assertEquals(0, r.exitCode(), r.stderr());
        List<String> sums = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : files.toList()) {
                byte[] b = Files.readAllBytes(p);
                if (b.length > 0) {
                    sums.add(sha256(b));
                }
            }
        }
        return sums;
    }

    private static String text(Session s, Direction d) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (SessionChunk c : s.chunks()) {
            if (c.direction() == d) {
                out.writeBytes(c.data());
            }
        }
        return out.toString(StandardCharsets.ISO_8859_1);
    }

    private static String sha256(byte[] b) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
    }
}
