package io.pcaplens.domain.monitor;

import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.domain.conversation.Severity;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A custom rule (signatures.yml) fired that did not fire in the previous snapshot. The rule's own severity
 * decides, on the monitor's three-step scale: critical → CRITICAL; high and medium → WARNING, since the
 * shipped medium rules (BitTorrent, certificate problems) are policy violations an analyst must see; low →
 * INFO, the rules' "worth knowing" level.
 */
final class RuleMatchAppearedRule implements ChangeRule {

    @Override
    public ChangeType type() {
        return ChangeType.RULE_MATCH_APPEARED;
    }

    static ChangeSeverity severityOf(Severity ruleSeverity) {
        return switch (ruleSeverity) {
            case CRITICAL -> ChangeSeverity.CRITICAL;
            case HIGH, MEDIUM -> ChangeSeverity.WARNING;
            case LOW -> ChangeSeverity.INFO;
        };
    }

    @Override
    public List<ChangeEvent> detect(Comparison c) {
        if (c.isBaseline()) {
            return List.of();
        }
        Set<String> before = c.previous().ruleMatches().stream().map(RuleMatch::name).collect(Collectors.toSet());
        return c.current().ruleMatches().stream()
                .filter(m -> !before.contains(m.name()))
                .map(m -> new ChangeEvent(type(), m.name(), null, m.severity().apiName(), severityOf(m.severity()),
                        "Custom rule " + m.name() + " (" + m.severity().apiName() + ") fired"))
                .toList();
    }
}
