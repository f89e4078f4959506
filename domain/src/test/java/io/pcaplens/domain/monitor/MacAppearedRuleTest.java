package io.pcaplens.domain.monitor;

import io.pcaplens.domain.conversation.DeviceType;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.pcaplens.domain.monitor.Facts.between;
import static io.pcaplens.domain.monitor.Facts.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;

class MacAppearedRuleTest {

    private final MacAppearedRule rule = new MacAppearedRule();

    @Test
    void aNewCardOnAKnownAddressIsReported() {
        // week 6 of the office series: a branch office's card answers for Alice's address
        Facts week5 = facts().host("10.0.1.10", "ac:de:48:11:11:01");
        Facts week6 = facts().host("10.0.1.10", "ac:de:48:11:11:01").bind("10.0.1.10", "52:54:00:b0:00:0a");

        assertEquals(List.of(new ChangeEvent(ChangeType.MAC_APPEARED, "52:54:00:b0:00:0a", null, "10.0.1.10",
                        ChangeSeverity.INFO, "New card 52:54:00:b0:00:0a on 10.0.1.10")),
                rule.detect(between(week5, week6)));
    }

    @Test
    void aCardOfANewHostIsLeftToTheHostsRule() {
        // week 5: the shadow device's card holds its own new address and Bob's
        Facts week4 = facts().host("10.0.1.11", "ac:de:48:22:22:02");
        Facts week5 = facts().host("10.0.1.11", "ac:de:48:22:22:02").host("10.0.4.50", "b8:27:eb:77:77:07")
                .bind("10.0.1.11", "b8:27:eb:77:77:07");

        assertEquals(List.of(), rule.detect(between(week4, week5)));
    }

    @Test
    void aCardSeenAtLayer2OnlyIsReportedWithItsMaker() {
        Facts after = facts().host(null, "00:1b:21:3a:4f:5e", DeviceType.ROUTER, "Intel");

        assertEquals("New card 00:1b:21:3a:4f:5e (Intel), seen at layer 2 only",
                rule.detect(between(facts(), after)).get(0).description());
        assertEquals(List.of(), rule.detect(Comparison.baseline(after.build())));
    }
}
