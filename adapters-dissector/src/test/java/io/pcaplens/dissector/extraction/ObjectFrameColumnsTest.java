package io.pcaplens.dissector.extraction;

import io.pcaplens.dissector.captures.Endpoint;
import io.pcaplens.dissector.captures.HostileTraffic;
import io.pcaplens.dissector.captures.Recording;
import io.pcaplens.dissector.extraction.TsharkObjectExtractor.Listing;
import io.pcaplens.dissector.process.ToolProcess;
import io.pcaplens.dissector.tshark.PacketDissectorContract;
import io.pcaplens.domain.extraction.ExportedObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The frame listing as custom columns gives the frames and names the EK listing gives, or says it may not:
 * over every capture of the corpus, and on traffic made with names the columns cannot carry exactly.
 */
class ObjectFrameColumnsTest {

    private static final Path PCAPS = PacketDissectorContract.PCAPS;
    private static final List<String> FRAMED = List.of("ftp-data", "http", "imf");

    @TempDir
    Path work;

    private ObjectFrames listing(Path capture, Listing listing) throws Exception {
        Path dir = Files.createDirectories(work.resolve(capture.getFileName() + "-" + listing));
        ToolProcess.Result r = ToolProcess.run(TsharkObjectExtractor.command(capture.toString(), FRAMED, dir, listing),
                300);
        assertEquals(0, r.exitCode(), capture + ": " + r.stderr());
        ObjectFrames frames = new ObjectFrames();
        r.stdout().lines().forEach(listing == Listing.COLUMNS ? frames::addColumns : frames::add);
        return frames;
    }

    /** Names the columns print unchanged, and no frame with more URIs than they read apart. */
    private static boolean plain(ObjectFrames ek) {
        return FRAMED.stream().flatMap(p -> ek.of(p).stream()).map(ObjectFrames.Entry::rawName)
                .allMatch(n -> n == null || n.chars().allMatch(ch -> ch >= 0x20 && ch < 0x7f && ch != '\\'));
    }

