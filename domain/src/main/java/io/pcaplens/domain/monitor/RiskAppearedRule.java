package io.pcaplens.domain.monitor;

import java.util.List;

/**
 * WARNING: a DPI risk (clear-text credentials, an unsafe protocol, a self-signed certificate …) that the
 * previous snapshot did not have. Risks that go on week after week are not repeated.
 */
final class RiskAppearedRule implements ChangeRule {

    @Override
    public ChangeType type() {
        return ChangeType.RISK_APPEARED;
    }

    @Override
    public List<ChangeEvent> detect(Comparison c) {
        if (c.isBaseline()) {
            return List.of();
        }
        return Difference.of(c.previous().risks(), c.current().risks()).added().stream()
                .map(risk -> new ChangeEvent(type(), risk, null, risk, ChangeSeverity.WARNING, "New risk " + risk))
                .toList();
    }
}
