package io.pcaplens.domain.monitor;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static io.pcaplens.domain.monitor.Facts.between;
import static io.pcaplens.domain.monitor.Facts.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;

class ChangeDetectorTest {

    @Test
    void theStandardDetectorHasOneRuleForEveryKindOfChange() {
        List<ChangeType> types = ChangeDetector.standard().rules().stream().map(ChangeRule::type).toList();

        assertEquals(EnumSet.allOf(ChangeType.class), EnumSet.copyOf(types));
        assertEquals(ChangeType.values().length, types.size(), "one rule per type");
    }

    @Test
    void everyRuleReportsOnlyItsOwnType() {
        Facts before = facts().host("10.0.1.11", "ac:de:48:22:22:02").service("10.0.2.10", 445)
                .applications("IMAP").protocols("IMAP").gateway("00:aa:bb:cc:dd:01", "10.0.1.1").upstream("203.0.113.1");
        Facts after = facts().host("10.0.4.20", "dc:a6:32:55:55:05").bind("10.0.4.20", "b8:27:eb:77:77:07")
                .service("10.0.2.10", 23).applications("WireGuard").protocols("WIREGUARD").risks("unsafe_protocol")
                .gateway("b8:27:eb:77:77:07", "10.0.1.1").upstream("198.51.100.1").countries("Germany");

        for (ChangeRule rule : ChangeDetector.standard().rules()) {
            for (ChangeEvent e : rule.detect(between(before, after))) {
                assertEquals(rule.type(), e.type(), rule.getClass().getSimpleName());
            }
        }
    }

    @Test
    void collectsTheEventsOfAllRulesMostSevereFirst() {
        Facts before = facts().host("10.0.1.11", "ac:de:48:22:22:02").applications("TLS").upstream("203.0.113.1");
        Facts after = facts().host("10.0.1.11", "ac:de:48:22:22:02").host("10.0.4.20", "dc:a6:32:55:55:05")
                .applications("TLS", "WireGuard").upstream("198.51.100.1");

        List<ChangeEvent> events = ChangeDetector.standard().detect(between(before, after));

        assertEquals(List.of(ChangeType.UPSTREAM_CHANGED, ChangeType.APPLICATION_APPEARED, ChangeType.HOST_APPEARED),
                events.stream().map(ChangeEvent::type).toList());
        assertEquals(List.of(ChangeSeverity.CRITICAL, ChangeSeverity.WARNING, ChangeSeverity.INFO),
                events.stream().map(ChangeEvent::severity).toList());
    }

    @Test
    void identicalSnapshotsHaveNoChangesAndTheBaselineOnlyItsOwnContradictions() {
        Facts week = facts().host("10.0.1.11", "ac:de:48:22:22:02").bind("10.0.1.11", "b8:27:eb:77:77:07")
                .applications("TLS").upstream("203.0.113.1").service("10.0.2.10", 445);

        assertEquals(List.of(), ChangeDetector.standard().detect(between(week, week)));
        Set<ChangeType> baseline = ChangeDetector.standard().detect(Comparison.baseline(week.build())).stream()
                .map(ChangeEvent::type).collect(Collectors.toSet());
        assertEquals(Set.of(ChangeType.ADDRESS_CONFLICT), baseline);
    }

    @Test
    void recomputingAPairGivesTheSameEventsAndIdentities() {
        Facts before = facts().host("10.0.1.11", "ac:de:48:22:22:02").upstream("203.0.113.1");
        Facts after = facts().host("10.0.1.11", "ac:de:48:22:22:02").bind("10.0.1.11", "b8:27:eb:77:77:07")
                .upstream("198.51.100.1");

        List<ChangeEvent> first = ChangeDetector.standard().detect(between(before, after));
        List<ChangeEvent> again = ChangeDetector.standard().detect(between(before, after));

        assertEquals(first, again);
        assertEquals(first.stream().map(ChangeEvent::identity).toList(),
                again.stream().map(ChangeEvent::identity).toList());
        assertEquals(Arrays.asList(ChangeType.ADDRESS_CONFLICT, ChangeType.UPSTREAM_CHANGED, ChangeType.MAC_APPEARED),
                first.stream().map(ChangeEvent::type).toList());
    }
}
