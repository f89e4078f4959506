package io.pcaplens.domain.monitor;

import java.util.List;

/** INFO: a protocol label of the previous snapshot is not seen any more. */
final class ProtocolGoneRule implements ChangeRule {

    @Override
    public ChangeType type() {
        return ChangeType.PROTOCOL_GONE;
    }

    @Override
    public List<ChangeEvent> detect(Comparison c) {
        if (c.isBaseline()) {
            return List.of();
        }
        return Difference.of(c.previous().protocols(), c.current().protocols()).removed().stream()
                .map(p -> new ChangeEvent(type(), p, p, null, ChangeSeverity.INFO,
                        "Protocol " + p + " no longer seen"))
                .toList();
    }
}
