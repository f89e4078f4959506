package io.pcaplens.domain.capture;

/** An upload whose SHA-256 equals an earlier upload's (spec 7 rule 1). */
public class DuplicateCaptureException extends RuntimeException {

    private final CaptureId existingId;

    public DuplicateCaptureException(CaptureId existingId) {
        super("a capture with the same SHA-256 was already uploaded as " + existingId);
        this.existingId = existingId;
    }

    public CaptureId existingId() {
        return existingId;
    }
}
