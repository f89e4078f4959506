package io.pcaplens.domain.monitor;

import java.util.List;

/**
 * WARNING: an intrusion-detection signature fired that did not in the previous snapshot. Only when IDS ran
 * for both captures: a snapshot analysed without IDS has no alerts, and comparing with it would make every
 * alert look new.
 */
final class IdsAlertAppearedRule implements ChangeRule {

    @Override
    public ChangeType type() {
        return ChangeType.IDS_ALERT_APPEARED;
    }

    @Override
    public List<ChangeEvent> detect(Comparison c) {
        if (c.isBaseline() || c.previous().idsAlerts() == null || c.current().idsAlerts() == null) {
            return List.of();
        }
        return Difference.of(c.previous().idsAlerts(), c.current().idsAlerts()).added().stream()
                .map(alert -> new ChangeEvent(type(), alert, null, alert, ChangeSeverity.WARNING,
                        "New IDS alert " + alert))
                .toList();
    }
}
