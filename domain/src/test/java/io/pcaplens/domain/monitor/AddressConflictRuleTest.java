package io.pcaplens.domain.monitor;

import io.pcaplens.domain.conversation.DeviceType;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static io.pcaplens.domain.monitor.Facts.between;
import static io.pcaplens.domain.monitor.Facts.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;

class AddressConflictRuleTest {

    private final AddressConflictRule rule = new AddressConflictRule();

    private static final String BOB = "ac:de:48:22:22:02";
    private static final String SHADOW = "b8:27:eb:77:77:07";
    private static final String BRANCH = "52:54:00:b0:00:0b";

    @Test
    void oneAddressClaimedByTwoCardsIsCritical() {
        // week 5 of the office series, frames 8 and 13
        Facts week4 = facts().host("10.0.1.11", BOB);
        Facts week5 = facts().host("10.0.1.11", BOB).host("10.0.4.50", SHADOW, DeviceType.IOT,
                "Raspberry Pi Foundation").bind("10.0.1.11", SHADOW);

        assertEquals(List.of(new ChangeEvent(ChangeType.ADDRESS_CONFLICT, "10.0.1.11", BOB, BOB + ", " + SHADOW,
                        ChangeSeverity.CRITICAL, "10.0.1.11 claimed by 2 cards: " + BOB + ", " + SHADOW
                        + " (Raspberry Pi Foundation) (ARP spoofing or a shadow device)")),
                rule.detect(between(week4, week5)));
    }

    @Test
    void aClaimantWithoutAHostOfItsOwnIsNamedByItsBindingsMaker() {
        SnapshotFacts week6 = new SnapshotFacts(List.of(new HostFact("10.0.1.11", BOB, DeviceType.LAPTOP_DESKTOP,
                null)), List.of(new Binding("10.0.1.11", BOB, Set.of(BindingEvidence.ARP)),
                new Binding("10.0.1.11", BRANCH, Set.of(BindingEvidence.ARP), "Realtek (UpTech? also reported)")),
                List.of(), List.of(), List.of(), null, null, List.of(), null, List.of(), List.of(), List.of(), null);

        assertEquals("10.0.1.11 claimed by 2 cards: " + BRANCH + " (Realtek (UpTech? also reported)), " + BOB
                + " (ARP spoofing or a shadow device)", rule.detect(Comparison.baseline(week6)).get(0).description());
    }

    @Test
    void aConflictIsReportedInTheBaselineToo() {
        Facts first = facts().host("10.0.1.11", BOB).bind("10.0.1.11", SHADOW);

        assertEquals(1, rule.detect(Comparison.baseline(first.build())).size());
    }

    @Test
    void anUnchangedConflictIsNotNewButOtherClaimantsAre() {
        Facts week5 = facts().host("10.0.1.11", BOB).bind("10.0.1.11", SHADOW);
        Facts week6 = facts().host("10.0.1.11", BOB).bind("10.0.1.11", BRANCH);

        assertEquals(List.of(), rule.detect(between(week5, week5)));
        List<ChangeEvent> events = rule.detect(between(week5, week6));
        assertEquals(BOB + ", " + SHADOW, events.get(0).before());
        assertEquals(BRANCH + ", " + BOB, events.get(0).after());
    }
}