    @Test
    void theColumnsListWhatEkListsOnEveryCaptureOfTheCorpus() throws Exception {
        List<Path> captures;
        try (Stream<Path> files = Files.list(PCAPS)) {
            captures = files.filter(f -> f.toString().matches(".*\\.pcap(ng)?$")).sorted().toList();
        }
        // both listings of every capture, the captures side by side on the cores
        ExecutorService cores = Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors());
        List<Future<ObjectFrames[]>> listed = new ArrayList<>();
        try {
            for (Path capture : captures) {
                listed.add(cores.submit(() -> new ObjectFrames[] {
                        listing(capture, Listing.EK), listing(capture, Listing.COLUMNS)}));
            }
        } finally {
            cores.shutdown();
        }
        int compared = 0;
        List<String> doubtful = new ArrayList<>();
        for (int k = 0; k < captures.size(); k++) {
            Path capture = captures.get(k);
            ObjectFrames ek = listed.get(k).get()[0];
            ObjectFrames columns = listed.get(k).get()[1];
            if (columns.doubtful()) {
                doubtful.add(capture.getFileName().toString());
                assertFalse(plain(ek), capture + ": the columns doubt names EK gives as plain text");
                continue;
            }
            for (String protocol : FRAMED) {
                assertEquals(ek.of(protocol), columns.of(protocol), capture + ", " + protocol);
                compared += ek.of(protocol).size();
            }
        }
        assertTrue(compared >= 100, "objects compared: " + compared + ", doubtful: " + doubtful);
    }

    /** An HTTP GET of {@code uri} answered with a small body. */
    private static Path download(Path dir, String name, byte[] uri) throws Exception {
        Recording r = new Recording();
        byte[] request = concat("GET ".getBytes(StandardCharsets.ISO_8859_1), uri,
                " HTTP/1.1\r\nHost: files.example\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
        byte[] response = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 5\r\n\r\nhello"
                .getBytes(StandardCharsets.ISO_8859_1);
        Endpoint client = HostileTraffic.CLIENT.at(40_000);
        Endpoint server = HostileTraffic.SERVER.at(80);
        r.tcp(client, server).open().send(request).reply(response).close();
        return Files.write(dir.resolve(name), r.pcap());
    }

    private static byte[] concat(byte[]... parts) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }

    @Test
    void namesTheColumnsCannotCarryExactlyAreReadAgainWithEk() throws Exception {
        byte[] escaped = "/docs/a\\b.txt".getBytes(StandardCharsets.ISO_8859_1);
        byte[] latin1 = "/docs/caf\u00e9.txt".getBytes(StandardCharsets.ISO_8859_1);
        byte[] cut = ("/docs/" + "x".repeat(3_000) + ".txt").getBytes(StandardCharsets.ISO_8859_1);
        for (byte[] uri : List.of(escaped, latin1, cut)) {
            Path capture = download(work, "download-" + uri.length + ".pcap", uri);
            assertTrue(listing(capture, Listing.COLUMNS).doubtful(), new String(uri, StandardCharsets.ISO_8859_1));
            ObjectFrames ek = listing(capture, Listing.EK);
            List<ExportedObject> objects = new TsharkObjectExtractor().export(capture, Set.of("HTTP"),
                    Files.createDirectories(work.resolve("export-" + uri.length)));
            assertEquals(1, objects.size());
            ObjectFrames.Entry entry = ek.of("http").get(0);
            assertEquals(entry.frame(), objects.get(0).frameNumber());
            assertEquals(ExportObjectNames.massage(entry.rawName(), 0), objects.get(0).name());
        }
        Path plain = download(work, "plain.pcap", "/docs/report,v2.txt".getBytes(StandardCharsets.ISO_8859_1));
        ObjectFrames columns = listing(plain, Listing.COLUMNS);
        assertFalse(columns.doubtful());
        assertEquals(listing(plain, Listing.EK).of("http"), columns.of("http"));
    }

    private static String line(String... columns) {
        return String.join("\t", columns);
    }

    /** A line: frame, layers, FTP command and frame, subject twice, then methods and URIs by occurrence. */
    private static String frame(String layers, String subject, List<String> methods, List<String> uris,
                                List<String> answered) {
        List<String> c = new ArrayList<>(List.of("9", layers, "", "", subject == null ? "" : subject,
                subject == null ? "9" : subject + ",9"));
        for (List<String> values : List.of(methods, uris, answered)) {
            for (int i = 0; i <= ObjectFrameColumns.OCCURRENCES; i++) {
                c.add(i < values.size() ? values.get(i) : "");
            }
        }
        return line(c.toArray(String[]::new));
    }

    @Test
    void aLineIsReadOnlyWhenItsNamesAreComplete() {
        String http = "eth:ethertype:ip:tcp:http";
        assertEquals(List.of("/a", "/b"), ObjectFrameColumns.read(frame(http, null, List.of("GET", "GET"),
                List.of("/a", "/b"), List.of())).orElseThrow().requestUris());
        assertEquals(List.of("http://h/x"), ObjectFrameColumns.read(frame(http, null, List.of(), List.of(),
                List.of("http://h/x"))).orElseThrow().answeredUris());
        // five pipelined requests: the fifth column says there may be more than the columns hold
        List<String> five = List.of("/1", "/2", "/3", "/4", "/5");
        assertTrue(ObjectFrameColumns.read(frame(http, null, List.of("GET", "GET", "GET", "GET", "GET"), five,
                List.of())).isEmpty());
        // a request line without a URI: EK gives an empty name, the columns give none
        assertTrue(ObjectFrameColumns.read(frame(http, null, List.of("GET"), List.of(), List.of())).isEmpty());
        // a message with an empty subject and one without: told apart by the column joining it to the frame
        assertEquals("", ObjectFrameColumns.read(frame("eth:ip:tcp:smtp:imf", "", List.of(), List.of(), List.of()))
                .orElseThrow().imfSubject());
        assertEquals(null, ObjectFrameColumns.read(frame("eth:ip:tcp:smtp:imf", null, List.of(), List.of(),
                List.of())).orElseThrow().imfSubject());
        assertEquals("hello", ObjectFrameColumns.read(frame("eth:ip:tcp:smtp:imf", "hello", List.of(), List.of(),
                List.of())).orElseThrow().imfSubject());
        assertTrue(ObjectFrameColumns.read(frame(http, null, List.of("GET"), List.of("/caf\u00e9"), List.of()))
                .isEmpty());
        assertTrue(ObjectFrameColumns.read("9\teth:ip:tcp:http").isEmpty(), "a line of other columns");
    }
}
