package io.pcaplens.domain.finding;

import io.pcaplens.domain.capture.CaptureId;

import java.util.Optional;

/**
 * Which findings a list shows; a null part does not filter.
 *
 * @param captureId   the capture they are in
 * @param minSeverity the least severity shown: {@code high} shows high and critical findings
 * @param host        a host that must be among the finding's hosts, as written there
 */
public record FindingFilter(CaptureId captureId, FindingKind kind, FindingSeverity minSeverity, String host) {

    public static final FindingFilter ALL = new FindingFilter(null, null, null, null);

    public FindingFilter inCapture(CaptureId id) {
        return new FindingFilter(id, kind, minSeverity, host);
    }

    public boolean test(Finding f) {
        return (captureId == null || captureId.equals(f.captureId()))
                && (kind == null || kind == f.kind())
                && (minSeverity == null || f.severity().atLeast(minSeverity))
                && (host == null || f.detection().hosts().contains(host));
    }

    public Optional<CaptureId> capture() {
        return Optional.ofNullable(captureId);
    }
}
