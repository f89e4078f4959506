package io.pcaplens.domain.monitor;

import java.util.List;

/**
 * An application DPI recognised that the previous snapshot did not have. WARNING for a VPN or other tunnel
 * ({@link TunnelNames}): traffic inside it escapes the network's inspection. INFO otherwise; applications
 * that break policy (BitTorrent, Telnet) are judged by the custom rules, whose matches have their own rule.
 */
final class ApplicationAppearedRule implements ChangeRule {

    @Override
    public ChangeType type() {
        return ChangeType.APPLICATION_APPEARED;
    }

    @Override
    public List<ChangeEvent> detect(Comparison c) {
        if (c.isBaseline()) {
            return List.of();
        }
        return Difference.of(c.previous().applications(), c.current().applications()).added().stream()
                .map(app -> TunnelNames.isTunnel(app)
                        ? new ChangeEvent(type(), app, null, app, ChangeSeverity.WARNING,
                                "New VPN or tunnel application " + app)
                        : new ChangeEvent(type(), app, null, app, ChangeSeverity.INFO, "New application " + app))
                .toList();
    }
}
