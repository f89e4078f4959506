package io.pcaplens.domain.monitor;

import java.util.List;

/**
 * The upstream peer, where most of the network's outbound traffic goes, changed. CRITICAL when both
 * snapshots had one: the traffic leaves by another provider, proxy or tunnel, whether by a failover nobody
 * announced or by a redirection. INFO when one snapshot had none that carried most of the traffic.
 */
final class UpstreamChangedRule implements ChangeRule {

    static final String ENTITY = "upstream";

    @Override
    public ChangeType type() {
        return ChangeType.UPSTREAM_CHANGED;
    }

    @Override
    public List<ChangeEvent> detect(Comparison c) {
        if (c.isBaseline()) {
            return List.of();
        }
        String before = c.previous().upstreamPeer();
        String after = c.current().upstreamPeer();
        if (before == null && after == null || before != null && before.equals(after)) {
            return List.of();
        }
        if (before == null) {
            return List.of(new ChangeEvent(type(), ENTITY, null, after, ChangeSeverity.INFO,
                    "Upstream peer seen: " + after));
        }
        if (after == null) {
            return List.of(new ChangeEvent(type(), ENTITY, before, null, ChangeSeverity.INFO,
                    "No single upstream peer any more (was " + before + ")"));
        }
        return List.of(new ChangeEvent(type(), ENTITY, before, after, ChangeSeverity.CRITICAL,
                "Upstream peer changed from " + before + " to " + after));
    }
}
