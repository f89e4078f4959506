package io.pcaplens.domain.monitor;

import java.util.List;
import java.util.Objects;

/**
 * The local default gateway changed its card or its address. CRITICAL when both snapshots had one: the
 * hosts' traffic now leaves through another machine, which is how a rogue router or a man in the middle
 * places itself. INFO when one snapshot had no outbound traffic, so that no gateway could be seen.
 */
final class GatewayChangedRule implements ChangeRule {

    static final String ENTITY = "gateway";

    @Override
    public ChangeType type() {
        return ChangeType.GATEWAY_CHANGED;
    }

    @Override
    public List<ChangeEvent> detect(Comparison c) {
        if (c.isBaseline()) {
            return List.of();
        }
        LocalGateway before = c.previous().gateway();
        LocalGateway after = c.current().gateway();
        if (before == null && after == null || before != null && after != null && same(before, after)) {
            return List.of();
        }
        if (before == null) {
            return List.of(new ChangeEvent(type(), ENTITY, null, after.text(), ChangeSeverity.INFO,
                    "Default gateway seen: " + after.text()));
        }
        if (after == null) {
            return List.of(new ChangeEvent(type(), ENTITY, before.text(), null, ChangeSeverity.INFO,
                    "No traffic left through the default gateway " + before.text()));
        }
        return List.of(new ChangeEvent(type(), ENTITY, before.text(), after.text(), ChangeSeverity.CRITICAL,
                "Default gateway changed from " + before.text() + " to " + after.text()));
    }

    /** The same card with the same address; an address seen in only one snapshot is no change. */
    private static boolean same(LocalGateway a, LocalGateway b) {
        return a.mac().equals(b.mac()) && (a.ip() == null || b.ip() == null || Objects.equals(a.ip(), b.ip()));
    }
}
