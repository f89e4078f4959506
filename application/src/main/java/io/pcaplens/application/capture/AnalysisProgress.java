package io.pcaplens.application.capture;

import io.pcaplens.application.AnalysisThreads;
import io.pcaplens.application.signature.RuleEvaluation;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.DiskFull;
import io.pcaplens.domain.capture.Progress;
import io.pcaplens.domain.capture.port.CaptureRepository;
import io.pcaplens.domain.capture.port.CaptureStore;
import io.pcaplens.domain.dissection.port.CaptureSlice;

import java.time.Duration;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongConsumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The progress of one analysis and the time each of its stages took. The progress is recorded every
 * {@link #BEAT_MILLIS}, which is also the heartbeat that tells other workers the capture is still being
 * analysed; the stage times end up in the log line of the analysis. The analysis is stopped where it is when its
 * capture was deleted, or when the space where captures are kept falls below what the service keeps free
 * (looked at with each beat and at the end of each stage), so a full disk ends it as FAILED "disk full" rather
 * than in whichever write fails first.
 */
final class AnalysisProgress implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(AnalysisProgress.class.getName());
    /** How often a running analysis records its progress, which is also its heartbeat. */
    static final long BEAT_MILLIS = 2_000;
    /** Dissection ends at this share; what remains is storing and indexing. */
    private static final int DISSECTED_PERCENT = 99;

    /** The stages of an analysis, in their order; each ends when the next begins. */
    enum Stage { PREPARING, SLICING, DISSECTING, CONVERSATIONS, RULES, INDEXING, FINDINGS, HOSTS, FILE_EXTRACTION }

    private final AtomicReference<Progress> current = new AtomicReference<>(new Progress(0, Progress.DISSECTING));
    private final Map<Stage, Long> nanos = new EnumMap<>(Stage.class);
    private final ScheduledExecutorService beat;
    private final CaptureId captureId;
    /** Set by the heartbeat when the capture's record is gone: it was deleted during the analysis. */
    private volatile boolean deleted;
    /** Set by the heartbeat when the disk is full. */
    private volatile DiskFull full;
    private final CaptureStore store;
    private final long started = System.nanoTime();
    private long lapStart = started;

    private AnalysisProgress(CaptureId captureId, CaptureRepository captures, CaptureStore store,
                             AnalysisThreads threads) {
        this.captureId = captureId;
        this.store = store;
        // the first beat is taken here, before any work: a timer thread started late would miss the start
        record(captureId, captures);
        beat = threads.timer();
        beat.scheduleWithFixedDelay(() -> record(captureId, captures), BEAT_MILLIS, BEAT_MILLIS,
                TimeUnit.MILLISECONDS);
    }

    /** Starts the clock and the heartbeat of an analysis of the capture. */
    static AnalysisProgress start(CaptureId captureId, CaptureRepository captures, CaptureStore store,
                                  AnalysisThreads threads) {
        return new AnalysisProgress(captureId, captures, store, threads);
    }

    /** The stage has ended: its time is taken, and the next one starts now. */
    void ended(Stage stage) {
        stopIfDeleted();
        full = spaceLeft();
        stopIfFull();
        long now = System.nanoTime();
        nanos.put(stage, now - lapStart);
        lapStart = now;
        if (stage == Stage.DISSECTING) {
            current.set(new Progress(DISSECTED_PERCENT, Progress.INDEXING));
        }
    }

    /**
     * The slices are about to be read: the progress is the share of their bytes read so far.
     *
     * @return for each slice, in the list's order, what takes the count of its bytes read so far
     */
    List<LongConsumer> reading(List<CaptureSlice> slices) {
        SliceBytes bytes = new SliceBytes(slices);
        return slices.stream().<LongConsumer>map(s -> read -> {
            stopIfDeleted();
            stopIfFull();
            current.set(bytes.read(s.index(), read));
        }).toList();
    }

    /** Whether the heartbeat found the capture deleted. */
    boolean deleted() {
        return deleted;
    }

    /** Ends the analysis where it is when its capture was deleted meanwhile. */
    void stopIfDeleted() {
        if (deleted) {
            throw new CaptureDeleted(captureId);
        }
    }

    private void stopIfFull() {
        DiskFull now = full;
        if (now != null) {
            throw now;
        }
    }

    /** A disk-full failure when the space where captures are kept is below what the service keeps free. */
    private DiskFull spaceLeft() {
        CaptureStore.StorageSpace space = store.space();
        return space.fits(0) ? null : new DiskFull(space.freeBytes(), space.minimumFreeBytes());
    }

    /** The time since the analysis started. */
    Duration elapsed() {
        return Duration.ofNanos(System.nanoTime() - started);
    }

    /** What the next heartbeat records. */
    Progress now() {
        return current.get();
    }

    private void record(CaptureId captureId, CaptureRepository captures) {
        try {
            full = spaceLeft();
            if (!captures.progress(captureId, current.get())) {
                deleted = true;
            }
        } catch (RuntimeException e) {
            LOG.log(Level.FINE, "capture " + captureId + ": progress update failed", e);
        }
    }

    /** What the log says of a finished analysis: its counts and how long each stage took. */
    String summary(CaptureId captureId, long packets, int conversations, int slices, RuleEvaluation.Outcome rules) {
        return String.format("capture %s: %d packets, %d conversations in %d slices; slicing %d ms,"
                        + " dissecting %d ms, conversations %d ms; %d custom rules fired on %d conversations and set"
                        + " %d device types in %d ms, indexing done %d ms later; findings %d ms;"
                        + " host inventory %d ms; file extraction %d ms", captureId,
                packets, conversations, slices, millis(Stage.SLICING), millis(Stage.DISSECTING),
                millis(Stage.CONVERSATIONS), rules.ruleCount(), rules.matchedConversations(),
                rules.deviceOverrides().size(), millis(Stage.RULES), millis(Stage.INDEXING),
                millis(Stage.FINDINGS), millis(Stage.HOSTS), millis(Stage.FILE_EXTRACTION));
    }

    private long millis(Stage stage) {
        return nanos.getOrDefault(stage, 0L) / 1_000_000;
    }

    /** Stops the heartbeat. */
    @Override
    public void close() {
        beat.shutdownNow();
    }

    /** Bytes read of each slice, which slices report from their own threads. */
    private static final class SliceBytes {
        /** Reading never shows more than this: what follows it takes time too. */
        private static final int MAX_READING_PERCENT = 98;
        private final AtomicLongArray read;
        private final long total;

        SliceBytes(List<CaptureSlice> slices) {
            read = new AtomicLongArray(slices.size());
            total = Math.max(1, slices.stream().mapToLong(CaptureSlice::bytes).sum());
        }

        Progress read(int slice, long bytes) {
            read.set(slice, bytes);
            long sum = 0;
            for (int i = 0; i < read.length(); i++) {
                sum += read.get(i);
            }
            return new Progress((int) Math.min(MAX_READING_PERCENT, sum * 100 / total), Progress.DISSECTING);
        }
    }
}
