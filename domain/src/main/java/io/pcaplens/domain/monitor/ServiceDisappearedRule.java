package io.pcaplens.domain.monitor;

import java.util.List;

/** INFO: a service of the previous snapshot accepted no connection in this one. */
final class ServiceDisappearedRule extends ListChangeRule<ServiceFact> {

    ServiceDisappearedRule() {
        super(false);
    }

    @Override
    public ChangeType type() {
        return ChangeType.SERVICE_DISAPPEARED;
    }

    @Override
    List<ServiceFact> values(SnapshotFacts facts) {
        return facts.services();
    }

    @Override
    ChangeEvent event(ServiceFact s) {
        return new ChangeEvent(type(), s.entity(), s.entity(), null, ChangeSeverity.INFO,
                "Service " + s.entity() + " no longer seen");
    }
}
