package io.pcaplens.domain.monitor;

import java.util.List;

/** INFO: a protocol label of the previous snapshot is not seen any more. */
final class ProtocolGoneRule extends ListChangeRule<String> {

    ProtocolGoneRule() {
        super(false);
    }

    @Override
    public ChangeType type() {
        return ChangeType.PROTOCOL_GONE;
    }

    @Override
    List<String> values(SnapshotFacts facts) {
        return facts.protocols();
    }

    @Override
    ChangeEvent event(String p) {
        return new ChangeEvent(type(), p, p, null, ChangeSeverity.INFO, "Protocol " + p + " no longer seen");
    }
}
