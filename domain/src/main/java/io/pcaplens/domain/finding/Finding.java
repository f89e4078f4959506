package io.pcaplens.domain.finding;

import io.pcaplens.domain.capture.CaptureId;

import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Something in a capture that deserves a look, found automatically and explained with its evidence: what a
 * detector detected, with the detector's name, version and the parameters it ran with, so that a finding can
 * be told apart from one a later version or other thresholds would make.
 *
 * @param parameters the detector's thresholds by their configuration names, in name order
 */
public record Finding(FindingId id, CaptureId captureId, Detection detection, String detector, int detectorVersion,
                      Map<String, String> parameters) {

    public Finding {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(captureId, "captureId");
        Objects.requireNonNull(detection, "detection");
        Objects.requireNonNull(detector, "detector");
        parameters = java.util.Collections.unmodifiableMap(new TreeMap<>(parameters));
    }

    public FindingKind kind() {
        return detection.kind();
    }

    public FindingSeverity severity() {
        return detection.severity();
    }
}
