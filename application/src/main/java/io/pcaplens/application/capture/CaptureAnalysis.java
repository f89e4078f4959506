package io.pcaplens.application.capture;

import io.pcaplens.application.Futures;
import io.pcaplens.application.Settings;
import io.pcaplens.application.conversation.ConversationIds;
import io.pcaplens.application.conversation.FlowEnrichment;
import io.pcaplens.application.extraction.FileExtraction;
import io.pcaplens.application.host.GeoEnrichment;
import io.pcaplens.application.host.HostClassification;
import io.pcaplens.application.signature.RuleEvaluation;

import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.Progress;
import io.pcaplens.domain.capture.ToolOutcome;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.port.DeepPacketInspector;
import io.pcaplens.domain.port.IntrusionDetector;
import io.pcaplens.domain.flow.IdsAlert;
import io.pcaplens.domain.conversation.Conversation;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.ConversationTable;
import io.pcaplens.domain.host.HostTable;
import io.pcaplens.domain.packet.PacketRecord;
import io.pcaplens.domain.port.CaptureRepository;
import io.pcaplens.domain.port.CaptureSlice;
import io.pcaplens.domain.port.CaptureStore;
import io.pcaplens.domain.port.ConversationRepository;
import io.pcaplens.domain.port.DissectionException;
import io.pcaplens.domain.port.PacketDissector;
import io.pcaplens.domain.port.PacketDissector.DissectionOutcome;
import io.pcaplens.domain.port.PacketRepository;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedThreadFactory;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The analysis of one capture, run as a durable job: claim it, read it in slices side by side, write
 * packets as they come, then store the merged conversations and mark it COMPLETED or FAILED.
 *
 * <p>A claimed capture is first cleared of whatever an interrupted earlier run left, so running a job
 * again gives the same result as running it once.
 */
@ApplicationScoped
public class CaptureAnalysis {

    private static final Logger LOG = Logger.getLogger(CaptureAnalysis.class.getName());
    /** How often a running analysis records its progress, which is also its heartbeat. */
    static final long BEAT_MILLIS = 2_000;
    /** Transports of IP traffic, which DPI classifies. */
    private static final java.util.Set<String> IP_TRANSPORTS = java.util.Set.of("TCP", "UDP", "ICMP", "ICMPV6", "IP");
    /** A claimed capture whose heartbeat is older than this belongs to a worker that died. */
    public static final long STALE_AFTER_MILLIS = 20_000;

    @Inject
    CaptureRepository captures;
    @Inject
    ConversationRepository conversations;
    @Inject
    PacketRepository packets;
    @Inject
    CaptureStore store;
    @Inject
    PacketDissector dissector;
    @Inject
    DeepPacketInspector inspector;
    @Inject
    IntrusionDetector detector;
    @Inject
    Settings settings;
    @Inject
    HostClassification hostClassification;
    @Inject
    RuleEvaluation ruleEvaluation;
    @Inject
    GeoEnrichment geo;
    @Inject
    FileExtraction extraction;
    @Resource
    ManagedThreadFactory threads;

    /** Runs the tools that read a capture beside the dissector; they are light, one thread is enough. */
    private ExecutorService sideTasks;

    @jakarta.annotation.PostConstruct
    void start() {
        sideTasks = Executors.newCachedThreadPool(threads);
    }

    @jakarta.annotation.PreDestroy
    void stop() {
        sideTasks.shutdownNow();
    }

    /** Analyses the next waiting capture, if any; returns whether there was one. */
    public boolean runNext(String workerId) {
        Capture capture = captures.claimNext(workerId, STALE_AFTER_MILLIS).orElse(null);
        if (capture == null) {
            return false;
        }
        analyse(capture);
        return true;
    }

