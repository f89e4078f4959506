package io.pcaplens.domain.monitor;

import java.util.List;

/**
 * An application DPI recognised that the previous snapshot did not have. WARNING for a VPN or other tunnel
 * ({@link TunnelNames}): traffic inside it escapes the network's inspection. INFO otherwise; applications
 * that break policy (BitTorrent, Telnet) are judged by the custom rules, whose matches have their own rule.
 */
final class ApplicationAppearedRule extends ListChangeRule<String> {

    ApplicationAppearedRule() {
        super(true);
    }

    @Override
    public ChangeType type() {
        return ChangeType.APPLICATION_APPEARED;
    }

    @Override
    List<String> values(SnapshotFacts facts) {
        return facts.applications();
    }

    @Override
    ChangeEvent event(String app) {
        return TunnelNames.isTunnel(app)
                ? new ChangeEvent(type(), app, null, app, ChangeSeverity.WARNING, "New VPN or tunnel application " + app)
                : new ChangeEvent(type(), app, null, app, ChangeSeverity.INFO, "New application " + app);
    }
}
