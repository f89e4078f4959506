package io.pcaplens.domain.monitor;

import io.pcaplens.domain.conversation.Severity;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static io.pcaplens.domain.monitor.Facts.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** A snapshot's standing violations: what its rules would rate WARNING or worse, new or not. */
class ViolationsTest {

    @Test
    void everyFactIsJudgedAsItsRuleJudgesItWhenItAppears() {
        SnapshotFacts week6 = facts()
                .host("10.0.1.11", "ac:de:48:22:22:02").bind("10.0.1.11", "52:54:00:b0:00:0b")
                .host("10.0.4.20", "dc:a6:32:55:55:05")
                .service("10.0.2.10", 23).service("10.0.2.20", 25)
                .applications("WireGuard", "IMAP").protocols("WIREGUARD", "TCP")
                .risks("unsafe_protocol")
                .rule("cleartext-telnet", Severity.HIGH).rule("tls-old", Severity.LOW)
                .gateway("00:aa:bb:cc:dd:01", "10.0.1.1").upstream("198.51.100.1")
                .build();

        assertEquals(List.of(
                        "CRITICAL ADDRESS_CONFLICT 10.0.1.11",
                        "WARNING SERVICE_APPEARED 10.0.2.10:23/tcp",
                        "WARNING APPLICATION_APPEARED WireGuard",
                        "WARNING PROTOCOL_APPEARED WIREGUARD",
                        "WARNING RISK_APPEARED unsafe_protocol",
                        "WARNING RULE_MATCH_APPEARED cleartext-telnet"),
                Violations.of(week6).stream().map(v -> v.severity() + " " + v.type() + " " + v.entity()).toList());
        assertEquals(Map.of(ChangeSeverity.WARNING, 5, ChangeSeverity.CRITICAL, 1), Violations.counted(week6));
    }

    @Test
    void idsAlertsCountOnlyWhereIdsRan() {
        assertEquals(Map.of(ChangeSeverity.WARNING, 0, ChangeSeverity.CRITICAL, 0),
                Violations.counted(facts().build()));
        assertEquals(Map.of(ChangeSeverity.WARNING, 1, ChangeSeverity.CRITICAL, 0),
                Violations.counted(facts().idsAlerts("ET POLICY Telnet").build()));
    }
}
