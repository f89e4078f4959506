package io.pcaplens.domain.finding;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.domain.conversation.Severity;
import io.pcaplens.domain.flow.IdsAlert;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * IDS alerts and the critical and high custom-rule matches, rolled up by signature with the hosts they were
 * raised for: one finding per signature rather than one line per conversation.
 */
public final class AlertRollupDetector implements Detector {

    private final Map<Signature, Evidence> found = new LinkedHashMap<>();

    /** @param severity the IDS's priority (1 the most severe) or the rule's severity */
    private record Signature(FindingKind kind, String name, FindingSeverity severity) {
    }

    @Override
    public String name() {
        return "alerts";
    }

    @Override
    public int version() {
        return 1;
    }

    @Override
    public Map<String, String> parameters() {
        return Map.of();
    }

    @Override
    public void accept(ConversationRow row) {
        if (row.idsAlerts() != null) {
            for (IdsAlert alert : row.idsAlerts()) {
                add(new Signature(FindingKind.IDS_ALERT, alert.signature(), idsSeverity(alert.severity())), row);
            }
        }
        if (row.customRules() != null) {
            for (RuleMatch match : row.customRules()) {
                if (match.severity() == Severity.CRITICAL || match.severity() == Severity.HIGH) {
                    add(new Signature(FindingKind.CUSTOM_RULE, match.name(),
                            FindingSeverity.valueOf(match.severity().name())), row);
                }
            }
        }
    }

    /** Suricata's priorities: 1 high, 2 medium, 3 low, anything else informational. */
    static FindingSeverity idsSeverity(int priority) {
        switch (priority) {
            case 1:
                return FindingSeverity.HIGH;
            case 2:
                return FindingSeverity.MEDIUM;
            case 3:
                return FindingSeverity.LOW;
            default:
                return FindingSeverity.INFO;
        }
    }

    private void add(Signature signature, ConversationRow row) {
        found.computeIfAbsent(signature, k -> new Evidence()).add(row);
    }

    @Override
    public List<Detection> detections() {
        List<Detection> detections = new ArrayList<>();
        found.forEach((s, e) -> {
            boolean ids = s.kind() == FindingKind.IDS_ALERT;
            String what = ids ? "IDS alert" : "custom rule";
            String title = (ids ? "IDS: " : "Rule: ") + s.name();
            String explanation = "The " + what + " \"" + s.name() + "\" fired on " + e.rows()
                    + " conversation(s) between " + String.join(", ", e.hosts().stream().limit(10).toList())
                    + (e.hosts().size() > 10 ? " and " + (e.hosts().size() - 10) + " more hosts." : ".");
            String q = HuntExpression.of().text(ids ? "ids" : "rule", s.name()).toString();
            detections.add(new Detection(s.kind(), s.severity(), title, explanation, e.hosts(), e.rows(), e.ids(), q));
        });
        return detections;
    }
}
