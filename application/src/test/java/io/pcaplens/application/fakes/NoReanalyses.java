package io.pcaplens.application.fakes;

import io.pcaplens.domain.capture.AnalysisEnd;
import io.pcaplens.domain.capture.AnalysisOptions;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.Reanalysis;
import io.pcaplens.domain.capture.ToolOutcome;
import io.pcaplens.domain.capture.port.ReanalysisRepository;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A store where no capture is ever analysed again: every analysis is an upload's own. */
public class NoReanalyses implements ReanalysisRepository {

    @Override
    public Optional<Reanalysis> request(CaptureId captureId, CaptureId id, AnalysisOptions options) {
        return Optional.empty();
    }

    @Override
    public Optional<Reanalysis> latest(CaptureId captureId) {
        return Optional.empty();
    }

    @Override
    public Optional<CaptureId> captureOf(CaptureId id) {
        return Optional.empty();
    }

    @Override
    public boolean replace(CaptureId id, AnalysisEnd end) {
        return false;
    }
}
