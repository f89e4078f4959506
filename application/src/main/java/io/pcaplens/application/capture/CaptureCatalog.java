package io.pcaplens.application.capture;

import io.pcaplens.application.Page;
import io.pcaplens.application.conversation.PayloadSearch;
import io.pcaplens.application.extraction.FileExtraction;

import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.CaptureFilter;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureRemoval;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.port.CaptureRepository;
import io.pcaplens.domain.capture.port.CaptureStore;
import io.pcaplens.domain.conversation.port.ConversationRepository;
import io.pcaplens.domain.conversation.port.PacketRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Looking up, listing, downloading and deleting uploaded captures. */
@ApplicationScoped
public class CaptureCatalog {

    private CaptureRepository captures;
    private ConversationRepository conversations;
    private PacketRepository packets;
    private CaptureStore store;
    private FileExtraction extraction;
    private io.pcaplens.domain.capture.port.ReanalysisRepository reanalyses;
    private PayloadSearch payloadSearch;

    /** For the container's proxy. */
    protected CaptureCatalog() {
    }

    @Inject
    public CaptureCatalog(CaptureRepository captures, ConversationRepository conversations, PacketRepository packets,
                          CaptureStore store, FileExtraction extraction,
                          io.pcaplens.domain.capture.port.ReanalysisRepository reanalyses, PayloadSearch payloadSearch) {
        this.captures = captures;
        this.conversations = conversations;
        this.packets = packets;
        this.store = store;
        this.extraction = extraction;
        this.reanalyses = reanalyses;
        this.payloadSearch = payloadSearch;
    }

    public Optional<Capture> find(CaptureId id) {
        return captures.find(id);
    }

    /** How many captures wait for an analysis worker: the depth of the queue. */
    public long queued() {
        return captures.count(CaptureStatus.QUEUED);
    }

    /** Newest first. */
    public Page<Capture> page(int page, int size) {
        return page(CaptureFilter.ALL, page, size);
    }

    /** The captures the filter lets through, newest first. */
    public Page<Capture> page(CaptureFilter filter, int page, int size) {
        return new Page<>(captures.page(filter, (page - 1) * size, size), page, size, captures.count(filter));
    }

    public Optional<Path> file(CaptureId id) {
        return find(id).map(c -> store.pathOf(c.id()));
    }

    /**
     * Removes the capture with everything derived from it, also while it is being analysed; false when there
     * is no such capture.
     */
    public boolean delete(CaptureId id) throws IOException {
        // a queued re-analysis goes with the record; the name it reads the file under goes here
        Optional<CaptureId> reanalysis = reanalyses.latest(id).map(io.pcaplens.domain.capture.Reanalysis::id);
        Optional<CaptureRemoval> removal = captures.remove(id, CaptureAnalysis.STALE_AFTER_MILLIS);
        if (removal.isEmpty()) {
            return false;
        }
        // a live analysis notices the record is gone at its next heartbeat and clears its own results
        if (removal.get() == CaptureRemoval.AT_REST) {
            extraction.clear(id);
            conversations.deleteByCapture(id);
            packets.drop(id);
        }
        store.delete(id);
        payloadSearch.forget(id);
        if (reanalysis.isPresent()) {
            store.delete(reanalysis.get());
        }
        return true;
    }
}
