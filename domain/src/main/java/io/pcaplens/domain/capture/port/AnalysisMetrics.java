package io.pcaplens.domain.capture.port;

import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.Tool;

import java.time.Duration;

/** What operations watch of the analyses: how they end, how long they take, which tools fail. */
public interface AnalysisMetrics {

    /** An analysis ended COMPLETED or FAILED after {@code took}, from its claim to its verdict. */
    void analysisEnded(CaptureStatus outcome, Duration took);

    /** A tool failed on a capture: the dissector, which fails the analysis, or an enrichment tool, which degrades it. */
    void toolFailed(Tool tool);
}
