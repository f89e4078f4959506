package io.pcaplens.rest.capture;

import io.pcaplens.rest.Timestamps;

import io.pcaplens.domain.capture.Capture;
import io.pcaplens.domain.capture.ToolOutcome;
import io.pcaplens.domain.finding.FindingCounts;
import io.pcaplens.domain.finding.FindingSeverity;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;
import java.util.Map;

/** The file record of the API (api.md, Files). */
public record FileBody(
        String id,
        String name,
        long size,
        String sha256,
        String format,
        String status,
        String statusReason,
        @Schema(description = "What the user should know about a COMPLETED analysis that read less than the whole"
                + " file: a capture cut short in the middle of a frame gives \"cut short in frame N+1; N frames"
                + " analysed\". Empty otherwise.")
        List<String> warnings,
        ProgressBody progress,
        String uploadedAt,
        String completedAt,
        String captureStart,
        String captureEnd,
        Long packetCount,
        Integer conversationCount,
        boolean enableDpi,
        boolean enableIds,
        boolean enableFileExtraction,
        Map<String, ToolBody> tools,
        @Schema(description = "How many findings of each severity the capture has (docs/findings.md); absent while"
                + " the findings stage has never run over it (not analysed yet, or analysed before findings existed).")
        FindingCountsBody findings) {

    public record ProgressBody(int percent, String stage) {
    }

    /** How one tool fared: COMPLETED, FAILED with its reason, or SKIPPED; Suricata's with the rules it ran. */
    public record ToolBody(String status, String reason, RulesetBody ruleset) {
    }

    /**
     * The findings of a capture by severity, {@code mostSevere} null when there is none; the total is the total of
     * the capture's findings list.
     */
    public record FindingCountsBody(long total, String mostSevere, long critical, long high, long medium, long low,
                                    long info) {

        static FindingCountsBody from(FindingCounts c) {
            return c == null ? null : new FindingCountsBody(c.total(), c.mostSevere().map(FindingSeverity::apiName)
                    .orElse(null), c.critical(), c.high(), c.medium(), c.low(), c.info());
        }
    }

    /** A capture the findings stage has not run over yet, as a fresh upload. */
    public static FileBody from(Capture c) {
        return from(c, null);
    }

    public static FileBody from(Capture c, FindingCounts findings) {
        return new FileBody(c.id().value(), c.name(), c.size(), c.sha256(), c.format().name().toLowerCase(), c.status().name(),
                c.statusReason(), c.warnings(), new ProgressBody(c.progress().percent(), c.progress().stage()),
                Timestamps.of(c.uploadedAt()), Timestamps.of(c.completedAt()), Timestamps.ofNanos(c.captureStartNanos()),
                Timestamps.ofNanos(c.captureEndNanos()), c.packetCount(), c.conversationCount(),
                c.options().enableDpi(), c.options().enableIds(), c.options().enableFileExtraction(),
                c.tools() == null || c.tools().isEmpty() ? null : tools(c.tools()), FindingCountsBody.from(findings));
    }

    /** Each tool by name with how it fared. */
    public static Map<String, ToolBody> tools(Map<String, ToolOutcome> tools) {
        Map<String, ToolBody> out = new java.util.LinkedHashMap<>();
        tools.forEach((name, o) -> out.put(name, new ToolBody(o.status().name(), o.reason(), RulesetBody.from(o.ruleset()))));
        return out;
    }
}
