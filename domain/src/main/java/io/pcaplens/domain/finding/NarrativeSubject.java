package io.pcaplens.domain.finding;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * What a narrator is given of one capture: its most severe findings, how many it has of each severity, and how
 * each detector's run went (a detector that failed did not look, which a summary must not hide).
 *
 * @param findings   the findings to summarise, most severe first
 * @param bySeverity how many findings the capture has of each severity, most severe first; a severity it has none
 *                   of is left out
 */
public record NarrativeSubject(List<Finding> findings, Map<FindingSeverity, Long> bySeverity, List<DetectorRun> runs) {

    public NarrativeSubject {
        findings = List.copyOf(findings);
        runs = List.copyOf(runs);
        EnumMap<FindingSeverity, Long> counts = new EnumMap<>(FindingSeverity.class);
        bySeverity.forEach((severity, n) -> {
            if (n > 0) {
                counts.put(severity, n);
            }
        });
        if (counts.values().stream().mapToLong(Long::longValue).sum() < findings.size()) {
            throw new IllegalArgumentException("fewer findings in all than summarised: " + counts);
        }
        bySeverity = Collections.unmodifiableMap(counts);
    }

    /** How many findings the capture has. */
    public long total() {
        return bySeverity.values().stream().mapToLong(Long::longValue).sum();
    }
}
