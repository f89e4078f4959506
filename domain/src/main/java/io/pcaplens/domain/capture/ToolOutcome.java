package io.pcaplens.domain.capture;

/** How one tool fared in a capture's analysis: it ran, it failed (and why), or it was not asked to run. */
public record ToolOutcome(Status status, String reason) {

    public enum Status { COMPLETED, FAILED, SKIPPED }

    public static ToolOutcome completed() {
        return new ToolOutcome(Status.COMPLETED, null);
    }

    public static ToolOutcome skipped() {
        return new ToolOutcome(Status.SKIPPED, null);
    }

    public static ToolOutcome failed(String reason) {
        return new ToolOutcome(Status.FAILED, reason);
    }
}
