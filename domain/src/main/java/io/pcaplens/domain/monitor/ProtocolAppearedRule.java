package io.pcaplens.domain.monitor;

import java.util.List;

/**
 * A protocol label the previous snapshot did not have. WARNING for a tunnel protocol ({@link TunnelNames}),
 * which the dissector names even when DPI did not run; INFO otherwise.
 */
final class ProtocolAppearedRule implements ChangeRule {

    @Override
    public ChangeType type() {
        return ChangeType.PROTOCOL_APPEARED;
    }

    @Override
    public List<ChangeEvent> detect(Comparison c) {
        if (c.isBaseline()) {
            return List.of();
        }
        return Difference.of(c.previous().protocols(), c.current().protocols()).added().stream()
                .map(p -> TunnelNames.isTunnel(p)
                        ? new ChangeEvent(type(), p, null, p, ChangeSeverity.WARNING, "New tunnel protocol " + p)
                        : new ChangeEvent(type(), p, null, p, ChangeSeverity.INFO, "New protocol " + p))
                .toList();
    }
}
