package io.pcaplens.domain.monitor;

import org.junit.jupiter.api.Test;

import java.util.List;

import static io.pcaplens.domain.monitor.Facts.between;
import static io.pcaplens.domain.monitor.Facts.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;

class UpstreamChangedRuleTest {

    private final UpstreamChangedRule rule = new UpstreamChangedRule();

    @Test
    void anotherUpstreamPeerIsCriticalBothWays() {
        // the office series fails over to the secondary provider in week 4 and comes back in week 7
        Facts week3 = facts().upstream("203.0.113.1");
        Facts week4 = facts().upstream("198.51.100.1");

        assertEquals(List.of(new ChangeEvent(ChangeType.UPSTREAM_CHANGED, "upstream", "203.0.113.1", "198.51.100.1",
                        ChangeSeverity.CRITICAL, "Upstream peer changed from 203.0.113.1 to 198.51.100.1")),
                rule.detect(between(week3, week4)));
        assertEquals(ChangeSeverity.CRITICAL, rule.detect(between(week4, week3)).get(0).severity());
        assertEquals(List.of(), rule.detect(between(week4, week4)));
    }

    @Test
    void noSingleUpstreamPeerOnOneSideIsOnlyInformation() {
        Facts with = facts().upstream("203.0.113.1");

        assertEquals(ChangeSeverity.INFO, rule.detect(between(with, facts())).get(0).severity());
        assertEquals(ChangeSeverity.INFO, rule.detect(between(facts(), with)).get(0).severity());
        assertEquals(List.of(), rule.detect(Comparison.baseline(with.build())));
    }
}
