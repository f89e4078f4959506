package io.pcaplens.domain.finding;

import io.pcaplens.domain.capture.CaptureId;

import java.util.List;
import java.util.Objects;

/**
 * A summary of a capture's findings in prose, with the findings it summarises. Those are the ones the narrator
 * was given, never ones its text names: a narrative adds no finding.
 */
public record Narrative(CaptureId captureId, NarrativeText text, List<FindingId> findingIds, long total) {

    public Narrative {
        Objects.requireNonNull(captureId, "captureId");
        Objects.requireNonNull(text, "text");
        findingIds = List.copyOf(findingIds);
    }

    /** The narrative of what the subject gave the narrator. */
    public static Narrative of(CaptureId captureId, NarrativeSubject subject, NarrativeText text) {
        return new Narrative(captureId, text, subject.findings().stream().map(Finding::id).toList(), subject.total());
    }
}
