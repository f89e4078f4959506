package io.pcaplens.application.capture;

import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.capture.AnalysisOptions;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.Reanalysis;
import io.pcaplens.domain.capture.port.CaptureStore;
import io.pcaplens.domain.capture.port.ReanalysisRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;

import java.io.IOException;
import java.util.Optional;
import java.util.UUID;

/**
 * Analysing a stored capture again with other options: queued as a job of its own whose results replace the
 * capture's only once complete, so the earlier ones are served until then and stay when it fails.
 */
@ApplicationScoped
public class CaptureReanalysis {

    private ReanalysisRepository reanalyses;
    private CaptureStore store;
    private Event<CaptureIntake.CaptureQueued> queued;

    /** For the container's proxy. */
    protected CaptureReanalysis() {
    }

    @Inject
    public CaptureReanalysis(ReanalysisRepository reanalyses, CaptureStore store,
                             Event<CaptureIntake.CaptureQueued> queued) {
        this.reanalyses = reanalyses;
        this.store = store;
        this.queued = queued;
    }

    /**
     * @return the queued re-analysis; empty when there is no such capture
     * @throws Refusal the capture is being analysed, or analysed again, now
     */
    public Optional<Reanalysis> request(CaptureId capture, AnalysisOptions options) throws IOException {
        CaptureId id = new CaptureId(UUID.randomUUID().toString());
        // the file is there before the job is, so that the worker claiming the job finds it
        store.share(capture, id);
        Optional<Reanalysis> requested;
        try {
            requested = reanalyses.request(capture, id, options);
        } catch (RuntimeException e) {
            store.delete(id);
            throw e;
        }
        if (requested.isEmpty()) {
            store.delete(id);
            return requested;
        }
        queued.fire(new CaptureIntake.CaptureQueued(id));
        return requested;
    }

    /** The latest re-analysis of the capture: queued, running, or how it ended. */
    public Optional<Reanalysis> latest(CaptureId capture) {
        return reanalyses.latest(capture);
    }
}
