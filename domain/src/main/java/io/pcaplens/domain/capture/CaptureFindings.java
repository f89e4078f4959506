package io.pcaplens.domain.capture;

import java.util.List;
import java.util.Map;

/**
 * What an analysis found of the capture as a whole, known once it has ended: the stretch of time its
 * conversations span, how many packets and conversations it holds, each tool's outcome and the warnings.
 *
 * @param warnings what the user should know about a completed analysis that read less than the whole file
 *                 (a capture cut short); empty otherwise, never null
 */
public record CaptureFindings(Long startNanos, Long endNanos, Long packets, Integer conversations,
                              Map<String, ToolOutcome> tools, List<String> warnings) {

    /** Nothing found: before the analysis ended, or an analysis that keeps nothing. */
    public static final CaptureFindings NONE = new CaptureFindings(null, null, null, null, Map.of(), List.of());

    public CaptureFindings {
        tools = tools == null ? Map.of() : Map.copyOf(tools);
        warnings = warnings == null ? List.of() : List.copyOf(warnings);
    }
}
