package io.pcaplens.application.finding;

import io.pcaplens.application.Page;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.capture.port.CaptureRepository;
import io.pcaplens.domain.finding.DetectorRun;
import io.pcaplens.domain.finding.Finding;
import io.pcaplens.domain.finding.FindingCounts;
import io.pcaplens.domain.finding.FindingFilter;
import io.pcaplens.domain.finding.FindingId;
import io.pcaplens.domain.finding.FindingSort;
import io.pcaplens.domain.finding.port.FindingRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Reading the stored findings: a page of a list, with its total, and one finding. */
@ApplicationScoped
public class FindingQueries {

    private FindingRepository findings;
    private CaptureRepository captures;

    /** For the container's proxy. */
    protected FindingQueries() {
    }

    @Inject
    public FindingQueries(FindingRepository findings, CaptureRepository captures) {
        this.findings = findings;
        this.captures = captures;
    }

    /** One page of the findings the filter selects, pages counted from 1, with how many it selects in all. */
    public Page<Finding> page(FindingFilter filter, FindingSort sort, int page, int size) {
        int offset = (page - 1) * size;
        return new Page<>(findings.page(filter, sort, offset, size), page, size, findings.count(filter));
    }

    /** Whether the capture exists, so that a list of its findings is not mistaken for an empty one. */
    public boolean captureExists(CaptureId id) {
        return captures.find(id).isPresent();
    }

    public Optional<Finding> find(FindingId id) {
        return findings.find(id);
    }

    /** Each capture's findings by severity, one read for them all; a capture no detector ran over is absent. */
    public Map<CaptureId, FindingCounts> counts(Collection<CaptureId> ids) {
        return findings.countsBySeverity(ids);
    }

    public List<DetectorRun> runs(CaptureId id) {
        return findings.runs(id);
    }
}
