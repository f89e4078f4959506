package io.pcaplens.domain.capture;

/** A capture cannot be analysed again while an analysis of it is queued or running. */
public class AnalysisRunningException extends RuntimeException {

    public AnalysisRunningException(String captureId) {
        super("capture " + captureId + " is being analysed; ask again once its analysis has ended");
    }
}
