package io.pcaplens.domain.monitor;

import org.junit.jupiter.api.Test;

import java.util.List;

import static io.pcaplens.domain.monitor.Facts.between;
import static io.pcaplens.domain.monitor.Facts.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;

class GatewayChangedRuleTest {

    private final GatewayChangedRule rule = new GatewayChangedRule();

    @Test
    void anotherCardAsDefaultGatewayIsCritical() {
        Facts before = facts().gateway("00:aa:bb:cc:dd:01", "10.0.1.1");
        Facts after = facts().gateway("b8:27:eb:77:77:07", "10.0.1.1");

        assertEquals(List.of(new ChangeEvent(ChangeType.GATEWAY_CHANGED, "gateway", "00:aa:bb:cc:dd:01 (10.0.1.1)",
                        "b8:27:eb:77:77:07 (10.0.1.1)", ChangeSeverity.CRITICAL,
                        "Default gateway changed from 00:aa:bb:cc:dd:01 (10.0.1.1) to b8:27:eb:77:77:07 (10.0.1.1)")),
                rule.detect(between(before, after)));
    }

    @Test
    void theSameCardIsNoChangeEvenWhenOneSnapshotMissedItsAddress() {
        // every week of the office series leaves through 00:aa:bb:cc:dd:01 (10.0.1.1)
        Facts week3 = facts().gateway("00:aa:bb:cc:dd:01", "10.0.1.1");
        Facts week4 = facts().gateway("00:aa:bb:cc:dd:01", null);

        assertEquals(List.of(), rule.detect(between(week3, week3)));
        assertEquals(List.of(), rule.detect(between(week3, week4)));
    }

    @Test
    void aSnapshotWithoutOutboundTrafficIsOnlyInformation() {
        Facts with = facts().gateway("00:aa:bb:cc:dd:01", "10.0.1.1");

        assertEquals(ChangeSeverity.INFO, rule.detect(between(with, facts())).get(0).severity());
        assertEquals(ChangeSeverity.INFO, rule.detect(between(facts(), with)).get(0).severity());
        assertEquals(List.of(), rule.detect(Comparison.baseline(with.build())));
    }
}
