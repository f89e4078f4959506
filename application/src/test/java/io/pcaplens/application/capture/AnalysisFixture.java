package io.pcaplens.application.capture;

import io.pcaplens.application.AnalysisThreads;
import io.pcaplens.application.Lanes;
import io.pcaplens.application.Settings;
import io.pcaplens.application.conversation.PayloadSearch;
import io.pcaplens.application.extraction.AssembledExtraction;
import io.pcaplens.application.extraction.CandidateExport;
import io.pcaplens.application.extraction.ExtractedFileStorage;
import io.pcaplens.application.extraction.FileExtraction;
import io.pcaplens.application.extraction.FramedExtraction;
import io.pcaplens.application.fakes.FakeDissector;
import io.pcaplens.application.fakes.FakeMessageAttachments;
import io.pcaplens.application.fakes.FakeObjectExtraction;
import io.pcaplens.application.fakes.FakeSideTools;
import io.pcaplens.application.fakes.FixedRules;
import io.pcaplens.application.fakes.InMemoryCaptureRepository;
import io.pcaplens.application.fakes.InMemoryConversationRepository;
import io.pcaplens.application.fakes.InMemoryExtractedFileRepository;
import io.pcaplens.application.fakes.InMemoryHostRepository;
import io.pcaplens.application.fakes.InMemoryPacketRepository;
import io.pcaplens.application.fakes.InMemorySliceQueue;
import io.pcaplens.application.fakes.InMemorySliceResults;
import io.pcaplens.application.fakes.NowhereGeo;
import io.pcaplens.application.fakes.RecordingMetrics;
import io.pcaplens.application.fakes.TempDirCaptureStore;
import io.pcaplens.application.fakes.TempDirExtractedFileStore;
import io.pcaplens.application.host.GeoEnrichment;
import io.pcaplens.application.host.HostClassification;
import io.pcaplens.application.host.HostInventoryBuild;
import io.pcaplens.application.fakes.InMemoryHostInventory;
import io.pcaplens.application.host.HostClassifications;
import io.pcaplens.application.signature.RuleBook;
import io.pcaplens.application.signature.RuleEvaluation;
import io.pcaplens.domain.capture.AnalysisOptions;
import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureFormat;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.CaptureUpload;
import io.pcaplens.domain.capture.Progress;
import io.pcaplens.domain.dissection.port.DeepPacketInspector;
import io.pcaplens.domain.dissection.port.IntrusionDetector;
import io.pcaplens.domain.signature.SignatureRule;

import io.pcaplens.application.fakes.InMemoryFindingRepository;
import io.pcaplens.application.finding.FindingDetection;
import io.pcaplens.application.finding.FindingSettings;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Executors;

/**
 * The capture analysis on in-memory ports and fake tools: a test sets the tools up, uploads a capture and
 * analyses it, then looks at what each port was left with.
 */
final class AnalysisFixture implements AutoCloseable {

    final InMemoryCaptureRepository captures = new InMemoryCaptureRepository();
    final InMemoryConversationRepository conversations = new InMemoryConversationRepository();
    final InMemoryPacketRepository packets = new InMemoryPacketRepository();
    final InMemoryHostRepository hosts = new InMemoryHostRepository();
    final InMemoryExtractedFileRepository files = new InMemoryExtractedFileRepository();
    final InMemoryFindingRepository findings = new InMemoryFindingRepository();
    final InMemoryHostInventory inventory = new InMemoryHostInventory(conversations);
    final TempDirCaptureStore store;
    final TempDirExtractedFileStore bytes;
    final FakeObjectExtraction objects = new FakeObjectExtraction();
    final AnalysisThreads threads = new AnalysisThreads(Executors.defaultThreadFactory());
    final RecordingMetrics metrics = new RecordingMetrics();
    final InMemorySliceQueue slices = new InMemorySliceQueue();
    final InMemorySliceResults saved = new InMemorySliceResults();
    FakeDissector dissector = new FakeDissector();
    DeepPacketInspector inspector = FakeSideTools.inspector(List.of());
    IntrusionDetector detector = FakeSideTools.detector(List.of());
    SignatureRule[] rules = {};

    AnalysisFixture(Path dir) {
        store = new TempDirCaptureStore(dir.resolve("store"));
        bytes = new TempDirExtractedFileStore(dir.resolve("extracted"));
    }

    /** Two dissectors side by side, as on a machine of two cores. */
    static Settings settings() {
        return new Settings(1 << 20, false, 1, 2, 0, "signatures.yml");
    }

    CaptureAnalysis analysis() {
        Settings settings = settings();
        HostClassification classification = HostClassifications.on(hosts, conversations);
        NowhereGeo nowhere = new NowhereGeo();
        CandidateExport exports = new CandidateExport(objects, packets, objects, store);
        Lanes lanes = new Lanes(threads);
        FileExtraction extraction = new FileExtraction(
                new FramedExtraction(exports, settings, lanes, new FakeMessageAttachments()),
                new AssembledExtraction(exports), new ExtractedFileStorage(files, bytes), settings, lanes,
                new io.pcaplens.application.fakes.FakeStoreOutages());
        PayloadSearch payloadSearch = new PayloadSearch(packets, null, store);
        AnalysisResults results = new AnalysisResults(conversations, packets, classification, extraction, payloadSearch);
        ResultReplacement replacement = new ResultReplacement(new io.pcaplens.application.fakes.NoReanalyses(), bytes,
                payloadSearch);
        return new CaptureAnalysis(captures, store, results,
                new SliceDissection(dissector, packets, slices, saved, sliceWork(), settings, lanes),
                new SideTools(inspector, detector, threads),
                new CaptureEnrichment(new GeoEnrichment(nowhere, nowhere, nowhere), classification),
                new RuleEvaluation(new RuleBook(new FixedRules(rules)), conversations, packets, captures,
                        classification),
                extraction, threads, lanes, metrics, replacement,
                new VerdictRecording(captures, results, replacement,
                        new io.pcaplens.application.fakes.FakeStoreOutages()),
                new FindingDetection(conversations, findings, FindingSettings.defaults()),
                new HostInventoryBuild(inventory, new io.pcaplens.application.fakes.FakeStoreOutages()));
    }

    /** How this instance, or another one sharing the same queue and store, reads slices. */
    SliceWork sliceWork() {
        return new SliceWork(dissector, packets, conversations, slices, saved, settings(), threads, new Lanes(threads),
                new RuleBook(new FixedRules(rules)));
    }

    /** A capture waiting for analysis, with the options given; its file's bytes mean nothing to the fakes. */
    CaptureId upload(AnalysisOptions options) throws IOException {
        CaptureId id = new CaptureId(UUID.randomUUID().toString());
        Files.createDirectories(store.pathOf(id).getParent());
        Files.writeString(store.pathOf(id), "capture " + id);
        captures.add(queued(id, options));
        return id;
    }

    /** The record of a capture waiting for analysis. */
    static Capture queued(CaptureId id, AnalysisOptions options) {
        return Capture.uploaded(id, new CaptureUpload("test.pcap", 100, "sha-" + id, CaptureFormat.PCAP, options,
                Instant.now()));
    }

    /** Uploads a capture with DPI on, file extraction and IDS off. */
    CaptureId upload() throws IOException {
        return upload(new AnalysisOptions(true, false, false));
    }

    /** Analyses the next queued capture and returns the given capture as it was left. */
    Capture analyse(CaptureId id) {
        analysis().runNext("worker");
        return captures.find(id).orElseThrow();
    }

    @Override
    public void close() {
        threads.stop();
    }
}
