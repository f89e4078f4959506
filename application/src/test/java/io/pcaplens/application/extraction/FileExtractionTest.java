package io.pcaplens.application.extraction;

import io.pcaplens.application.AnalysisThreads;
import io.pcaplens.application.Lanes;
import io.pcaplens.application.Settings;
import io.pcaplens.application.fakes.FakeMessageAttachments;
import io.pcaplens.application.fakes.FakeObjectExtraction.Carried;
import io.pcaplens.application.fakes.FakeObjectExtraction;
import io.pcaplens.application.fakes.InMemoryConversationRepository;
import io.pcaplens.application.fakes.InMemoryExtractedFileRepository;
import io.pcaplens.application.fakes.InMemoryPacketRepository;
import io.pcaplens.application.fakes.TempDirCaptureStore;
import io.pcaplens.application.fakes.TempDirExtractedFileStore;
import io.pcaplens.domain.capture.AnalysisOptions;
import io.pcaplens.domain.capture.AnalysisState;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureFindings;
import io.pcaplens.domain.capture.CaptureFormat;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.CaptureUpload;
import io.pcaplens.domain.capture.Progress;
import io.pcaplens.domain.capture.ToolOutcome;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.dissection.DissectedCapture;
import io.pcaplens.domain.dissection.DissectedSlice;
import io.pcaplens.domain.extraction.ExtractedFile;
import io.pcaplens.domain.extraction.ExtractedFileFilter;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.packet.UntimedFrames;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Executors;

