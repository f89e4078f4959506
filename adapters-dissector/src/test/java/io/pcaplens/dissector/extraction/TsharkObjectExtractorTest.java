package io.pcaplens.dissector.extraction;

import io.pcaplens.dissector.process.ToolProcess;
import io.pcaplens.dissector.tshark.PacketDissectorContract;
import io.pcaplens.domain.extraction.ExportedObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each exported object's frame, on real captures. The expected frames were read by hand from tshark's own
 * listing ({@code -Y http.file_data -e frame.number -e http.response_for.uri}, {@code -Y imf},
 * {@code -Y ftp-data}); the expected bytes are those of a plain {@code tshark --export-objects} run into
 * another directory, so the combined run changes nothing about what is exported.
 */
public class TsharkObjectExtractorTest {

    static final Path PCAPS = PacketDissectorContract.PCAPS;

    @TempDir
    Path work;

    private List<ExportedObject> export(String capture) throws Exception {
        Path dir = Files.createDirectories(work.resolve("combined"));
        java.util.Set<String> all = new java.util.HashSet<>(TsharkObjectExtractor.FRAMED);
        all.addAll(TsharkObjectExtractor.ASSEMBLED);
        return new TsharkObjectExtractor().export(PCAPS.resolve(capture), all, dir);
    }

    /** name (as tshark wrote it) → sha256, from a plain export-objects run. */
    private Map<String, String> plainExport(String capture, String protocol) throws Exception {
        Path dir = work.resolve("plain-" + protocol);
        ToolProcess.Result r = ToolProcess.run(List.of("tshark", "-n", "-r", PCAPS.resolve(capture).toString(), "-q",
                "--export-objects", protocol + "," + dir), 120);
        assertEquals(0, r.exitCode(), r.stderr());
        Map<String, String> hashes = new TreeMap<>();
        try (var files = Files.list(dir)) {
            for (Path f : files.toList()) {
                hashes.put(f.getFileName().toString(), sha256(f));
            }
        }
        return hashes;
    }

