package io.pcaplens.domain.monitor;

import io.pcaplens.domain.finding.FindingSeverity;

import java.util.ArrayList;
import java.util.List;
import io.pcaplens.domain.finding.FindingKind;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * A finding of a kind on a host that had none of that kind in the previous snapshot (a new kind is such a
 * finding too). The finding's severity decides, on the monitor's three-step scale: critical → CRITICAL; high and
 * medium → WARNING; low and info → INFO. The event's entity is the host, its after value the kind, so that the
 * same change found again keeps its identity; the description is the finding's title and names the finding.
 * Facts kept from before findings were recorded are not compared: every finding would read as new. Findings
 * that roll up IDS alerts or custom rule matches are left to {@link IdsAlertAppearedRule} and
 * {@link RuleMatchAppearedRule}, which already report what is new in them.
 */
final class FindingAppearedRule implements ChangeRule {

    @Override
    public ChangeType type() {
        return ChangeType.FINDING_APPEARED;
    }

    private static final Set<String> REPORTED_ELSEWHERE = Set.of(FindingKind.IDS_ALERT.apiName(),
            FindingKind.CUSTOM_RULE.apiName());

    static ChangeSeverity severityOf(FindingSeverity s) {
        return switch (s) {
            case CRITICAL -> ChangeSeverity.CRITICAL;
            case HIGH, MEDIUM -> ChangeSeverity.WARNING;
            case LOW, INFO -> ChangeSeverity.INFO;
        };
    }

    @Override
    public List<ChangeEvent> detect(Comparison c) {
        if (c.isBaseline() || c.previous().findings() == null || c.current().findings() == null) {
            return List.of();
        }
        Set<String> before = c.previous().findings().stream().map(FindingFact::pair).collect(Collectors.toSet());
        Set<String> reported = new TreeSet<>();
        List<ChangeEvent> events = new ArrayList<>();
        // sorted most severe first within a pair: the pair's worst finding speaks for it
        for (FindingFact f : c.current().findings()) {
            if (!REPORTED_ELSEWHERE.contains(f.kind()) && !before.contains(f.pair()) && reported.add(f.pair())) {
                events.add(new ChangeEvent(type(), f.host(), null, f.kind(), severityOf(f.severity()),
                        f.title() + " (" + f.severity().apiName() + " finding " + f.findingId() + ")"));
            }
        }
        return events;
    }
}
