package io.pcaplens.domain.ids;

import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class IdsRulesetTest {

    private static final RuleSource BUILT_IN = new RuleSource("pcaplens.rules", "built in", true, 9, "a1b2c3", null);

    @Test
    void theBuiltInRulesAloneAreSaidToBeSo() {
        IdsRuleset alone = new IdsRuleset(List.of(BUILT_IN));
        assertTrue(alone.builtInOnly());
        assertTrue(alone.warning().orElseThrow().startsWith("only the 9 built-in rules run"));
        assertEquals(Optional.empty(), alone.updatedAt());
    }

    @Test
    void anEmptyRulesFileAddsNothing() {
        IdsRuleset empty = new IdsRuleset(List.of(BUILT_IN,
                new RuleSource("suricata.rules", "ET Open", false, 0, "e3b0c4", Instant.EPOCH)));
        assertTrue(empty.builtInOnly());
    }

    @Test
    void aRuleSetCountsEveryRuleAndIsAsRecentAsItsNewestSource() {
        Instant older = Instant.parse("2026-11-01T00:00:00Z");
        Instant newer = Instant.parse("2026-12-01T10:00:00Z");
        IdsRuleset set = new IdsRuleset(List.of(BUILT_IN,
                new RuleSource("local.rules", "local.rules", false, 2, "d4e5f6", older),
                new RuleSource("suricata.rules", "ET Open", false, 48000, "0a0b0c", newer)));
        assertFalse(set.builtInOnly());
        assertEquals(48011, set.ruleCount());
        assertEquals(Optional.of(newer), set.updatedAt());
        assertEquals("a1b2c3+d4e5f6+0a0b0c", set.version());
        assertEquals(Optional.empty(), set.warning());
    }
}