    public static String sha256(Path file) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    }

    private static Map<String, Long> frameByName(List<ExportedObject> objects) {
        return objects.stream().collect(Collectors.toMap(ExportedObject::name, ExportedObject::frameNumber,
                (a, b) -> a, TreeMap::new));
    }

    private static Map<String, String> hashByWrittenName(List<ExportedObject> objects) throws Exception {
        Map<String, String> m = new TreeMap<>();
        for (ExportedObject o : objects) {
            m.put(o.content().getFileName().toString(), sha256(o.content()));
        }
        return m;
    }

    @Test
    void everyHttpObjectOfAKeepAliveConnectionGetsItsResponseFrame() throws Exception {
        List<ExportedObject> objects = export("http-multi-objects.pcap");
        assertEquals(Map.ofEntries(Map.entry("print.css", 7L), Map.entry("lowpro_for_jquery.js", 17L),
                Map.entry("jquery.ui.tablesorter.js", 44L), Map.entry("error.js", 49L), Map.entry("context.js", 53L),
                Map.entry("time_range.js", 62L), Map.entry("layout_engine.js", 67L),
                Map.entry("textarea_resize.js", 72L), Map.entry("DispatchingModule.js", 80L),
                Map.entry("ServerSideInclude.js", 84L), Map.entry("icon_addData.png", 89L)), frameByName(objects));
        objects.forEach(o -> assertEquals("HTTP", o.protocol()));
        assertEquals(plainExport("http-multi-objects.pcap", "http"), hashByWrittenName(objects));
    }

    @Test
    void duplicateNamesFollowTheOrderTsharkMetTheObjectsIn() throws Exception {
        // POST body (frame 18, 449 bytes) and its response (frame 23, 144 bytes) share the URI's basename
        List<ExportedObject> objects = export("http-post-upload.pcap");
        Map<Long, Long> sizeByFrame = new TreeMap<>();
        for (ExportedObject o : objects) {
            sizeByFrame.put(o.frameNumber(), Files.size(o.content()));
        }
        assertEquals(Map.of(9L, 468L, 13L, 468L, 18L, 449L, 23L, 144L), sizeByFrame);
        assertEquals(plainExport("http-post-upload.pcap", "http"), hashByWrittenName(objects));
    }

    @Test
    void aLargeCaptureWithRequestBodiesRepeatedNamesAndSmb() throws Exception {
        List<ExportedObject> objects = export("large-mixed-merged.pcap");
        List<ExportedObject> http = objects.stream().filter(o -> o.protocol().equals("HTTP")).toList();
        assertEquals(32, http.size());
        http.forEach(o -> assertTrue(o.frameNumber() > 0, o.name() + " has its frame"));
        Map<Long, Long> sizes = new TreeMap<>();
        for (ExportedObject o : http) {
            if (o.name().equals("74uzr8n74r") || o.name().equals("pitangui.appcache")) {
                sizes.put(o.frameNumber(), Files.size(o.content()));
            }
        }
        // 8282: the POST whose Content-Length is 7556; 8735: the 411,556-byte answer; three equal manifests
        assertEquals(Map.of(8282L, 7556L, 8735L, 411556L, 6136L, 2739L, 8826L, 2739L, 9519L, 2739L), sizes);
        List<ExportedObject> smb = objects.stream().filter(o -> o.protocol().equals("SMB")).toList();
        assertTrue(smb.size() >= 28, "SMB files are exported");
        smb.forEach(o -> assertEquals(0, o.frameNumber(), "SMB objects are not tied to one frame"));
        Map<String, String> all = new TreeMap<>(plainExport("large-mixed-merged.pcap", "http"));
        Map<String, String> got = hashByWrittenName(http);
        assertEquals(all, got);
    }

    @Test
    void anEmailIsNamedAfterItsSubjectAtTheFrameThatEndsIt() throws Exception {
        List<ExportedObject> objects = export("smtp-zip-attachment.pcap");
        assertEquals(1, objects.size());
        assertEquals("IMF", objects.get(0).protocol());
        assertEquals("zip test.eml", objects.get(0).name());
        assertEquals(18, objects.get(0).frameNumber());
        assertEquals(plainExport("smtp-zip-attachment.pcap", "imf"), hashByWrittenName(objects));
    }

    @Test
    void anFtpDownloadIsTiedToItsFirstDataFrameAndAListingIsNotAFile() throws Exception {
        List<ExportedObject> objects = export("ftp-anonymous-download.pcap");
        assertEquals(1, objects.size());
        ExportedObject zip = objects.get(0);
        assertEquals("FTP-DATA", zip.protocol());
        assertEquals("1MB.zip", zip.name());
        assertEquals(72, zip.frameNumber());
        assertEquals(plainExport("ftp-anonymous-download.pcap", "ftp-data"), hashByWrittenName(objects));
    }

    @Test
    void filesAssembledFromManyFramesAloneNeedNoFrameListing() throws Exception {
        Path dir = Files.createDirectories(work.resolve("smb"));
        List<ExportedObject> smb = new TsharkObjectExtractor().export(PCAPS.resolve("large-mixed-merged.pcap"),
                TsharkObjectExtractor.ASSEMBLED, dir);
        assertTrue(TsharkObjectExtractor.command("x", List.of("smb"), dir, TsharkObjectExtractor.Listing.COLUMNS)
                .contains("-q"));
        assertEquals(plainExport("large-mixed-merged.pcap", "smb"), hashByWrittenName(smb));
    }

    @Test
    void namesAreReplayedLikeTsharkWritesThem() {
        assertEquals("%2f", ExportObjectNames.massage(ExportObjectNames.basename("/"), 0));
        assertEquals("solar.php%3fa=1", ExportObjectNames.massage("solar.php?a=1", 0));
        assertEquals("a(2).png", ExportObjectNames.massage("a.png", 2));
        assertEquals("fzb067wy", ExportObjectNames.basename("/7u0e9j2avwlvnuynyo/szcm27k/fzb067wy/"));
        assertEquals("/", ObjectFrames.requestUriOf("http://example.com/"));
        assertEquals(List.of("x.js", "x(1).js", "y", "x(2).js"),
                ExportObjectNames.written(List.of("x.js", "x.js", "y", "x.js")));
    }
}
