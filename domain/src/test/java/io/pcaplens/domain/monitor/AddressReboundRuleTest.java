package io.pcaplens.domain.monitor;

import org.junit.jupiter.api.Test;

import java.util.List;

import static io.pcaplens.domain.monitor.Facts.between;
import static io.pcaplens.domain.monitor.Facts.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;

class AddressReboundRuleTest {

    private final AddressReboundRule rule = new AddressReboundRule();

    @Test
    void anAddressTakenFromACardThatIsStillThereIsCritical() {
        // Bob's card is still on the network (on another address) while a new card holds his old one
        Facts before = facts().host("10.0.1.11", "ac:de:48:22:22:02");
        Facts after = facts().host("10.0.1.11", "b8:27:eb:77:77:07").host("10.0.1.99", "ac:de:48:22:22:02");

        assertEquals(List.of(new ChangeEvent(ChangeType.ADDRESS_REBOUND, "10.0.1.11", "ac:de:48:22:22:02",
                        "b8:27:eb:77:77:07", ChangeSeverity.CRITICAL, "10.0.1.11 moved from ac:de:48:22:22:02 to "
                        + "b8:27:eb:77:77:07 while ac:de:48:22:22:02 is still on the network (ARP spoofing or a shadow device)")),
                rule.detect(between(before, after)));
    }

    @Test
    void anAddressWhoseOldCardLeftIsAWarning() {
        Facts before = facts().host("10.0.4.77", "02:00:00:00:01:9f");
        Facts after = facts().host("10.0.4.77", "02:00:00:00:01:d1");

        List<ChangeEvent> events = rule.detect(between(before, after));

        assertEquals(ChangeSeverity.WARNING, events.get(0).severity());
        assertEquals("10.0.4.77 moved from 02:00:00:00:01:9f to 02:00:00:00:01:d1", events.get(0).description());
    }

    @Test
    void anAddressThatOnlyGainedACardIsNotRebound() {
        Facts before = facts().host("10.0.1.11", "ac:de:48:22:22:02");
        Facts after = facts().host("10.0.1.11", "ac:de:48:22:22:02").bind("10.0.1.11", "b8:27:eb:77:77:07");

        assertEquals(List.of(), rule.detect(between(before, after)));
        assertEquals(List.of(), rule.detect(Comparison.baseline(after.build())));
    }
}
