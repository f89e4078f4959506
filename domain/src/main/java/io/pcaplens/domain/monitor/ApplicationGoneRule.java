package io.pcaplens.domain.monitor;

import java.util.List;

/** INFO: an application of the previous snapshot is not seen any more. */
final class ApplicationGoneRule implements ChangeRule {

    @Override
    public ChangeType type() {
        return ChangeType.APPLICATION_GONE;
    }

    @Override
    public List<ChangeEvent> detect(Comparison c) {
        if (c.isBaseline()) {
            return List.of();
        }
        return Difference.of(c.previous().applications(), c.current().applications()).removed().stream()
                .map(app -> new ChangeEvent(type(), app, app, null, ChangeSeverity.INFO,
                        "Application " + app + " no longer seen"))
                .toList();
    }
}
