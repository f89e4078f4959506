package io.pcaplens.application.fakes;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.finding.DetectorRun;
import io.pcaplens.domain.finding.Finding;
import io.pcaplens.domain.finding.FindingCounts;
import io.pcaplens.domain.finding.FindingFilter;
import io.pcaplens.domain.finding.FindingId;
import io.pcaplens.domain.finding.FindingSort;
import io.pcaplens.domain.finding.port.FindingRepository;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Findings in memory, for the use-case tests; keeps the repository's contract. */
public class InMemoryFindingRepository implements FindingRepository {

    private final List<Finding> findings = new ArrayList<>();
    private final Map<CaptureId, List<DetectorRun>> runs = new HashMap<>();

    @Override
    public synchronized void replace(CaptureId captureId, List<Finding> replacing, List<DetectorRun> detectorRuns) {
        findings.removeIf(f -> f.captureId().equals(captureId));
        findings.addAll(replacing);
        runs.put(captureId, List.copyOf(detectorRuns));
    }

    @Override
    public synchronized Optional<Finding> find(FindingId id) {
        return findings.stream().filter(f -> f.id().equals(id)).findFirst();
    }

    @Override
    public synchronized List<Finding> page(FindingFilter filter, FindingSort sort, int offset, int limit) {
        return findings.stream().filter(filter::test).sorted(sort.order()).skip(offset).limit(limit).toList();
    }

    @Override
    public synchronized long count(FindingFilter filter) {
        return findings.stream().filter(filter::test).count();
    }

    @Override
    public synchronized Map<CaptureId, FindingCounts> countsBySeverity(Collection<CaptureId> captures) {
        Map<CaptureId, FindingCounts> out = new HashMap<>();
        for (CaptureId capture : captures) {
            if (runs.getOrDefault(capture, List.of()).isEmpty()) {
                continue;
            }
            FindingCounts counts = FindingCounts.NONE;
            for (Finding f : findings) {
                if (f.captureId().equals(capture)) {
                    counts = counts.plus(f.detection().severity(), 1);
                }
            }
            out.put(capture, counts);
        }
        return out;
    }

    @Override
    public synchronized List<DetectorRun> runs(CaptureId captureId) {
        return runs.getOrDefault(captureId, List.of()).stream()
                .sorted(java.util.Comparator.comparing(DetectorRun::detector)).toList();
    }

    /** A capture deleted: its findings go with it, as the store's foreign key takes them. */
    public synchronized void deleteCapture(CaptureId captureId) {
        findings.removeIf(f -> f.captureId().equals(captureId));
        runs.remove(captureId);
    }
}
