package io.pcaplens.application.capture;

import io.pcaplens.application.AnalysisThreads;
import io.pcaplens.application.Futures;
import io.pcaplens.application.Settings;
import io.pcaplens.application.conversation.ConversationIds;
import io.pcaplens.application.signature.RuleBook;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.conversation.port.ConversationRepository;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.dissection.DissectedSlice;
import io.pcaplens.domain.dissection.port.CaptureSlice;
import io.pcaplens.domain.dissection.port.PacketDissector.DissectionOutcome;
import io.pcaplens.domain.dissection.port.PacketDissector;
import io.pcaplens.domain.dissection.port.SliceQueue.Claim;
import io.pcaplens.domain.dissection.port.SliceQueue;
import io.pcaplens.domain.dissection.port.SliceResults;
import io.pcaplens.domain.signature.PayloadLookout;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Reads claimed slices of captures: the slices of the capture an instance analyses, and those of captures other
 * instances analyse, which its idle workers help with. A slice's packets are written under ids its instance
 * hands out (one numbering per capture and instance, so that slices read on one instance agree), and what it
 * found is saved for the merging instance unless that instance read it itself.
 */
@ApplicationScoped
public class SliceWork {

    private static final Logger LOG = Logger.getLogger(SliceWork.class.getName());
    /** How often a slice's reader beats; a claim without a beat for {@link #STALE_AFTER_MILLIS} is taken over. */
    static final long BEAT_MILLIS = 2_000;
    static final long STALE_AFTER_MILLIS = CaptureAnalysis.STALE_AFTER_MILLIS;

    private PacketDissector dissector;
    private PacketRepository packets;
    private ConversationRepository conversations;
    private SliceQueue queue;
    private SliceResults results;
    private Settings settings;
    private AnalysisThreads threads;
    private RuleBook rules;
    private final Map<CaptureId, Numbering> numberings = new ConcurrentHashMap<>();

    /** For the container's proxy. */
    protected SliceWork() {
    }

    @Inject
    public SliceWork(PacketDissector dissector, PacketRepository packets, ConversationRepository conversations,
                     SliceQueue queue, SliceResults results, Settings settings, AnalysisThreads threads,
                     RuleBook rules) {
        this.dissector = dissector;
        this.packets = packets;
        this.conversations = conversations;
        this.queue = queue;
        this.results = results;
        this.settings = settings;
        this.threads = threads;
        this.rules = rules;
    }

    /**
     * Helps with another instance's capture: claims a waiting slice of any capture and, with as many readers as
     * this instance reads side by side, the capture's other waiting slices.
     *
     * @return whether there was a slice to read
     */
    public boolean helpNext(String workerId) {
        Claim first = queue.claim(null, workerId, STALE_AFTER_MILLIS).orElse(null);
        if (first == null) {
            return false;
        }
        CaptureId captureId = first.captureId();
        ConversationIds ids = numbering(captureId);
        ExecutorService pool = threads.pool(settings.parallelism());
        try {
            List<Future<Void>> readers = new ArrayList<>();
            readers.add(pool.submit(() -> {
                saveAfterReading(first, ids);
                readWaiting(captureId, workerId, ids);
                return null;
            }));
            for (int i = 1; i < settings.parallelism(); i++) {
                readers.add(pool.submit(() -> {
                    readWaiting(captureId, workerId, ids);
                    return null;
                }));
            }
            for (Future<Void> reader : readers) {
                awaitReader(captureId, reader);
            }
        } finally {
            pool.shutdownNow();
            release(captureId);
        }
        return true;
    }

    private void readWaiting(CaptureId captureId, String workerId, ConversationIds ids)
            throws ToolFailure, IOException {
        Optional<Claim> claim;
        while ((claim = queue.claim(captureId, workerId, STALE_AFTER_MILLIS)).isPresent()) {
            saveAfterReading(claim.get(), ids);
        }
    }

    private void saveAfterReading(Claim claim, ConversationIds ids) throws ToolFailure, IOException {
        read(claim, ids, bytes -> { }, true);
    }