import static io.pcaplens.application.fakes.Traffic.tcp;
import static io.pcaplens.application.fakes.Traffic.udp;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FileExtractionTest {

    private static final String PDF = "%PDF-1.4 a small report";
    private static final PacketRecord QUERY = udp(1, "10.0.0.1", 5353, "10.0.0.3", 53, "DNS");
    private static final PacketRecord SYN = tcp(2, "10.0.0.1", 5000, "10.0.0.2", 80, "TCP", "");
    private static final PacketRecord SYN_ACK = tcp(3, "10.0.0.2", 80, "10.0.0.1", 5000, "TCP", "");
    private static final PacketRecord REQUEST = tcp(4, "10.0.0.1", 5000, "10.0.0.2", 80, "HTTP", "474554");
    private static final PacketRecord RESPONSE = tcp(5, "10.0.0.2", 80, "10.0.0.1", 5000, "HTTP", "48545450");
    private static final PacketRecord ACK = tcp(6, "10.0.0.1", 5000, "10.0.0.2", 80, "TCP", "");
    private static final PacketRecord MAIL = tcp(7, "10.0.0.1", 5001, "10.0.0.4", 25, "IMF", "");

    @TempDir
    Path dir;
    private final CaptureId captureId = new CaptureId(UUID.randomUUID().toString());
    private final InMemoryPacketRepository packets = new InMemoryPacketRepository();
    private final InMemoryExtractedFileRepository files = new InMemoryExtractedFileRepository();
    private final FakeObjectExtraction objects = new FakeObjectExtraction();
    private final AnalysisThreads threads = new AnalysisThreads(Executors.defaultThreadFactory());
    private TempDirExtractedFileStore bytes;
    private FileExtraction extraction;

    @BeforeEach
    void setUp() throws Exception {
        TempDirCaptureStore store = new TempDirCaptureStore(dir.resolve("store"));
        Files.createDirectories(store.pathOf(captureId).getParent());
        Files.writeString(store.pathOf(captureId), "the stored capture");
        bytes = new TempDirExtractedFileStore(dir.resolve("extracted"));
        CandidateExport exports = new CandidateExport(objects, packets, objects, store);
        Settings settings = new Settings(1 << 20, false, 1, 2, 0, "signatures.yml");
        Lanes lanes = new Lanes(threads);
        extraction = new FileExtraction(new FramedExtraction(exports, settings, lanes, new FakeMessageAttachments()),
                new AssembledExtraction(exports), new ExtractedFileStorage(files, bytes), settings, lanes,
                new io.pcaplens.application.fakes.FakeStoreOutages());
    }

    @AfterEach
    void tearDown() {
        threads.stop();
    }

    private Capture capture(boolean extractFiles) {
        return new Capture(captureId, new CaptureUpload("t.pcap", 1, "sha", CaptureFormat.PCAP,
                new AnalysisOptions(false, extractFiles, false), Instant.now()),
                new AnalysisState(CaptureStatus.ANALYZING, null, new Progress(0, Progress.DISSECTING), null),
                CaptureFindings.NONE);
    }

    /** The packets stored under their rows, as an analysis leaves them before extracting files. */
    private List<ConversationRow> stored(PacketRecord... traffic) throws Exception {
        DissectedSlice slice = new DissectedSlice();
        Map<ConversationKey, Long> ids = new HashMap<>();
        packets.prepare(captureId);
        PacketRepository.Writer writer = packets.open(captureId);
        for (PacketRecord p : traffic) {
            writer.write(ids.computeIfAbsent(slice.add(p).key(), k -> 100L + ids.size()), p);
        }
        writer.close();
        return DissectedCapture.merge(List.of(slice.ended(traffic.length, null, UntimedFrames.NONE).numbered(ids::get)))
                .rows(captureId);
    }

    private static long rowOf(List<ConversationRow> rows, String protocol) {
        return rows.stream().filter(r -> r.labels().protocol().equals(protocol)).findFirst().orElseThrow().id().value();
    }

    private ToolOutcome extract(List<ConversationRow> rows, boolean asked) throws Exception {
        return extraction.finish(extraction.start(capture(asked), rows, rows.stream()
                .mapToLong(r -> r.traffic().packetCount()).sum(), Files.createDirectories(dir.resolve("work"))));
    }

    private static String sha256(String text) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                .digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aFileOfWebTrafficIsKeptWithItsDigestAndTypeAndTiedToTheRowOfItsFrameAndCountedOnItsConnection()
            throws Exception {
        List<ConversationRow> rows = stored(QUERY, SYN, SYN_ACK, REQUEST, RESPONSE, ACK);
        objects.carrying(new Carried("HTTP", 5, "report.pdf", PDF));

        ToolOutcome outcome = extract(rows, true);

        assertEquals(ToolOutcome.completed(), outcome);
        long http = rowOf(rows, "HTTP");
        ExtractedFile file = files.list(captureId, null).get(0);
        assertEquals(new ExtractedFile(file.id(), captureId, http, "HTTP", "report.pdf", PDF.length(), sha256(PDF),
                "PDF", 5L), file);
        assertEquals(PDF, Files.readString(bytes.pathOf(captureId, file.id())));
        assertEquals(Map.of(http, 1, rowOf(rows, "TCP"), 1), files.counts(captureId),
                "the handshake's row is of the same connection; the DNS row is not");
    }

    @Test
    void whenEveryPacketIsACandidateTheStoredCaptureIsReadItself() throws Exception {
        List<ConversationRow> rows = stored(SYN, SYN_ACK, REQUEST, RESPONSE, ACK);
        objects.carrying(new Carried("HTTP", 5, "report.pdf", PDF));

        extract(rows, true);

        assertEquals(5L, files.list(captureId, null).get(0).frameNumber());
        assertEquals(rowOf(rows, "HTTP"), files.list(captureId, null).get(0).conversationId());
        assertEquals(4, packets.framesRead(), "no copy: only the frames up to the carrier are read again");
    }

    @Test
    void theCarriersAreLookedForOnlyUpToTheLastFrameThatCarriedAnObject() throws Exception {
        List<ConversationRow> rows = stored(QUERY, SYN, SYN_ACK, REQUEST, RESPONSE, ACK);
        objects.carrying(new Carried("HTTP", 4, "form", "name=value"));

        extract(rows, true);

        assertEquals(4L, files.list(captureId, null).get(0).frameNumber());
        assertEquals(5 + 3, packets.framesRead(), "five candidate frames copied, then three read to find frame 4");
    }

    @Test
    void anObjectWithoutAFrameBelongsToTheOnlyFlowOfItsProtocol() throws Exception {
        List<ConversationRow> rows = stored(QUERY, SYN, SYN_ACK, REQUEST, RESPONSE, ACK);
        objects.carrying(new Carried("HTTP", 0, "body", "no frame named"));

        extract(rows, true);

        ExtractedFile file = files.list(captureId, null).get(0);
        assertEquals(rowOf(rows, "HTTP"), file.conversationId());
        assertEquals(null, file.frameNumber());
    }

    /** SMB2 between a client and three servers, one connection each, and a second connection to the first. */
    private static final PacketRecord[] SMB_PAIRS = {
            tcp(1, "10.0.0.1", 5000, "10.0.1.1", 445, "SMB2", ""), tcp(2, "10.0.0.1", 5001, "10.0.1.2", 445, "SMB2", ""),
            tcp(3, "10.0.0.1", 5002, "10.0.1.3", 445, "SMB2", ""), tcp(4, "10.0.0.1", 5003, "10.0.1.1", 445, "SMB2", "")};

    @Test
    void smbBetweenManyHostsIsReadOnceWhenItCarriesNoFile() throws Exception {
        extract(stored(SMB_PAIRS), true);

        assertEquals(1, objects.runs(), "one reading of the three pairs together, none apart");
        assertEquals(List.of(), files.list(captureId, null));
    }

    @Test
    void smbBetweenManyHostsIsReadApartOnlyWhereItsFilesWere() throws Exception {
        List<ConversationRow> rows = stored(SMB_PAIRS);
        objects.carrying(new Carried("SMB", 3, "plan.pdf", PDF));

        extract(rows, true);

        assertEquals(1 + 3, objects.runs(), "the three pairs together, then each apart: SMB has several flows");
        ExtractedFile file = files.list(captureId, null).get(0);
        assertEquals(rows.stream().filter(r -> List.of(r.identity().srcIp(), r.identity().dstIp()).contains("10.0.1.3")).findFirst().orElseThrow()
                .id().value(), file.conversationId(), "the third pair's only flow");
        assertEquals(1, files.list(captureId, null).size());
    }

    @Test
    void anExtractionNotAskedForIsSkippedAndNoFileOfAnEarlierRunIsLeft() throws Exception {
        List<ConversationRow> rows = stored(SYN, SYN_ACK, REQUEST, RESPONSE, ACK);
        objects.carrying(new Carried("HTTP", 5, "report.pdf", PDF));
        extract(rows, true);

        ToolOutcome outcome = extract(rows, false);

        assertEquals(ToolOutcome.skipped(), outcome);
        assertTrue(files.list(captureId, null).isEmpty());
        assertEquals(0, bytes.count(captureId));
        assertEquals(1, objects.runs(), "the extractor ran for the first run only");
    }

    @Test
    void aFailingExtractorFailsTheExtractionWithItsReasonAndLeavesNoFiles() throws Exception {
        List<ConversationRow> rows = stored(QUERY, SYN, SYN_ACK, REQUEST, RESPONSE, ACK);
        objects.carrying(new Carried("HTTP", 5, "report.pdf", PDF)).failsBecause("tshark could not be run: no tshark");

        ToolOutcome outcome = extract(rows, true);

        assertEquals(ToolOutcome.failed("tshark could not be run: no tshark"), outcome);
        assertTrue(files.list(captureId, null).isEmpty());
        assertEquals(Map.of(), files.counts(captureId), "every row's count is back to 0");
    }

    @Test
    @org.junit.jupiter.api.Timeout(30) // a cancellation that did not stop the export would wait for it forever
    void aCancelledExtractionStoresNothing() throws Exception {
        List<ConversationRow> rows = stored(QUERY, SYN, SYN_ACK, REQUEST, RESPONSE, ACK);
        // still exporting when it is cancelled, however fast the threads start
        objects.carrying(new Carried("HTTP", 5, "report.pdf", PDF)).hangsUntilStopped();
        FileExtraction.Job job = extraction.start(capture(true), rows, 6, Files.createDirectories(dir.resolve("work")));

        job.cancel();
        ToolOutcome outcome = extraction.finish(job);

        assertEquals(ToolOutcome.Status.FAILED, outcome.status());
        assertTrue(files.list(captureId, null).isEmpty());
        assertEquals(0, bytes.count(captureId));
    }

    @Test
    void theQueriesListAFilesRecordsAndFindItsBytes() throws Exception {
        List<ConversationRow> rows = stored(QUERY, SYN, SYN_ACK, REQUEST, RESPONSE, ACK);
        objects.carrying(new Carried("HTTP", 5, "report.pdf", PDF));
        extract(rows, true);
        InMemoryConversationRepository conversations = new InMemoryConversationRepository();
        conversations.addAll(rows);
        ExtractedFileQueries queries = new ExtractedFileQueries(files, bytes, conversations);

        ExtractedFile file = queries.list(captureId, rowOf(rows, "HTTP")).get(0);

        assertEquals(file, queries.find(captureId, file.id()).orElseThrow());
        assertEquals(PDF, Files.readString(queries.content(file)));
        assertEquals(List.of(file), queries.list(captureId, rowOf(rows, "TCP")), "a file of the row's connection");
        assertTrue(queries.list(captureId, rowOf(rows, "DNS")).isEmpty());
        assertEquals(List.of(file), queries.list(captureId, null));
    }

    @Test
    void eachAttachmentOfAnEmailIsAFileOfItsOwnBesideTheMessageOnItsFrameAndRow() throws Exception {
        List<ConversationRow> rows = stored(QUERY, SYN, SYN_ACK, REQUEST, RESPONSE, ACK, MAIL);
        String message = "Subject: two files\nattachment: a.zip=PK\u0003\u0004zip\nattachment: notes.txt=hello\n";
        objects.carrying(new Carried("IMF", 7, "two files.eml", message))
                .carrying(new Carried("HTTP", 5, "report.pdf", PDF));

        extract(rows, true);

        long mail = rowOf(rows, "IMF");
        List<ExtractedFile> all = files.list(captureId, null);
        assertEquals(List.of("report.pdf", "two files.eml", "a.zip", "notes.txt"),
                all.stream().map(ExtractedFile::name).toList());
        for (ExtractedFile f : all.subList(1, 4)) {
            assertEquals("IMF", f.protocol());
            assertEquals(mail, f.conversationId());
            assertEquals(7L, f.frameNumber());
        }
        assertEquals("ZIP", all.get(2).fileType());
        assertEquals(sha256("hello"), all.get(3).sha256());
        // counted on every row of the connection each file came from
        assertEquals(Map.of(rowOf(rows, "TCP"), 1, rowOf(rows, "HTTP"), 1, mail, 3), files.counts(captureId));
    }

    @Test
    void theCapturesFilesAreFilteredAndPagedInFrameOrder() throws Exception {
        List<ConversationRow> rows = stored(QUERY, SYN, SYN_ACK, REQUEST, RESPONSE, ACK, MAIL);
        objects.carrying(new Carried("HTTP", 5, "report.pdf", PDF))
                .carrying(new Carried("IMF", 7, "mail.eml", "attachment: a.zip=PK\u0003\u0004zip\n"));
        extract(rows, true);
        ExtractedFileQueries queries = new ExtractedFileQueries(files, bytes, new InMemoryConversationRepository());
        ExtractedFileFilter all = ExtractedFileFilter.ALL;

        assertEquals(List.of("report.pdf", "mail.eml"), names(queries.page(captureId, all, 1, 2).items()));
        assertEquals(List.of("a.zip"), names(queries.page(captureId, all, 2, 2).items()));
        assertEquals(3, queries.page(captureId, all, 2, 2).total());
        assertEquals(List.of("report.pdf"), names(queries.all(captureId, filter("REPORT", List.of(), null, null, null))));
        assertEquals(List.of("a.zip"), names(queries.all(captureId, filter(null, List.of("zip", "pe"), null, null, null))));
        assertEquals(List.of("mail.eml"), names(queries.all(captureId, filter(null, List.of("unknown"), null, null, null))));
        long pdfSize = PDF.length();
        assertEquals(List.of("report.pdf"), names(queries.all(captureId, filter(null, List.of(), pdfSize, pdfSize, null))));
        assertEquals(List.of("report.pdf"),
                names(queries.all(captureId, filter(null, List.of(), null, null, sha256(PDF).substring(0, 10).toUpperCase()))));
    }

    private static ExtractedFileFilter filter(String name, List<String> types, Long min, Long max, String sha256) {
        return new ExtractedFileFilter(name, types, min, max, sha256, null, java.util.Set.of());
    }

    private static List<String> names(List<ExtractedFile> files) {
        return files.stream().map(ExtractedFile::name).toList();
    }
}
