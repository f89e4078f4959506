package io.pcaplens.domain.capture;

/** An upload that is not something the service can analyse; nothing of it is kept. */
public class UploadRejectedException extends RuntimeException {

    public enum Reason { EMPTY, NOT_A_CAPTURE }

    private final Reason reason;

    public UploadRejectedException(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}
