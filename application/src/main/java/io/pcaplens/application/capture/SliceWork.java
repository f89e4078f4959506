package io.pcaplens.application.capture;

import io.pcaplens.application.AnalysisThreads;
import io.pcaplens.application.Lanes;
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
import java.util.Optional;
import java.util.concurrent.Callable;
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
    /** A claim without a beat ({@link SliceBeat}) for this long is taken over. */
    static final long STALE_AFTER_MILLIS = CaptureAnalysis.STALE_AFTER_MILLIS;

    private PacketDissector dissector;
    private PacketRepository packets;
    private SliceQueue queue;
    private SliceResults results;
    private Settings settings;
    private AnalysisThreads threads;
    private Lanes lanes;
    private RuleBook rules;
    private ConversationNumberings numberings;

    /** For the container's proxy. */
    protected SliceWork() {
    }

    @Inject
    public SliceWork(PacketDissector dissector, PacketRepository packets, ConversationRepository conversations,
                     SliceQueue queue, SliceResults results, Settings settings, AnalysisThreads threads,
                     Lanes lanes, RuleBook rules) {
        this.dissector = dissector;
        this.packets = packets;
        this.queue = queue;
        this.results = results;
        this.settings = settings;
        this.threads = threads;
        this.lanes = lanes;
        this.rules = rules;
        this.numberings = new ConversationNumberings(conversations);
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
        List<Callable<Void>> readers = new ArrayList<>();
        readers.add(logged(captureId, () -> {
            saveAfterReading(first, ids);
            readWaiting(captureId, workerId, ids);
        }));
        for (int i = 1; i < settings.parallelism(); i++) {
            readers.add(logged(captureId, () -> readWaiting(captureId, workerId, ids)));
        }
        try {
            lanes.run(readers);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ToolFailure | IOException | RuntimeException e) {
            LOG.log(Level.WARNING, "capture " + captureId + ": a slice read for another instance failed", e);
        } finally {
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

    /** One reader's slices for another instance. */
    @FunctionalInterface
    private interface Reading {
        void read() throws ToolFailure, IOException;
    }

    /**
     * A failed slice is the merging instance's to report: here it is logged, and this instance's other readers
     * of the capture go on with theirs.
     */
    private static Callable<Void> logged(CaptureId captureId, Reading reading) {
        return () -> {
            try {
                reading.read();
            } catch (ToolFailure | IOException | RuntimeException e) {
                LOG.log(Level.WARNING, "capture " + captureId + ": a slice read for another instance failed", e);
            }
            return null;
        };
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
        SliceBeat beat = new SliceBeat(queue, claim, threads.timer());
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
        return numberings.joined(captureId);
    }

    /** A reader of the capture is done with its numbering; the last one lets it go. */
    void release(CaptureId captureId) {
        numberings.left(captureId);
    }
}
