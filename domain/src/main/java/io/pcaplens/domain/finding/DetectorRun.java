package io.pcaplens.domain.finding;

import java.util.Objects;

/**
 * How one detector's run over a capture went: a detector that failed did not look, which is not the same as
 * having looked and found nothing.
 *
 * @param found   the findings it made; 0 when it failed
 * @param failure why it failed, null when it ran
 */
public record DetectorRun(String detector, int version, Status status, int found, String failure) {

    public enum Status { RAN, FAILED }

    public DetectorRun {
        Objects.requireNonNull(detector, "detector");
        Objects.requireNonNull(status, "status");
    }

    public static DetectorRun ran(Detector detector, int found) {
        return new DetectorRun(detector.name(), detector.version(), Status.RAN, found, null);
    }

    public static DetectorRun failed(Detector detector, RuntimeException e) {
        String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return new DetectorRun(detector.name(), detector.version(), Status.FAILED, 0, why);
    }
}
