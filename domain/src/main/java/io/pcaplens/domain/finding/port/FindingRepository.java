package io.pcaplens.domain.finding.port;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.finding.DetectorRun;
import io.pcaplens.domain.finding.Finding;
import io.pcaplens.domain.finding.FindingFilter;
import io.pcaplens.domain.finding.FindingId;
import io.pcaplens.domain.finding.FindingSort;

import java.util.List;
import java.util.Optional;

/** The stored findings of the captures, with how each detector's run over a capture went. */
public interface FindingRepository {

    /** The capture's findings and detector runs become these, whatever an earlier analysis stored. */
    void replace(CaptureId captureId, List<Finding> findings, List<DetectorRun> runs);

    Optional<Finding> find(FindingId id);

    List<Finding> page(FindingFilter filter, FindingSort sort, int offset, int limit);

    long count(FindingFilter filter);

    /** The detector runs of the capture's last analysis, by detector name; empty before any. */
    List<DetectorRun> runs(CaptureId captureId);
}
