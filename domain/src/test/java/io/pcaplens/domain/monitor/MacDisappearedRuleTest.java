package io.pcaplens.domain.monitor;

import org.junit.jupiter.api.Test;

import java.util.List;

import static io.pcaplens.domain.monitor.Facts.between;
import static io.pcaplens.domain.monitor.Facts.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;

class MacDisappearedRuleTest {

    private final MacDisappearedRule rule = new MacDisappearedRule();

    @Test
    void aCardGoneFromAnAddressStillInUseIsReported() {
        // week 7 of the office series: the branch office's card no longer answers for Bob's address
        Facts week6 = facts().host("10.0.1.11", "ac:de:48:22:22:02").bind("10.0.1.11", "52:54:00:b0:00:0b");
        Facts week7 = facts().host("10.0.1.11", "ac:de:48:22:22:02");

        assertEquals(List.of(new ChangeEvent(ChangeType.MAC_DISAPPEARED, "52:54:00:b0:00:0b", "10.0.1.11", null,
                        ChangeSeverity.INFO, "Card 52:54:00:b0:00:0b on 10.0.1.11 no longer seen")),
                rule.detect(between(week6, week7)));
    }

    @Test
    void aCardGoneWithItsHostIsLeftToTheHostsRule() {
        Facts before = facts().host("10.0.1.11", "ac:de:48:22:22:02").host("10.0.4.50", "b8:27:eb:77:77:07");
        Facts after = facts().host("10.0.1.11", "ac:de:48:22:22:02");

        assertEquals(List.of(), rule.detect(between(before, after)));
    }
}
