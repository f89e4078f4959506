package io.pcaplens.webapp;

import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * File extraction through the API on real captures. The expected bytes come from tshark's own
 * {@code --export-objects} run by the test into a directory of its own, the expected frames from tshark's
 * listing of the frames with an HTTP body ({@code -Y http.file_data}).
 */
class ExtractionIT extends DeployedService {

    private static final Path DATA = Path.of("target/it-data");

    @TempDir
    Path tmp;

    /** sha256 of each file a plain {@code tshark --export-objects} run writes, by name. */
    private Map<String, String> tsharkExport(String capture, String protocol) throws Exception {
        Path dir = tmp.resolve(capture + "-" + protocol);
        Process p = new ProcessBuilder("tshark", "-n", "-r", Captures.path(capture).toString(), "-q",
                "--export-objects", protocol + "," + dir).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        assertEquals(0, p.waitFor());
        try (var files = Files.list(dir)) {
            return files.collect(Collectors.toMap(f -> f.getFileName().toString(), f -> sha256(read(f))));
        }
    }

    private static byte[] read(Path f) {
        try {
            return Files.readAllBytes(f);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private List<JsonObject> extracted(String fileId, String query) throws Exception {
        Api.Reply r = api.get("api/v1/files/" + fileId + "/extracted" + query);
        assertEquals(200, r.status(), r.text());
        assertEquals(r.json().getJsonArray("items").size(), r.json().getInt("total"));
        return r.json().getJsonArray("items").stream().map(v -> v.asJsonObject()).toList();
    }

    private static boolean attached(JsonObject item) {
        return item.containsKey("conversationId") && !item.isNull("conversationId");
    }

    private List<Long> frames(long conversationId) throws Exception {
        return api.all("api/v1/conversations/" + conversationId + "/packets").stream()
                .map(p -> p.getJsonNumber("frameNumber").longValue()).toList();
    }

    @Test
    void aDownloadedPdfIsExtractedAttachedCountedServedAsAnAttachmentAndDeleted() throws Exception {
        JsonObject file = api.analyse("http-pdf-download.pcap", Map.of());
        String id = file.getString("id");
        assertEquals("COMPLETED", file.getString("status"), file.toString());
        assertTrue(file.getBoolean("enableFileExtraction"), "on by default");
        assertEquals("COMPLETED", file.getJsonObject("tools").getJsonObject("fileExtraction").getString("status"));

        String expected = tsharkExport("http-pdf-download.pcap", "http").get("r.pdf");
        List<JsonObject> items = extracted(id, "");
        assertEquals(1, items.size(), items.toString());
        JsonObject pdf = items.get(0);
        assertEquals("r.pdf", pdf.getString("name"));
        assertEquals("HTTP", pdf.getString("protocol"));
        assertEquals("PDF", pdf.getString("fileType"));
        assertEquals(expected, pdf.getString("sha256"));
        assertEquals(12419, pdf.getJsonNumber("size").longValue());
        assertEquals(id, pdf.getString("fileId"));
        // tshark -Y http.file_data: the response completes in frame 10
        assertEquals(10, pdf.getJsonNumber("frameNumber").longValue());

        long conversationId = pdf.getJsonNumber("conversationId").longValue();
        assertTrue(frames(conversationId).contains(10L), "the row holding frame 10");
        List<JsonObject> rows = api.all("api/v1/files/" + id + "/conversations");
        for (JsonObject row : rows) {
            long rowId = row.getJsonNumber("id").longValue();
            assertEquals(rowId == conversationId ? 1 : 0, row.getInt("extractedFileCount"), row.toString());
            assertEquals(rowId == conversationId ? 1 : 0, extracted(id, "?conversationId=" + rowId).size());
        }
        assertEquals(400, api.get("api/v1/files/" + id + "/extracted?conversationId=abc").status());
        assertEquals(404, api.get("api/v1/files/00000000-0000-0000-0000-000000000000/extracted").status());

        HttpResponse<byte[]> content = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(base
                + "api/v1/files/" + id + "/extracted/" + pdf.getJsonNumber("id") + "/content")).build(),
                HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, content.statusCode());
        assertEquals(expected, sha256(content.body()));
        assertEquals("application/octet-stream", content.headers().firstValue("Content-Type").orElse(""));
        assertTrue(content.headers().firstValue("Content-Disposition").orElse("")
                .startsWith("attachment; filename=\"r.pdf\""), content.headers().map().toString());
        assertEquals("nosniff", content.headers().firstValue("X-Content-Type-Options").orElse(""));
        assertEquals(404, api.get("api/v1/files/" + id + "/extracted/999999999/content").status());

        Path stored = DATA.resolve("extracted").resolve(id);
        assertTrue(Files.isDirectory(stored), stored + " holds the bytes");
        assertEquals(204, api.delete("api/v1/files/" + id).status());
        assertFalse(Files.exists(stored), "deleting the file removes its extracted files");
        assertEquals(404, api.get("api/v1/files/" + id + "/extracted").status());
    }

