package io.pcaplens.application.fakes;

import io.pcaplens.domain.capture.CaptureStatus;
import io.pcaplens.domain.capture.Tool;
import io.pcaplens.domain.capture.port.AnalysisMetrics;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** Metrics kept in lists, for a test to read. */
public class RecordingMetrics implements AnalysisMetrics {

    public final List<CaptureStatus> outcomes = new ArrayList<>();
    public final List<Duration> durations = new ArrayList<>();
    public final List<Tool> failedTools = new ArrayList<>();

    @Override
    public synchronized void analysisEnded(CaptureStatus outcome, Duration took) {
        outcomes.add(outcome);
        durations.add(took);
    }

    @Override
    public synchronized void toolFailed(Tool tool) {
        failedTools.add(tool);
    }
}