    private void analyse(Capture capture) {
        String id = capture.id();
        AtomicReference<Progress> progress = new AtomicReference<>(new Progress(0, Progress.DISSECTING));
        ScheduledExecutorService beat = Executors.newSingleThreadScheduledExecutor(threads);
        beat.scheduleWithFixedDelay(() -> beat(id, progress.get()), 0, BEAT_MILLIS, TimeUnit.MILLISECONDS);
        Path work = null;
        Future<FileExtraction.Exports> files = null;
        try {
            conversations.deleteByCapture(id);
            hostClassification.deleteByCapture(id);
            packets.prepare(id);
            work = store.workDirectory(id);
            long t0 = System.nanoTime();
            Path file = store.pathOf(id);
            // DPI reads the capture far faster than the dissector, on a thread of its own beside it
            Path dpiWork = java.nio.file.Files.createDirectories(work.resolve("dpi"));
            Future<List<FlowFacts>> dpi = capture.options().enableDpi()
                    ? sideTasks.submit(() -> inspector.inspect(file, dpiWork)) : null;
            Path idsWork = java.nio.file.Files.createDirectories(work.resolve("ids"));
            Future<List<IdsAlert>> ids = capture.options().enableIds()
                    ? sideTasks.submit(() -> detector.detect(file, idsWork)) : null;
            List<CaptureSlice> slices = dissector.slice(file, work, settings.parallelism());
            long t1 = System.nanoTime();
            Result result = dissect(id, slices, progress);
            long t2 = System.nanoTime();
            progress.set(new Progress(99, Progress.INDEXING));
            Map<String, ToolOutcome> tools = new LinkedHashMap<>();
            tools.put("tshark", ToolOutcome.completed());
            List<ConversationRow> dissected = result.rows(id);
            boolean ipTraffic = dissected.stream().anyMatch(r -> IP_TRANSPORTS.contains(r.transport()));
            List<ConversationRow> classified = FlowEnrichment.attach(dissected, dpiFacts(dpi, ipTraffic, tools),
                    capture.options().enableDpi());
            HostClassification.Classified hosts = hostClassification.classify(result.hosts,
                    geo.attach(idsAlerts(ids, classified, tools)));
            List<ConversationRow> rows = hosts.rows();
            // the packets are written: file extraction reads them while the rows are stored and indexed
            files = extraction.start(capture, rows, result.packets, Files.createDirectories(work.resolve("files")));
            conversations.addAll(rows);
            hostClassification.store(id, hosts);
            long t3 = System.nanoTime();
            // the index is for later reads; the rule pass reads each payload once anyway, so the two run side by side
            Future<?> indexing = sideTasks.submit(() -> packets.finish(id));
            // the custom rules read stored rows and payloads; their device types are for the classifier
            RuleEvaluation.Outcome ruleOutcome = ruleEvaluation.apply(id);
            long t4 = System.nanoTime();
            Futures.result(indexing);
            long t5 = System.nanoTime();
            tools.put(FileExtraction.TOOL, extraction.finish(capture, files, rows));
            long t6 = System.nanoTime();
            LOG.info(() -> String.format("capture %s: %d packets, %d conversations in %d slices; slicing %d ms,"
                            + " dissecting %d ms, conversations %d ms; %d custom rules fired on %d conversations and set"
                            + " %d device types in %d ms, indexing done %d ms later; file extraction %d ms", id,
                    result.packets, rows.size(), slices.size(), (t1 - t0) / 1_000_000, (t2 - t1) / 1_000_000,
                    (t3 - t2) / 1_000_000, ruleOutcome.ruleCount(), ruleOutcome.matchedConversations(),
                    ruleOutcome.deviceOverrides().size(), (t4 - t3) / 1_000_000, (t5 - t4) / 1_000_000,
                    (t6 - t5) / 1_000_000));
            Long start = rows.stream().map(ConversationRow::startNanos).min(Long::compare).orElse(null);
            Long end = rows.stream().map(ConversationRow::endNanos).max(Long::compare).orElse(null);
            if (result.truncation != null && result.packets == 0) {
                throw new DissectionException(result.truncation);
            }
            if (result.truncation != null) {
                captures.finish(id, CaptureStatus.FAILED, result.truncation + " The " + result.packets
                                + " packets before that point were analysed and their conversations are kept.",
                        start, end, result.packets, rows.size(), tools);
            } else {
                captures.finish(id, CaptureStatus.COMPLETED, null, start, end, result.packets, rows.size(), tools);
            }
        } catch (Exception e) {
            if (files != null) {
                // before the files are cleared: a running export would otherwise store some afterwards
                files.cancel(true);
            }
            String reason = e instanceof DissectionException ? e.getMessage()
                    : "analysis failed: " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
            LOG.log(Level.WARNING, "analysis of capture " + id + " failed", e);
            clear(id);
            captures.fail(id, reason);
        } finally {
            beat.shutdownNow();
            if (files != null) {
                files.cancel(true);
            }
            if (work != null) {
                deleteWorkQuietly(id);
            }
        }
    }

    /**
     * The DPI result, or none: a failing or missing inspector never fails the analysis, its outcome says
     * what happened. nDPI sees IP flows only, so nothing at all from a capture with IP traffic means it
     * could not read it.
     */
    private static List<FlowFacts> dpiFacts(Future<List<FlowFacts>> dpi, boolean ipTraffic,
                                            Map<String, ToolOutcome> tools) throws InterruptedException {
        List<FlowFacts> facts = sideResult(dpi, "ndpiReader", tools).orElse(List.of());
        if (dpi != null && facts.isEmpty() && ipTraffic
                && tools.get("ndpiReader").status() == ToolOutcome.Status.COMPLETED) {
            tools.put("ndpiReader", ToolOutcome.failed("ndpiReader reported no flows although the capture has IP"
                    + " traffic (a link type it does not read, such as 802.11 radiotap)"));
        }
        return facts;
    }

    /** Rows with their IDS alerts; without IDS (not enabled, or failed) they carry none at all. */
    private static List<ConversationRow> idsAlerts(Future<List<IdsAlert>> ids, List<ConversationRow> rows,
                                                   Map<String, ToolOutcome> tools) throws InterruptedException {
        return sideResult(ids, "suricata", tools).map(alerts -> FlowEnrichment.attachAlerts(rows, alerts)).orElse(rows);
    }