    @Test
    void withoutExtractionThereAreNoFilesAndTheToolIsSkipped() throws Exception {
        JsonObject file = api.analyse("http-zip-download.pcap", Map.of("enableFileExtraction", "false"));
        String id = file.getString("id");
        assertFalse(file.getBoolean("enableFileExtraction"));
        assertEquals("SKIPPED", file.getJsonObject("tools").getJsonObject("fileExtraction").getString("status"));
        assertEquals(List.of(), extracted(id, ""));
        api.all("api/v1/files/" + id + "/conversations").forEach(r -> assertEquals(0, r.getInt("extractedFileCount")));
        assertEquals(204, api.delete("api/v1/files/" + id).status());
    }

    @Test
    void aZipDownloadAndEveryObjectOfAKeepAliveConnectionLandOnTheRowOfTheirFrame() throws Exception {
        JsonObject zipFile = api.analyse("http-zip-download.pcap", Map.of("enableFileExtraction", "true"));
        List<JsonObject> zip = extracted(zipFile.getString("id"), "");
        assertEquals(1, zip.size());
        assertEquals("a.zip", zip.get(0).getString("name"));
        assertEquals("ZIP", zip.get(0).getString("fileType"));
        assertEquals(tsharkExport("http-zip-download.pcap", "http").get("a.zip"), zip.get(0).getString("sha256"));
        assertEquals(6, zip.get(0).getJsonNumber("frameNumber").longValue());

        JsonObject file = api.analyse("http-multi-objects.pcap", Map.of());
        String id = file.getString("id");
        Map<String, String> expected = tsharkExport("http-multi-objects.pcap", "http");
        List<JsonObject> items = extracted(id, "");
        assertEquals(expected.size(), items.size());
        for (JsonObject item : items) {
            assertEquals(expected.get(item.getString("name")), item.getString("sha256"), item.toString());
            long frame = item.getJsonNumber("frameNumber").longValue();
            assertTrue(frames(item.getJsonNumber("conversationId").longValue()).contains(frame), item.toString());
        }
        Map<Long, Long> perRow = items.stream().collect(Collectors.groupingBy(
                i -> i.getJsonNumber("conversationId").longValue(), Collectors.counting()));
        for (JsonObject row : api.all("api/v1/files/" + id + "/conversations")) {
            assertEquals(perRow.getOrDefault(row.getJsonNumber("id").longValue(), 0L).intValue(),
                    row.getInt("extractedFileCount"), row.toString());
        }
        assertEquals(204, api.delete("api/v1/files/" + zipFile.getString("id")).status());
        assertEquals(204, api.delete("api/v1/files/" + id).status());
    }

