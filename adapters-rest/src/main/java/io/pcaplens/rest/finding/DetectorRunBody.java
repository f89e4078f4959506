package io.pcaplens.rest.finding;

import io.pcaplens.domain.finding.DetectorRun;

import java.util.Locale;

/** How one detector's run over the capture went: "ran" (found may be 0) or "failed", with why. */
public record DetectorRunBody(String detector, int version, String status, int found, String failure) {

    static DetectorRunBody from(DetectorRun r) {
        return new DetectorRunBody(r.detector(), r.version(), r.status().name().toLowerCase(Locale.ROOT), r.found(),
                r.failure());
    }
}