    /** A failed slice is the merging instance's to report: here it is logged. */
    private static void awaitReader(CaptureId captureId, Future<Void> reader) {
        try {
            Futures.result(reader);
        } catch (ToolFailure | IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "capture " + captureId + ": a slice read for another instance failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Reads a claimed slice to its end and marks it done.
     *
     * @param save whether to save what it found for another instance's merge
     * @return what the slice showed, or nothing when the claim was lost to another reader meanwhile
     */
    Optional<DissectedSlice> read(Claim claim, ConversationIds ids, LongConsumer bytesRead, boolean save)
            throws ToolFailure, IOException {
        CaptureSlice slice = claim.slice();
        LOG.info(() -> "capture " + claim.captureId() + ": slice " + slice.index() + " claimed by worker "
                + claim.workerId() + (claim.attempt() > 1 ? " (attempt " + claim.attempt() + ")" : ""));
        if (claim.attempt() > 1) {
            // a reader that stopped between storing its packets and marking the slice done left them
            packets.dropFrames(claim.captureId(), slice.firstFrame(), claim.endFrame());
        }
        Beat beat = new Beat(claim);
        try {
            // beats once more before the packets are committed, so that no one takes the slice over meanwhile
            Optional<DissectedSlice> found = written(claim.captureId(), slice, ids, beat.counting(bytesRead),
                    beat::held);
            if (found.isEmpty()) {
                return found;
            }
            if (save) {
                results.save(claim, found.get());
            }
            if (!queue.done(claim, found.get().packets())) {
                return Optional.empty();
            }
            if (slice.temporary()) {
                Files.deleteIfExists(slice.file());
            }
            return found;
        } catch (ToolFailure | IOException | RuntimeException e) {
            queue.failed(claim, e.getMessage() == null ? e.toString() : e.getMessage());
            throw e;
        } finally {
            beat.stop();
        }
    }

    /** A capture read in one piece is no work item of its own: its packets are written as they come. */
    DissectedSlice readWhole(CaptureId captureId, CaptureSlice slice, LongConsumer bytesRead)
            throws ToolFailure, IOException {
        ConversationIds ids = numbering(captureId);
        try {
            return written(captureId, slice, ids, bytesRead, () -> true).orElseThrow();
        } finally {
            release(captureId);
        }
    }

    /**
     * Reads the slice and writes its packets under the numbering, committed once read if {@code commit} still
     * holds then; otherwise, or when reading fails, none of them is kept.
     *
     * @return what the slice showed, or nothing when its packets were not committed
     */
    private Optional<DissectedSlice> written(CaptureId captureId, CaptureSlice slice, ConversationIds ids,
                                             LongConsumer bytesRead, BooleanSupplier commit)
            throws ToolFailure, IOException {
        // the rules' payload patterns are looked for as the packets pass, not read back after the load
        DissectedSlice found = new DissectedSlice(PayloadLookout.of(rules.rules()));
        PacketRepository.Writer writer = packets.open(captureId);
        try {
            DissectionOutcome outcome = dissector.dissect(slice,
                    packet -> writer.write(ids.idOf(found.add(packet).key()), packet), bytesRead);
            if (!commit.getAsBoolean()) {
                writer.abort();
                return Optional.empty();
            }
            writer.close();
            return Optional.of(found.ended(outcome.packets(), outcome.truncation(), outcome.untimed())
                    .numbered(ids::idOf));
        } catch (ToolFailure | IOException | RuntimeException e) {
            writer.abort();
            throw e;
        }
    }

    /** The numbering of the capture's conversations on this instance, shared by its readers of the capture. */
    ConversationIds numbering(CaptureId captureId) {
        return numberings.compute(captureId, (id, n) -> n == null ? new Numbering(new ConversationIds(conversations))
                : n.joined()).ids();
    }

    /** A reader of the capture is done with its numbering; the last one lets it go. */
    void release(CaptureId captureId) {
        numberings.computeIfPresent(captureId, (id, n) -> n.left());
    }

    /** A numbering and how many readers on this instance use it. */
    private record Numbering(ConversationIds ids, int readers) {
        Numbering(ConversationIds ids) {
            this(ids, 1);
        }

        Numbering joined() {
            return new Numbering(ids, readers + 1);
        }

        Numbering left() {
            return readers == 1 ? null : new Numbering(ids, readers - 1);
        }
    }

    /** The heartbeat of one claim, carrying the bytes read so far. */
    private final class Beat {
        private final Claim claim;
        private final AtomicLong bytes = new AtomicLong();
        private final ScheduledExecutorService timer = threads.timer();
        private volatile boolean lost;

        Beat(Claim claim) {
            this.claim = claim;
            timer.scheduleWithFixedDelay(this::held, BEAT_MILLIS, BEAT_MILLIS, TimeUnit.MILLISECONDS);
        }

        LongConsumer counting(LongConsumer bytesRead) {
            return read -> {
                bytes.set(read);
                bytesRead.accept(read);
            };
        }

        /** Beats now; false once the claim was found lost. */
        boolean held() {
            if (!lost) {
                try {
                    lost = !queue.heartbeat(claim, bytes.get());
                } catch (RuntimeException e) {
                    LOG.log(Level.FINE, "capture " + claim.captureId() + ": slice heartbeat failed", e);
                }
            }
            return !lost;
        }

        void stop() {
            timer.shutdownNow();
        }
    }
}