    @Test
    void anEmailAndAnFtpDownloadAreExtracted() throws Exception {
        JsonObject mail = api.analyse("smtp-zip-attachment.pcap", Map.of());
        List<JsonObject> eml = extracted(mail.getString("id"), "");
        assertEquals(1, eml.size());
        assertEquals("IMF", eml.get(0).getString("protocol"));
        assertEquals("zip test.eml", eml.get(0).getString("name"));
        assertEquals(tsharkExport("smtp-zip-attachment.pcap", "imf").get("zip test.eml"), eml.get(0).getString("sha256"));
        assertTrue(frames(eml.get(0).getJsonNumber("conversationId").longValue()).contains(18L));

        JsonObject ftp = api.analyse("ftp-anonymous-download.pcap", Map.of());
        List<JsonObject> zip = extracted(ftp.getString("id"), "");
        assertEquals(1, zip.size());
        assertEquals("FTP-DATA", zip.get(0).getString("protocol"));
        assertEquals(tsharkExport("ftp-anonymous-download.pcap", "ftp-data").get("1MB.zip"), zip.get(0).getString("sha256"));
        assertEquals(72, zip.get(0).getJsonNumber("frameNumber").longValue());
        JsonObject row = api.get("api/v1/conversations/" + zip.get(0).getJsonNumber("conversationId")).json();
        assertEquals("FTP-DATA", row.getString("protocol"));
        assertEquals(1, row.getInt("extractedFileCount"));
        assertEquals(204, api.delete("api/v1/files/" + mail.getString("id")).status());
        assertEquals(204, api.delete("api/v1/files/" + ftp.getString("id")).status());
    }

    @Test
    void everyFileOfALargeMixedCaptureIsAttachedAndAPcapngIsReadToo() throws Exception {
        JsonObject file = api.analyse("large-mixed-merged.pcap", Map.of());
        String id = file.getString("id");
        List<JsonObject> items = extracted(id, "");
        Map<String, Long> expected = new java.util.TreeMap<>();
        for (String protocol : List.of("http", "smb")) {
            tsharkExport("large-mixed-merged.pcap", protocol).values().forEach(h -> expected.merge(h, 1L, Long::sum));
        }
        assertEquals(expected, items.stream().collect(Collectors.groupingBy(i -> i.getString("sha256"),
                java.util.TreeMap::new, Collectors.counting())));
        Map<Long, JsonObject> rows = api.all("api/v1/files/" + id + "/conversations").stream()
                .collect(Collectors.toMap(r -> r.getJsonNumber("id").longValue(), r -> r));
        long unattached = 0;
        for (JsonObject item : items) {
            if (item.getString("protocol").equals("SMB") && !attached(item)) {
                // four SMB connections between 172.17.0.184 and 172.17.0.189: no telling which carried it
                unattached++;
                continue;
            }
            JsonObject row = rows.get(item.getJsonNumber("conversationId").longValue());
            if (item.getString("protocol").equals("SMB")) {
                // the one SMB connection between 10.0.0.11 and 10.0.0.12
                assertEquals("SMB2", row.getString("protocol"), row.toString());
                assertTrue(Set.of("10.0.0.11", "10.0.0.12").contains(row.getString("srcIp")), row.toString());
            } else {
                assertTrue(frames(row.getJsonNumber("id").longValue())
                        .contains(item.getJsonNumber("frameNumber").longValue()), item.toString());
            }
        }
        assertTrue(unattached < items.stream().filter(i -> i.getString("protocol").equals("SMB")).count(),
                "the SMB files of the single connection are attached");
        Map<Long, Long> perRow = items.stream().filter(ExtractionIT::attached).collect(Collectors.groupingBy(
                i -> i.getJsonNumber("conversationId").longValue(), Collectors.counting()));
        rows.forEach((rowId, row) -> assertEquals(perRow.getOrDefault(rowId, 0L).intValue(),
                row.getInt("extractedFileCount"), row.toString()));
        assertEquals(204, api.delete("api/v1/files/" + id).status());

        JsonObject png = api.analyse("http-png-image-port1080.pcapng", Map.of());
        List<JsonObject> image = extracted(png.getString("id"), "");
        assertEquals(1, image.size());
        assertEquals("zeek.png", image.get(0).getString("name"));
        assertEquals("PNG", image.get(0).getString("fileType"));
        assertEquals(tsharkExport("http-png-image-port1080.pcapng", "http").get("zeek.png"),
                image.get(0).getString("sha256"));
        assertEquals(204, api.delete("api/v1/files/" + png.getString("id")).status());
    }
}
