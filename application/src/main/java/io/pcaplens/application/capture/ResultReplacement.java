package io.pcaplens.application.capture;

import io.pcaplens.application.conversation.PayloadSearch;
import io.pcaplens.domain.capture.AnalysisEnd;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.port.ReanalysisRepository;
import io.pcaplens.domain.extraction.port.ExtractedFileStore;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.io.IOException;
import java.util.Optional;
import java.util.Set;

/**
 * The end of a completed re-analysis: its results replace the capture's. The stored rows are swapped in one
 * transaction; the extracted files' bytes, named by ids unique across captures, are moved beside the old ones
 * first and the old ones removed only once the swap is committed.
 */
@ApplicationScoped
public class ResultReplacement {

    private ReanalysisRepository reanalyses;
    private ExtractedFileStore files;
    private PayloadSearch payloadSearch;

    /** For the container's proxy. */
    protected ResultReplacement() {
    }

    @Inject
    public ResultReplacement(ReanalysisRepository reanalyses, ExtractedFileStore files, PayloadSearch payloadSearch) {
        this.reanalyses = reanalyses;
        this.files = files;
        this.payloadSearch = payloadSearch;
    }

    /** The capture the analysis job re-analyses; empty for an upload's own analysis. */
    public Optional<CaptureId> captureOf(CaptureId id) {
        return reanalyses.captureOf(id);
    }

    /** @return false when the capture was deleted meanwhile, so nothing was replaced */
    public boolean replace(CaptureId id, CaptureId capture, AnalysisEnd end) throws IOException {
        Set<Long> old = files.ids(capture);
        Set<Long> moved = files.adopt(id, capture);
        boolean replaced = false;
        try {
            replaced = reanalyses.replace(id, end);
        } finally {
            files.forget(capture, replaced ? old : moved);
            // what was found in the capture's rows before is not what its rows hold now
            payloadSearch.forget(capture);
        }
        return replaced;
    }
}
