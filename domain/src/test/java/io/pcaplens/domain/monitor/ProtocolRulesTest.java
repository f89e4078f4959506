package io.pcaplens.domain.monitor;

import org.junit.jupiter.api.Test;

import java.util.List;

import static io.pcaplens.domain.monitor.Facts.between;
import static io.pcaplens.domain.monitor.Facts.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** {@link ProtocolAppearedRule} and {@link ProtocolGoneRule}, with tshark's labels for the office series. */
class ProtocolRulesTest {

    private final Facts week1 = facts().protocols("ARP", "DNS", "HTTP", "IMAP", "NBSS", "SMTP", "TCP", "TLSV1");
    private final Facts week2 = facts().protocols("ARP", "DNS", "HTTP", "NBSS", "SMTP", "TCP", "TLSV1", "WIREGUARD");

    @Test
    void aTunnelProtocolIsAWarningEvenWithoutDpi() {
        assertEquals(List.of(new ChangeEvent(ChangeType.PROTOCOL_APPEARED, "WIREGUARD", null, "WIREGUARD",
                        ChangeSeverity.WARNING, "New tunnel protocol WIREGUARD")),
                new ProtocolAppearedRule().detect(between(week1, week2)));
    }

    @Test
    void otherProtocolsAreInformation() {
        Facts week3 = facts().protocols("ARP", "BT-DHT", "DNS", "HTTP", "NBSS", "SMTP", "TCP", "TELNET", "TLSV1",
                "WIREGUARD");

        assertEquals(List.of("BT-DHT", "TELNET"), new ProtocolAppearedRule().detect(between(week2, week3)).stream()
                .filter(e -> e.severity() == ChangeSeverity.INFO).map(ChangeEvent::entity).toList());
    }

    @Test
    void aProtocolNoLongerSeenIsGone() {
        assertEquals(List.of(new ChangeEvent(ChangeType.PROTOCOL_GONE, "IMAP", "IMAP", null, ChangeSeverity.INFO,
                        "Protocol IMAP no longer seen")),
                new ProtocolGoneRule().detect(between(week1, week2)));
        assertEquals(List.of(), new ProtocolAppearedRule().detect(Comparison.baseline(week2.build())));
    }
}
