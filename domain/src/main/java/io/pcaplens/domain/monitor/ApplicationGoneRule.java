package io.pcaplens.domain.monitor;

import java.util.List;

/** INFO: an application of the previous snapshot is not seen any more. */
final class ApplicationGoneRule extends ListChangeRule<String> {

    ApplicationGoneRule() {
        super(false);
    }

    @Override
    public ChangeType type() {
        return ChangeType.APPLICATION_GONE;
    }

    @Override
    List<String> values(SnapshotFacts facts) {
        return facts.applications();
    }

    @Override
    ChangeEvent event(String app) {
        return new ChangeEvent(type(), app, app, null, ChangeSeverity.INFO, "Application " + app + " no longer seen");
    }
}
