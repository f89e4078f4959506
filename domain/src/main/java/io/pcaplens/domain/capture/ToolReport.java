package io.pcaplens.domain.capture;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * How each tool of one analysis fared (api.md, the file record's {@code tools}): filled in as the tools
 * end, by one thread, and listed in the order of {@link Tool}.
 */
public final class ToolReport {

    private final Map<Tool, ToolOutcome> outcomes = new EnumMap<>(Tool.class);

    public void record(Tool tool, ToolOutcome outcome) {
        outcomes.put(tool, outcome);
    }

    public Optional<ToolOutcome> outcome(Tool tool) {
        return Optional.ofNullable(outcomes.get(tool));
    }

    /** By the names the file record uses. */
    public Map<String, ToolOutcome> byLabel() {
        Map<String, ToolOutcome> named = new LinkedHashMap<>();
        outcomes.forEach((tool, outcome) -> named.put(tool.label(), outcome));
        return named;
    }
}
