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

    /** The tool failed: a degraded result, for the reason its failure gives ({@link ToolFailure#reasonOf}). */
    public static ToolOutcome failed(Tool tool, Throwable failure) {
        return failed(ToolFailure.reasonOf(failure, tool.inWords()));
    }

    /** The tool was stopped before it ended. */
    public static ToolOutcome interrupted(Tool tool) {
        return failed(tool.inWords() + " was interrupted");
    }
}
