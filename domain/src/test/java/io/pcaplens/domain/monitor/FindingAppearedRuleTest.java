package io.pcaplens.domain.monitor;

import org.junit.jupiter.api.Test;

import java.util.List;

import static io.pcaplens.domain.finding.FindingSeverity.HIGH;
import static io.pcaplens.domain.finding.FindingSeverity.INFO;
import static io.pcaplens.domain.finding.FindingSeverity.MEDIUM;
import static io.pcaplens.domain.monitor.Facts.between;
import static io.pcaplens.domain.monitor.Facts.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** A finding of a kind new on its host is a change; one that goes on, or goes away, is not. */
class FindingAppearedRuleTest {

    private final FindingAppearedRule rule = new FindingAppearedRule();

    @Test
    void aScanOnAQuietNetworkIsAChangeWithTheFindingsSeverityAndTitle() {
        Facts quiet = facts().noFindings();
        Facts scanned = facts().finding("vertical_scan", "10.0.0.5", HIGH, "f-1", "Port scan by 10.0.0.5");

        assertEquals(List.of(new ChangeEvent(ChangeType.FINDING_APPEARED, "10.0.0.5", null, "vertical_scan",
                        ChangeSeverity.WARNING, "Port scan by 10.0.0.5 (high finding f-1)")),
                rule.detect(between(quiet, scanned)));
        assertEquals(List.of(), rule.detect(between(scanned, quiet)));
        assertEquals(List.of(), rule.detect(Comparison.baseline(scanned.build())));
    }

    @Test
    void theSameKindOnTheSameHostAgainIsNoChangeButOnAnotherHostItIs() {
        Facts before = facts().finding("beaconing", "10.0.0.7", MEDIUM, "f-1", "Beaconing from 10.0.0.7");
        Facts again = facts().finding("beaconing", "10.0.0.7", HIGH, "f-2", "Beaconing from 10.0.0.7");
        Facts spread = facts().finding("beaconing", "10.0.0.7", MEDIUM, "f-3", "Beaconing from 10.0.0.7")
                .finding("beaconing", "10.0.0.8", INFO, "f-4", "Beaconing from 10.0.0.8");

        assertEquals(List.of(), rule.detect(between(before, again)));
        List<ChangeEvent> events = rule.detect(between(before, spread));
        assertEquals(List.of("10.0.0.8"), events.stream().map(ChangeEvent::entity).toList());
        assertEquals(ChangeSeverity.INFO, events.get(0).severity());
    }

    @Test
    void aPairWithSeveralFindingsIsOneChangeAtItsWorstSeverity() {
        Facts quiet = facts().noFindings();
        Facts twice = facts().finding("tls_no_sni", "10.0.0.9", INFO, "f-1", "No SNI")
                .finding("tls_no_sni", "10.0.0.9", HIGH, "f-2", "No SNI");

        List<ChangeEvent> events = rule.detect(between(quiet, twice));

        assertEquals(1, events.size());
        assertEquals(ChangeSeverity.WARNING, events.get(0).severity());
        assertEquals(events.get(0).identity(), rule.detect(between(quiet, twice)).get(0).identity());
    }

    @Test
    void alertAndRuleRollupsAreLeftToTheirOwnRules() {
        Facts quiet = facts().noFindings();
        Facts alerted = facts().finding("ids_alert", "10.0.0.5", HIGH, "f-1", "IDS alerts")
                .finding("custom_rule", "10.0.0.5", HIGH, "f-2", "Custom rule");

        assertEquals(List.of(), rule.detect(between(quiet, alerted)));
    }

    @Test
    void factsKeptFromBeforeFindingsWereRecordedAreNotCompared() {
        Facts unrecorded = facts();
        Facts scanned = facts().finding("horizontal_scan", "10.0.0.5", HIGH, "f-1", "Sweep by 10.0.0.5");

        assertEquals(List.of(), rule.detect(between(unrecorded, scanned)));
    }
}
