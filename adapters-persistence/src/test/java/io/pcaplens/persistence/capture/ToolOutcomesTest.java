package io.pcaplens.persistence.capture;

import io.pcaplens.domain.capture.ToolOutcome;
import io.pcaplens.domain.ids.IdsRuleset;
import io.pcaplens.domain.ids.RuleSource;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ToolOutcomesTest {

    @Test
    void theRulesSuricataRanWithAreKeptWithItsOutcome() {
        IdsRuleset rules = new IdsRuleset(List.of(new RuleSource("pcaplens.rules", "built in", true, 9, "aa", null),
                new RuleSource("suricata.rules", "ET Open", false, 48000, "bb", Instant.parse("2026-12-01T20:00:00Z"))));
        Map<String, ToolOutcome> tools = new LinkedHashMap<>();
        tools.put("tshark", ToolOutcome.completed());
        tools.put("suricata", ToolOutcome.completed().withRuleset(rules));
        tools.put("fileExtraction", ToolOutcome.failed("tshark could not export the objects (exit code 2)"));

        assertEquals(tools, ToolOutcomes.fromJson(ToolOutcomes.toJson(tools)));
    }
}
