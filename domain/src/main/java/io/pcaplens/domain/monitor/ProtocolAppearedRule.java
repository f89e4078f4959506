package io.pcaplens.domain.monitor;

import java.util.List;

/**
 * A protocol label the previous snapshot did not have. WARNING for a tunnel protocol ({@link TunnelNames}),
 * which the dissector names even when DPI did not run; INFO otherwise.
 */
final class ProtocolAppearedRule extends ListChangeRule<String> {

    ProtocolAppearedRule() {
        super(true);
    }

    @Override
    public ChangeType type() {
        return ChangeType.PROTOCOL_APPEARED;
    }

    @Override
    List<String> values(SnapshotFacts facts) {
        return facts.protocols();
    }

    @Override
    ChangeEvent event(String p) {
        return TunnelNames.isTunnel(p)
                ? new ChangeEvent(type(), p, null, p, ChangeSeverity.WARNING, "New tunnel protocol " + p)
                : new ChangeEvent(type(), p, null, p, ChangeSeverity.INFO, "New protocol " + p);
    }
}
