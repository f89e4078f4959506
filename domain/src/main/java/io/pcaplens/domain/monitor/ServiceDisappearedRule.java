package io.pcaplens.domain.monitor;

import java.util.List;

/** INFO: a service of the previous snapshot accepted no connection in this one. */
final class ServiceDisappearedRule implements ChangeRule {

    @Override
    public ChangeType type() {
        return ChangeType.SERVICE_DISAPPEARED;
    }

    @Override
    public List<ChangeEvent> detect(Comparison c) {
        if (c.isBaseline()) {
            return List.of();
        }
        return Difference.of(c.previous().services(), c.current().services()).removed().stream()
                .map(s -> new ChangeEvent(type(), s.entity(), s.entity(), null, ChangeSeverity.INFO,
                        "Service " + s.entity() + " no longer seen"))
                .toList();
    }
}
