package io.pcaplens.domain.capture;

import io.pcaplens.domain.ids.IdsRuleset;

/**
 * How one tool fared in a capture's analysis: it ran, it failed (and why), or it was not asked to run; for
 * intrusion detection, with the rules it ran. A reason never says where the server keeps its files
 * ({@link ServerPaths}): it is shown to every reader of the file record.
 *
 * @param ruleset the rules Suricata ran with; null for the other tools and when it did not run
 */
public record ToolOutcome(Status status, String reason, IdsRuleset ruleset) {

    public enum Status { COMPLETED, FAILED, SKIPPED }

    public ToolOutcome {
        reason = reason == null ? null : ServerPaths.hidden(reason);
    }

    public ToolOutcome(Status status, String reason) {
        this(status, reason, null);
    }

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

    /** The same outcome, run with these rules. */
    public ToolOutcome withRuleset(IdsRuleset rules) {
        return new ToolOutcome(status, reason, rules);
    }
}
