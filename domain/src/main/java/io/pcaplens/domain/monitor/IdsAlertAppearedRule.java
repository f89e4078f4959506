package io.pcaplens.domain.monitor;

import java.util.List;

/**
 * WARNING: an intrusion-detection signature fired that did not in the previous snapshot. Only when IDS ran
 * for both captures: a snapshot analysed without IDS has no alert list, and comparing with it would make
 * every alert look new.
 */
final class IdsAlertAppearedRule extends ListChangeRule<String> {

    IdsAlertAppearedRule() {
        super(true);
    }

    @Override
    public ChangeType type() {
        return ChangeType.IDS_ALERT_APPEARED;
    }

    @Override
    List<String> values(SnapshotFacts facts) {
        return facts.idsAlerts();
    }

    @Override
    ChangeEvent event(String alert) {
        return new ChangeEvent(type(), alert, null, alert, ChangeSeverity.WARNING, "New IDS alert " + alert);
    }
}
