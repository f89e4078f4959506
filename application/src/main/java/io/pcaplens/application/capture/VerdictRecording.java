package io.pcaplens.application.capture;

import io.pcaplens.application.capture.SliceDissection.Dissection;
import io.pcaplens.domain.capture.AnalysisEnd;
import io.pcaplens.domain.capture.AnalysisVerdict;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.ToolFailure;
import io.pcaplens.domain.capture.ToolOutcome;
import io.pcaplens.domain.capture.ToolReport;
import io.pcaplens.domain.capture.port.CaptureRepository;
import io.pcaplens.domain.capture.port.StoreOutages;
import io.pcaplens.domain.conversation.ConversationRow;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * How an analysis ends, recorded on its capture: the verdict with what was found when it keeps it, or the
 * failure with whatever the run stored cleared; a capture deleted meanwhile is only cleared, and one whose
 * database went away is queued again.
 */
@ApplicationScoped
public class VerdictRecording {

    private static final Logger LOG = Logger.getLogger(VerdictRecording.class.getName());

    private CaptureRepository captures;
    private AnalysisResults results;
    private ResultReplacement replacement;
    private StoreOutages outages;

    /** For the container's proxy. */
    protected VerdictRecording() {
    }

    @Inject
    public VerdictRecording(CaptureRepository captures, AnalysisResults results, ResultReplacement replacement,
                            StoreOutages outages) {
        this.captures = captures;
        this.results = results;
        this.replacement = replacement;
        this.outages = outages;
    }

    /**
     * Records the verdict, with the capture's span, counts, tools and warnings when it keeps what was found.
     *
     * @param reanalysed the capture whose results a re-analysis replaces, null for a first analysis
     * @return the status the capture ends with
     */
    CaptureStatus verdict(CaptureId id, CaptureId reanalysed, Dissection dissection, List<ConversationRow> rows,
                          AnalysisVerdict verdict) throws IOException {
        // a re-analysis that did not complete leaves the capture's earlier results as they were
        if (!verdict.keepsFindings() || (reanalysed != null && verdict.status() != CaptureStatus.COMPLETED)) {
            LOG.warning(() -> "analysis of capture " + id + " failed: " + verdict.reason());
            fail(id, verdict);
            return verdict.status();
        }
        Long start = rows.stream().map(r -> r.traffic().startNanos()).min(Long::compare).orElse(null);
        Long end = rows.stream().map(r -> r.traffic().endNanos()).max(Long::compare).orElse(null);
        AnalysisEnd ended = verdict.end(start, end, dissection.packets(), rows.size());
        boolean recorded = reanalysed == null
                ? captures.finish(id, ended)
                : replacement.replace(id, reanalysed, ended);
        if (!recorded) {
            dropDeleted(id);
            return CaptureStatus.FAILED;
        }
        return verdict.status();
    }

    /**
     * The analysis broke: queued again when the database went away under it, only cleared when the capture was
     * deleted meanwhile, else failed, with the tool that failed it in the report.
     *
     * @param deleted whether the analysis saw its capture deleted
     * @return the status the capture ends with
     */
    CaptureStatus failure(CaptureId id, Exception e, boolean deleted, ToolReport tools) {
        if (outages.explains(e)) {
            requeue(id, e);
            return CaptureStatus.QUEUED;
        }
        if (deleted || captures.find(id).isEmpty()) {
            // a tool may fail first: the deletion removed the file it was to read
            dropDeleted(id);
            return CaptureStatus.FAILED;
        }
        LOG.log(Level.WARNING, "analysis of capture " + id + " failed", e);
        fail(id, AnalysisVerdict.failed(e));
        if (e instanceof ToolFailure failure) {
            tools.record(failure.tool(), ToolOutcome.failed(failure.reason()));
        }
        return CaptureStatus.FAILED;
    }

    /** The capture was deleted during its analysis, which left clearing what this run stored to it. */
    private void dropDeleted(CaptureId id) {
        LOG.info(() -> "capture " + id + ": deleted during its analysis; what the analysis stored is removed");
        results.clear(id);
    }

    /**
     * The database went away under the analysis: that is no verdict on the capture, which is queued to be
     * analysed again (its next run starts by clearing what this one stored). While the database is still
     * away the capture stays claimed; its heartbeat then goes stale and a worker claims it once it is back.
     */
    private void requeue(CaptureId id, Exception outage) {
        LOG.warning(() -> "capture " + id + ": the database went away during its analysis (" + outage
                + "); it is analysed again once the database is back");
        try {
            captures.requeue(id);
        } catch (RuntimeException stillAway) {
            LOG.log(Level.FINE, "capture " + id + " stays claimed until its heartbeat goes stale", stillAway);
        }
    }

    /** A verdict that keeps nothing: whatever this run stored is cleared first. */
    private void fail(CaptureId id, AnalysisVerdict verdict) {
        results.clear(id);
        captures.fail(id, verdict.reason());
    }
}
