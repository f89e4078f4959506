package io.pcaplens.domain.capture;

/** The life of an uploaded capture: QUEUED → ANALYZING → COMPLETED | FAILED. */
public enum CaptureStatus {
    QUEUED, ANALYZING, COMPLETED, FAILED;

    public boolean isFinal() {
        return this == COMPLETED || this == FAILED;
    }
}
