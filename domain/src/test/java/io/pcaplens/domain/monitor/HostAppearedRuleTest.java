package io.pcaplens.domain.monitor;

import io.pcaplens.domain.conversation.DeviceType;
import org.junit.jupiter.api.Test;

import java.util.List;

import static io.pcaplens.domain.monitor.Facts.between;
import static io.pcaplens.domain.monitor.Facts.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;

class HostAppearedRuleTest {

    private final HostAppearedRule rule = new HostAppearedRule();

    @Test
    void aNewAddressIsANewHostWithItsCardMakerAndType() {
        // week 2 of the office series: Bob's personal laptop joins the Wi-Fi
        Facts week1 = facts().host("10.0.1.11", "ac:de:48:22:22:02");
        Facts week2 = facts().host("10.0.1.11", "ac:de:48:22:22:02")
                .host("10.0.4.20", "dc:a6:32:55:55:05", DeviceType.LAPTOP_DESKTOP, "Raspberry Pi Trading");

        assertEquals(List.of(new ChangeEvent(ChangeType.HOST_APPEARED, "10.0.4.20", null, "dc:a6:32:55:55:05",
                        ChangeSeverity.INFO, "New host 10.0.4.20 (dc:a6:32:55:55:05, Raspberry Pi Trading, Laptop/Desktop)")),
                rule.detect(between(week1, week2)));
    }

    @Test
    void aHostWithoutLocalEvidenceOfItsCardSaysSo() {
        List<ChangeEvent> events = rule.detect(between(facts(), facts().host("10.0.4.20", null)));

        assertEquals("New host 10.0.4.20 (MAC unknown, Laptop/Desktop)", events.get(0).description());
    }

    @Test
    void theBaselineAndKnownHostsAreNoNews() {
        Facts same = facts().host("10.0.1.11", "ac:de:48:22:22:02");

        assertEquals(List.of(), rule.detect(Comparison.baseline(same.build())));
        assertEquals(List.of(), rule.detect(between(same, same)));
    }
}