    /**
     * The result of a tool that ran beside the dissector, with its outcome recorded: SKIPPED when it was not
     * asked to run, FAILED with the tool's own words, else COMPLETED.
     */
    private static <T> java.util.Optional<T> sideResult(Future<T> task, String tool, Map<String, ToolOutcome> tools)
            throws InterruptedException {
        if (task == null) {
            tools.put(tool, ToolOutcome.skipped());
            return java.util.Optional.empty();
        }
        try {
            T result = task.get();
            tools.put(tool, ToolOutcome.completed());
            return java.util.Optional.of(result);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            boolean explained = cause instanceof DeepPacketInspector.InspectionException
                    || cause instanceof IntrusionDetector.DetectionException;
            String reason = explained ? cause.getMessage() : tool + " failed: " + cause;
            LOG.log(Level.WARNING, tool + " failed: " + reason, cause);
            tools.put(tool, ToolOutcome.failed(reason));
            return java.util.Optional.empty();
        }
    }

    private void beat(String id, Progress progress) {
        try {
            captures.progress(id, progress);
        } catch (RuntimeException e) {
            LOG.log(Level.FINE, "progress update failed", e);
        }
    }

    /** What all slices found together. */
    private static final class Result {
        final ConversationTable table;
        final HostTable hosts;
        final ConversationIds ids;
        final long packets;
        final String truncation;

        Result(ConversationTable table, HostTable hosts, ConversationIds ids, long packets, String truncation) {
            this.table = table;
            this.hosts = hosts;
            this.ids = ids;
            this.packets = packets;
            this.truncation = truncation;
        }

        List<ConversationRow> rows(String captureId) {
            List<ConversationRow> rows = new ArrayList<>(table.size());
            for (Conversation c : table.conversations()) {
                rows.add(c.toRow(ids.idOf(c.key()), captureId));
            }
            rows.sort(Comparator.comparingLong(ConversationRow::firstFrame));
            return rows;
        }
    }

    private record SliceResult(ConversationTable table, HostTable hosts, DissectionOutcome outcome) {
    }

    private Result dissect(String id, List<CaptureSlice> slices, AtomicReference<Progress> progress)
            throws Exception {
        ConversationIds ids = new ConversationIds(conversations);
        long totalBytes = Math.max(1, slices.stream().mapToLong(CaptureSlice::bytes).sum());
        AtomicLongArray read = new AtomicLongArray(slices.size());
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(slices.size(), settings.parallelism()), threads);
        try {
            List<Future<SliceResult>> futures = new ArrayList<>();
            for (CaptureSlice slice : slices) {
                futures.add(pool.submit(() -> dissectSlice(id, slice, ids, bytes -> {
                    read.set(slice.index(), bytes);
                    long sum = 0;
                    for (int i = 0; i < read.length(); i++) {
                        sum += read.get(i);
                    }
                    progress.set(new Progress((int) Math.min(98, sum * 100 / totalBytes), Progress.DISSECTING));
                })));
            }
            ConversationTable merged = new ConversationTable();
            HostTable hosts = new HostTable();
            long packetCount = 0;
            String truncation = null;
            for (Future<SliceResult> f : futures) {
                SliceResult r = Futures.result(f);
                merged.absorb(r.table());
                hosts.absorb(r.hosts());
                packetCount += r.outcome().packets();
                if (truncation == null) {
                    truncation = r.outcome().truncation();
                }
            }
            return new Result(merged, hosts, ids, packetCount, truncation);
        } finally {
            pool.shutdownNow();
        }
    }

    private SliceResult dissectSlice(String id, CaptureSlice slice, ConversationIds ids,
                                     java.util.function.LongConsumer bytesRead) throws Exception {
        ConversationTable table = new ConversationTable();
        HostTable hosts = new HostTable();
        PacketRepository.Writer writer = packets.open(id);
        try {
            DissectionOutcome outcome = dissector.dissect(slice, (PacketRecord p) -> {
                Conversation c = table.add(p);
                hosts.add(p);
                writer.write(ids.idOf(c.key()), p);
            }, bytesRead);
            writer.close();
            return new SliceResult(table, hosts, outcome);
        } catch (Exception e) {
            writer.abort();
            throw e;
        } finally {
            if (slice.temporary()) {
                Files.deleteIfExists(slice.file());
            }
        }
    }

    private void clear(String id) {
        try {
            conversations.deleteByCapture(id);
            hostClassification.deleteByCapture(id);
            packets.drop(id);
            extraction.clear(id);
        } catch (RuntimeException | IOException e) {
            LOG.log(Level.WARNING, "could not clear the partial results of capture " + id, e);
        }
    }

    private void deleteWorkQuietly(String id) {
        try {
            store.deleteWorkDirectory(id);
        } catch (IOException e) {
            LOG.log(Level.FINE, "could not delete the work directory of capture " + id, e);
        }
    }
}
