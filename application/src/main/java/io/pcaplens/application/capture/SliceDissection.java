package io.pcaplens.application.capture;

import io.pcaplens.application.Lanes;
import io.pcaplens.application.Settings;
import io.pcaplens.application.conversation.ConversationIds;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.capture.Truncation;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.port.PacketRepository;
import io.pcaplens.domain.dissection.DissectedCapture;
import io.pcaplens.domain.dissection.DissectedSlice;
import io.pcaplens.domain.dissection.port.CaptureSlice;
import io.pcaplens.domain.dissection.port.PacketDissector;
import io.pcaplens.domain.dissection.port.SliceQueue;
import io.pcaplens.domain.dissection.port.SliceResults;
import io.pcaplens.domain.host.HostTable;
import io.pcaplens.domain.monitor.FrameFacts;
import io.pcaplens.domain.packet.UntimedFrames;
import io.pcaplens.domain.signature.PayloadSightings;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongConsumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Reads a capture with the dissector (architecture.md, pipeline step 3): cut into slices that dissector
 * processes read side by side, each slice's packets written as they come, then what the slices found merged
 * into one capture's conversations and hosts.
 *
 * <p>A capture read in several slices offers them as work items in the slice queue: this instance's readers
 * take them one after another, and idle workers of other instances sharing the database take some too
 * ({@link SliceWork#helpNext}); a slice whose reader stops is taken over. The merge waits for every slice.
 */
@ApplicationScoped
public class SliceDissection {

    private static final Logger LOG = Logger.getLogger(SliceDissection.class.getName());
    /** How long a reader with nothing left to claim waits before looking at the slices again. */
    private static final long WAIT_MILLIS = 250;

    private PacketDissector dissector;
    private PacketRepository packets;
    private SliceQueue queue;
    private SliceResults results;
    private SliceWork work;
    private Settings settings;
    private Lanes lanes;

    /** For the container's proxy. */
    protected SliceDissection() {
    }

    @Inject
    public SliceDissection(PacketDissector dissector, PacketRepository packets, SliceQueue queue,
                           SliceResults results, SliceWork work, Settings settings, Lanes lanes) {
        this.dissector = dissector;
        this.packets = packets;
        this.queue = queue;
        this.results = results;
        this.work = work;
        this.settings = settings;
        this.lanes = lanes;
    }

    /**
     * What the dissector found in the whole capture.
     *
     * @param rows       the conversation rows with their ids, in order of their first frame
     * @param frames     what the frames showed of the network beside its conversations and hosts
     * @param truncation why reading stopped before the end of the file, null when it did not
     * @param untimed    the frames that carried no timestamp, and the times they were given
     * @param sightings  what the packets showed of the rules' payload patterns, empty when not looked for with
     *                   one version of the rules
     */
    public record Dissection(List<ConversationRow> rows, HostTable hosts, FrameFacts frames, long packets,
                             Truncation truncation,
                             UntimedFrames untimed, int slices, Optional<PayloadSightings> sightings) {
    }

    /** Cuts the capture into as many slices as the instances may read side by side, or keeps it whole. */
    public List<CaptureSlice> slices(Path capture, Path workDir) throws ToolFailure {
        return dissector.slice(capture, workDir, settings.slices());
    }

    /**
     * Reads the slices and writes their packets.
     *
     * @param workerId  the worker that claimed the capture, which claims its slices too
     * @param bytesRead for each slice, what takes the count of its bytes read so far
     */
    public Dissection dissect(CaptureId captureId, String workerId, List<CaptureSlice> slices,
                              List<LongConsumer> bytesRead) throws ToolFailure, IOException, InterruptedException {
        List<DissectedSlice> found = slices.size() == 1
                ? List.of(work.readWhole(captureId, slices.get(0), bytesRead.get(0)))
                : readQueued(captureId, workerId, slices, bytesRead);
        DissectedCapture capture = DissectedCapture.merge(found);
        packets.renumber(captureId, capture.renumbering());
        return new Dissection(capture.rows(captureId), capture.hosts(), capture.frames().facts(), capture.packets(),
                capture.truncation(), capture.untimed(), capture.slices(), capture.payloadSightings());
    }

    /** The slices as work items: read by this instance's readers and any other instance's, then gathered. */
    private List<DissectedSlice> readQueued(CaptureId captureId, String workerId, List<CaptureSlice> slices,
                                            List<LongConsumer> bytesRead)
            throws ToolFailure, IOException, InterruptedException {
        queue.offer(captureId, slices);
        Readers readers = new Readers(captureId, workerId, bytesRead);
        int side = Math.min(slices.size(), settings.parallelism());
        try {
            Callable<Void> reader = readers::readUntilAllDone;
            lanes.run(Collections.nCopies(side, reader));
            return gather(captureId, readers.readHere);
        } catch (ToolFailure | IOException | InterruptedException | RuntimeException e) {
            // no other instance is to read what this analysis no longer waits for
            queue.withdraw(captureId);
            throw e;
        } finally {
            readers.close();
            clearSaved(captureId);
        }
    }

    /** Every slice's findings in capture order: those read here as they are, the others as their readers saved them. */
    private List<DissectedSlice> gather(CaptureId captureId, Map<Integer, DissectedSlice> readHere) throws IOException {
        List<DissectedSlice> found = new ArrayList<>();
        for (SliceQueue.State state : queue.states(captureId)) {
            DissectedSlice mine = readHere.get(state.index());
            found.add(mine != null ? mine : results.load(captureId, state.index(), state.token()));
        }
        return found;
    }

    private void clearSaved(CaptureId captureId) {
        try {
            results.clear(captureId);
        } catch (IOException e) {
            LOG.log(Level.FINE, "could not remove the saved slices of capture " + captureId, e);
        }
    }

    /** This instance's readers of one capture's slices, which share its numbering and its record of slices read. */
    private final class Readers implements AutoCloseable {
        private final CaptureId captureId;
        private final String workerId;
        private final List<LongConsumer> bytesRead;
        private final ConversationIds ids;
        private final Map<Integer, DissectedSlice> readHere = new ConcurrentHashMap<>();
        private final Set<Integer> reading = ConcurrentHashMap.newKeySet();

        Readers(CaptureId captureId, String workerId, List<LongConsumer> bytesRead) {
            this.captureId = captureId;
            this.workerId = workerId;
            this.bytesRead = bytesRead;
            this.ids = work.numbering(captureId);
        }

        /** Claims slices while any waits; then waits for the others' readers, taking over one that stops. */
        Void readUntilAllDone() throws ToolFailure, IOException, InterruptedException {
            while (true) {
                Optional<SliceQueue.Claim> claim = queue.claim(captureId, workerId, SliceWork.STALE_AFTER_MILLIS);
                if (claim.isPresent()) {
                    read(claim.get());
                    continue;
                }
                List<SliceQueue.State> states = queue.states(captureId);
                if (allDone(states)) {
                    return null;
                }
                showOthersProgress(states);
                Thread.sleep(WAIT_MILLIS);
            }
        }

        private void read(SliceQueue.Claim claim) throws ToolFailure, IOException {
            int index = claim.slice().index();
            reading.add(index);
            try {
                work.read(claim, ids, bytesRead.get(index), false).ifPresent(found -> readHere.put(index, found));
            } finally {
                reading.remove(index);
            }
        }

        private boolean allDone(List<SliceQueue.State> states) throws ToolFailure {
            boolean done = true;
            for (SliceQueue.State state : states) {
                if (state.status() == SliceQueue.Status.FAILED) {
                    throw new ToolFailure(Tool.TSHARK, state.reason() == null ? "slice " + state.index() + " failed"
                            : state.reason());
                }
                done &= state.status() == SliceQueue.Status.DONE;
            }
            return done;
        }

        /** The progress of the slices other readers have, as their heartbeats recorded it. */
        private void showOthersProgress(List<SliceQueue.State> states) {
            for (SliceQueue.State state : states) {
                if (!reading.contains(state.index()) && !readHere.containsKey(state.index())) {
                    bytesRead.get(state.index()).accept(state.bytesRead());
                }
            }
        }

        @Override
        public void close() {
            work.release(captureId);
        }
    }
}
