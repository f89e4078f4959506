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

    private static final Path DATA = Path.of(System.getProperty("pcaplens.it.data", "target/it-data"));

    @TempDir
    Path tmp;

    /** sha256 of each file a plain {@code tshark --export-objects} run writes, by name. */
    private Map<String, String> tsharkExport(String capture, String protocol) throws Exception {
        Path dir = tsharkExportDir(capture, protocol);
        try (var files = Files.list(dir)) {
            return files.collect(Collectors.toMap(f -> f.getFileName().toString(), f -> sha256(read(f))));
        }
    }

    /** The directory a plain {@code tshark --export-objects} run writes the files into. */
    private Path tsharkExportDir(String capture, String protocol) throws Exception {
        Path dir = tmp.resolve(capture + "-" + protocol);
        if (!Files.isDirectory(dir)) {
            Process p = new ProcessBuilder("tshark", "-n", "-r", Captures.path(capture).toString(), "-q",
                    "--export-objects", protocol + "," + dir).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            assertEquals(0, p.waitFor());
        }
        return dir;
    }

    /**
     * The attachment named {@code fileName} of an e-mail, decoded by the test alone: the base64 lines after
     * the part's headers, up to the next boundary line.
     */
    private static byte[] decodedAttachment(Path eml, String fileName) throws Exception {
        List<String> lines = Files.readAllLines(eml, java.nio.charset.StandardCharsets.ISO_8859_1);
        int header = 0;
        while (!lines.get(header).contains("filename=\"" + fileName + "\"")) {
            header++;
        }
        int body = header;
        while (!lines.get(body).isEmpty()) {
            body++;
        }
        StringBuilder base64 = new StringBuilder();
        for (int i = body + 1; !lines.get(i).startsWith("--"); i++) {
            base64.append(lines.get(i).strip());
        }
        return java.util.Base64.getDecoder().decode(base64.toString());
    }

    /** Downloads a zip and opens it with Info-ZIP's unzip and the password given, as an analyst would. */
    private Map<String, String> unzipped(String path, String password) throws Exception {
        Path zip = Files.createTempFile(tmp, "download", ".zip");
        HttpResponse<Path> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(base + path)).build(),
                HttpResponse.BodyHandlers.ofFile(zip));
        assertEquals(200, r.statusCode());
        assertEquals("application/zip", r.headers().firstValue("Content-Type").orElse(""));
        Path out = Files.createTempDirectory(tmp, "unzipped");
        Process p = new ProcessBuilder("unzip", "-P", password, "-d", out.toString(), zip.toString())
                .redirectErrorStream(true).start();
        String said = new String(p.getInputStream().readAllBytes());
        if (p.waitFor() != 0) {
            return null;
        }
        Process info = new ProcessBuilder("zipinfo", "-v", zip.toString()).redirectErrorStream(true).start();
        String details = new String(info.getInputStream().readAllBytes());
        assertEquals(0, info.waitFor(), details);
        // zipinfo names ZipCrypto "encrypted"; it would name no password "not encrypted"
        assertTrue(java.util.regex.Pattern.compile("file security status:\\s+encrypted").matcher(details).find(),
                details + said);
        assertFalse(details.contains("not encrypted"), details);
        try (var files = Files.list(out)) {
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

    /** How many of the files came from each connection (transport flow), by the rows they are tied to. */
    private static Map<String, Long> perConnection(List<JsonObject> files, Map<Long, JsonObject> rowsById) {
        return files.stream().collect(Collectors.groupingBy(
                i -> Flows.of(rowsById.get(i.getJsonNumber("conversationId").longValue())), Collectors.counting()));
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
        String connection = Flows.of(rows.stream().filter(r -> r.getJsonNumber("id").longValue() == conversationId)
                .findFirst().orElseThrow());
        for (JsonObject row : rows) {
            // the file belongs to its connection: every row of the transport flow counts and lists it
            int expectedFiles = Flows.of(row).equals(connection) ? 1 : 0;
            assertEquals(expectedFiles, row.getInt("extractedFileCount"), row.toString());
            assertEquals(expectedFiles, extracted(id, "?conversationId=" + row.getJsonNumber("id")).size());
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
        Map<Long, JsonObject> rowsById = api.all("api/v1/files/" + id + "/conversations").stream()
                .collect(Collectors.toMap(r -> r.getJsonNumber("id").longValue(), r -> r));
        Map<String, Long> perConnection = perConnection(items, rowsById);
        rowsById.values().forEach(row -> assertEquals(perConnection.getOrDefault(Flows.of(row), 0L).intValue(),
                row.getInt("extractedFileCount"), row.toString()));
        theCaptureWideListIsFilteredAndPagedAsTheRuleSays(id, items, rowsById);
        assertEquals(204, api.delete("api/v1/files/" + zipFile.getString("id")).status());
        assertEquals(204, api.delete("api/v1/files/" + id).status());
    }

    @Test
    void anEmailAndItsZipAttachmentAndAnFtpDownloadAreExtracted() throws Exception {
        JsonObject mail = api.analyse("smtp-zip-attachment.pcap", Map.of());
        String mailId = mail.getString("id");
        List<JsonObject> eml = extracted(mailId, "");
        assertEquals(2, eml.size(), "the message and its attachment: " + eml);
        assertEquals("IMF", eml.get(0).getString("protocol"));
        assertEquals("zip test.eml", eml.get(0).getString("name"));
        assertEquals(tsharkExport("smtp-zip-attachment.pcap", "imf").get("zip test.eml"), eml.get(0).getString("sha256"));
        assertTrue(frames(eml.get(0).getJsonNumber("conversationId").longValue()).contains(18L));

        // the attachment, beside the message: the test decodes the base64 of tshark's .eml itself
        byte[] zipBytes = decodedAttachment(tsharkExportDir("smtp-zip-attachment.pcap", "imf").resolve("zip test.eml"),
                "a.zip");
        JsonObject attachment = eml.get(1);
        assertEquals("a.zip", attachment.getString("name"));
        assertEquals("IMF", attachment.getString("protocol"));
        assertEquals("ZIP", attachment.getString("fileType"));
        assertTrue(attachment.getBoolean("executableOrArchive"));
        assertEquals(sha256(zipBytes), attachment.getString("sha256"));
        assertEquals(zipBytes.length, attachment.getJsonNumber("size").longValue());
        assertEquals(eml.get(0).getJsonNumber("conversationId"), attachment.getJsonNumber("conversationId"));
        assertEquals(eml.get(0).getJsonNumber("frameNumber"), attachment.getJsonNumber("frameNumber"));
        assertEquals(2, api.get("api/v1/conversations/" + attachment.getJsonNumber("conversationId")).json()
                .getInt("extractedFileCount"));

        // archives go out in a zip with the password "infected", which the analysts' unzip opens
        String files = "api/v1/files/" + mailId + "/extracted";
        assertEquals(Map.of(attachment.getJsonNumber("id") + "-a.zip", sha256(zipBytes)),
                unzipped(files + "/zip?type=ZIP", "infected"));
        assertEquals(Map.of(attachment.getJsonNumber("id") + "-a.zip", sha256(zipBytes)),
                unzipped(files + "/" + attachment.getJsonNumber("id") + "/content.zip", "infected"));
        assertEquals(null, unzipped(files + "/zip?type=ZIP", "not-the-password"), "no other password opens it");
        assertEquals(2, unzipped(files + "/zip", "infected").size(), "without filters: every file");
        // nothing matches: an empty zip, its end-of-central-directory record alone (unzip refuses to open it)
        HttpResponse<byte[]> empty = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(base + files
                + "/zip?type=PE")).build(), HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, empty.statusCode());
        assertEquals("504b0506" + "00".repeat(18), HexFormat.of().formatHex(empty.body()));
        assertEquals(404, api.get(files + "/999999999/content.zip").status());

        JsonObject ftp = api.analyse("ftp-anonymous-download.pcap", Map.of());
        List<JsonObject> zip = extracted(ftp.getString("id"), "");
        assertEquals(1, zip.size());
        assertEquals("FTP-DATA", zip.get(0).getString("protocol"));
        assertEquals(tsharkExport("ftp-anonymous-download.pcap", "ftp-data").get("1MB.zip"), zip.get(0).getString("sha256"));
        assertEquals(72, zip.get(0).getJsonNumber("frameNumber").longValue());
        JsonObject row = api.get("api/v1/conversations/" + zip.get(0).getJsonNumber("conversationId")).json();
        assertEquals("FTP-DATA", row.getString("protocol"));
        assertEquals(1, row.getInt("extractedFileCount"));
        theFileListIsSearchedByNameAndStatus(mailId, ftp.getString("id"));
        assertEquals(204, api.delete("api/v1/files/" + mailId).status());
        assertEquals(204, api.delete("api/v1/files/" + ftp.getString("id")).status());
    }

    /**
     * The capture-wide list narrowed by each filter holds exactly the files of the whole list (checked above
     * against tshark) that the filter's rule lets through, in the same order.
     */
    private void theCaptureWideListIsFilteredAndPagedAsTheRuleSays(String id, List<JsonObject> all,
                                                                   Map<Long, JsonObject> rowsById) throws Exception {
        JsonObject png = all.stream().filter(i -> "PNG".equals(i.getString("fileType", null))).findFirst().orElseThrow();
        JsonObject largest = all.stream().max(java.util.Comparator.comparingLong(i -> i.getJsonNumber("size").longValue()))
                .orElseThrow();
        long size = largest.getJsonNumber("size").longValue();
        Map<String, java.util.function.Predicate<JsonObject>> cases = new java.util.LinkedHashMap<>();
        cases.put("?name=JQUERY", i -> i.getString("name").toLowerCase().contains("jquery"));
        cases.put("?type=png", i -> "PNG".equals(i.getString("fileType", null)));
        cases.put("?type=UNKNOWN,PNG", i -> i.getString("fileType", null) == null || "PNG".equals(i.getString("fileType", null)));
        cases.put("?minSize=" + size, i -> i.getJsonNumber("size").longValue() >= size);
        cases.put("?maxSize=2000", i -> i.getJsonNumber("size").longValue() <= 2000);
        cases.put("?name=.js&minSize=4000&maxSize=7000", i -> i.getString("name").contains(".js")
                && i.getJsonNumber("size").longValue() >= 4000 && i.getJsonNumber("size").longValue() <= 7000);
        cases.put("?sha256=" + png.getString("sha256").substring(0, 12).toUpperCase(),
                i -> i.getString("sha256").startsWith(png.getString("sha256").substring(0, 12)));
        // a conversation stands for its connection: the files of every row of its transport flow
        String pngConnection = Flows.of(rowsById.get(png.getJsonNumber("conversationId").longValue()));
        cases.put("?conversationId=" + png.getJsonNumber("conversationId"),
                i -> Flows.of(rowsById.get(i.getJsonNumber("conversationId").longValue())).equals(pngConnection));
        for (var c : cases.entrySet()) {
            List<Long> expected = all.stream().filter(c.getValue()).map(i -> i.getJsonNumber("id").longValue()).toList();
            assertFalse(expected.isEmpty(), c.getKey());
            assertEquals(expected, extracted(id, c.getKey()).stream().map(i -> i.getJsonNumber("id").longValue()).toList(),
                    c.getKey());
        }
        Api.Reply second = api.get("api/v1/files/" + id + "/extracted?page=2&size=10");
        assertEquals(200, second.status(), second.text());
        assertEquals(all.size(), second.json().getInt("total"));
        assertEquals((all.size() + 9) / 10, second.json().getInt("totalPages"));
        assertEquals(all.subList(10, Math.min(20, all.size())).stream().map(i -> i.getJsonNumber("id")).toList(),
                second.json().getJsonArray("items").stream().map(v -> v.asJsonObject().getJsonNumber("id")).toList());
        for (String bad : List.of("minSize=x", "minSize=5&maxSize=4", "sha256=xyz", "size=5", "maxSize=-1")) {
            assertEquals(400, api.get("api/v1/files/" + id + "/extracted?" + bad).status(), bad);
        }
    }

    /** The file list narrowed by a part of the name in any case and by status, over every file stored. */
    private void theFileListIsSearchedByNameAndStatus(String mailId, String ftpId) throws Exception {
        List<JsonObject> all = api.all("api/v1/files");
        java.util.function.Function<String, List<String>> ids = q -> {
            try {
                return api.all("api/v1/files?" + q).stream().map(f -> f.getString("id")).toList();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        };
        List<String> smtp = ids.apply("name=ZIP-ATTACH");
        assertTrue(smtp.contains(mailId) && !smtp.contains(ftpId), smtp.toString());
        assertEquals(all.stream().filter(f -> f.getString("name").toLowerCase().contains("zip-attach"))
                .map(f -> f.getString("id")).toList(), smtp, "every match, newest first as the whole list");
        assertEquals(all.stream().filter(f -> f.getString("status").equals("COMPLETED")).map(f -> f.getString("id")).toList(),
                ids.apply("status=COMPLETED"));
        assertEquals(all.stream().filter(f -> Set.of("FAILED", "QUEUED").contains(f.getString("status")))
                .map(f -> f.getString("id")).toList(), ids.apply("status=failed,QUEUED"));
        assertEquals(List.of(ftpId), ids.apply("name=ftp-anonymous&status=COMPLETED"));
        assertEquals(List.of(), ids.apply("name=ftp-anonymous&status=FAILED"));
        Api.Reply bad = api.get("api/v1/files?status=DONE");
        assertEquals(400, bad.status(), bad.text());
        assertTrue(bad.text().contains("DONE"), bad.text());
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
        Map<String, Long> perConnection = perConnection(items.stream().filter(ExtractionIT::attached).toList(), rows);
        rows.forEach((rowId, row) -> assertEquals(perConnection.getOrDefault(Flows.of(row), 0L).intValue(),
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
