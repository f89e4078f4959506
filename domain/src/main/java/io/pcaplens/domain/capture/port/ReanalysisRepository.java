package io.pcaplens.domain.capture.port;

import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.capture.AnalysisEnd;
import io.pcaplens.domain.capture.AnalysisOptions;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.Reanalysis;
import io.pcaplens.domain.capture.ToolOutcome;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Re-analyses of stored captures. Each is queued as an analysis job of its own, with its own id, which the
 * workers claim like any capture (see {@link CaptureRepository#claimNext}); its results are stored under that
 * id and replace the capture's in one transaction when it completes.
 */
public interface ReanalysisRepository {

    /**
     * Queues a re-analysis under {@code id}, replacing an earlier one that has ended.
     *
     * @return empty when there is no such capture
     * @throws Refusal the capture or an earlier re-analysis of it is queued or being analysed
     */
    Optional<Reanalysis> request(CaptureId captureId, CaptureId id, AnalysisOptions options);

    /** The latest re-analysis of the capture, if any. */
    Optional<Reanalysis> latest(CaptureId captureId);

    /** The capture that the analysis job {@code id} analyses again; empty for an upload's own analysis. */
    Optional<CaptureId> captureOf(CaptureId id);

    /**
     * In one transaction: removes the capture's earlier results, gives it the results stored under the
     * re-analysis's id with the outcome, counts and options of the re-analysis, and removes the re-analysis.
     *
     * @return false when the capture or the re-analysis was deleted meanwhile, so nothing was replaced
     */
    boolean replace(CaptureId id, AnalysisEnd end);
}
