package io.pcaplens.domain.finding;

import java.util.List;

/**
 * What a narrator is given of one capture: its most severe findings, how many it has in all, and how each
 * detector's run went (a detector that failed did not look, which a summary must not hide).
 *
 * @param findings the findings to summarise, most severe first
 * @param total    how many findings the capture has, at least as many as {@code findings}
 */
public record NarrativeSubject(List<Finding> findings, long total, List<DetectorRun> runs) {

    public NarrativeSubject {
        findings = List.copyOf(findings);
        runs = List.copyOf(runs);
        if (total < findings.size()) {
            throw new IllegalArgumentException("fewer findings in all than summarised: " + total);
        }
    }
}
