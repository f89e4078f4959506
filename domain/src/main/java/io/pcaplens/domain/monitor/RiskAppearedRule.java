package io.pcaplens.domain.monitor;

import java.util.List;

/**
 * WARNING: a DPI risk (clear-text credentials, an unsafe protocol, a self-signed certificate …) that the
 * previous snapshot did not have. Risks that go on week after week are not repeated.
 */
final class RiskAppearedRule extends ListChangeRule<String> {

    RiskAppearedRule() {
        super(true);
    }

    @Override
    public ChangeType type() {
        return ChangeType.RISK_APPEARED;
    }

    @Override
    List<String> values(SnapshotFacts facts) {
        return facts.risks();
    }

    @Override
    ChangeEvent event(String risk) {
        return new ChangeEvent(type(), risk, null, risk, ChangeSeverity.WARNING, "New risk " + risk);
    }
}
