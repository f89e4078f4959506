package io.pcaplens.domain.finding.port;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.finding.DetectorRun;
import io.pcaplens.domain.finding.Finding;
import io.pcaplens.domain.finding.FindingCounts;
import io.pcaplens.domain.finding.FindingFilter;
import io.pcaplens.domain.finding.FindingId;
import io.pcaplens.domain.finding.FindingSort;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The stored findings of the captures, with how each detector's run over a capture went. */
public interface FindingRepository {

    /** The capture's findings and detector runs become these, whatever an earlier analysis stored. */
    void replace(CaptureId captureId, List<Finding> findings, List<DetectorRun> runs);

    Optional<Finding> find(FindingId id);

    List<Finding> page(FindingFilter filter, FindingSort sort, int offset, int limit);

    long count(FindingFilter filter);

    /**
     * How many findings of each severity each of the captures has, in one read whatever their number (a page of
     * the file list). A capture the findings stage never ran over (not analysed yet, or analysed before findings
     * existed) is absent, which is not the same as a capture whose detectors found nothing ({@link
     * FindingCounts#NONE}).
     */
    Map<CaptureId, FindingCounts> countsBySeverity(Collection<CaptureId> captures);

    /** The detector runs of the capture's last analysis, by detector name; empty before any. */
    List<DetectorRun> runs(CaptureId captureId);
}
