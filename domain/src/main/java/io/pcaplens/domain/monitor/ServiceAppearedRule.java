package io.pcaplens.domain.monitor;

import java.util.List;

/**
 * A service accepted connections and did not in the previous snapshot. WARNING on a remote-access or
 * file-transfer port ({@link RemoteAccessPorts}), on the network or off it: a new way in, or a way for
 * data out. INFO for any other service: printers and mail servers are used one week and idle the next. A new
 * DHCP server is {@link DhcpServerAppearedRule}'s.
 */
final class ServiceAppearedRule extends ListChangeRule<ServiceFact> {

    ServiceAppearedRule() {
        super(true);
    }

    @Override
    public ChangeType type() {
        return ChangeType.SERVICE_APPEARED;
    }

    @Override
    List<ServiceFact> values(SnapshotFacts facts) {
        return facts.services().stream().filter(s -> !DhcpServers.isOne(s)).toList();
    }

    @Override
    ChangeEvent event(ServiceFact s) {
        return RemoteAccessPorts.contains(s.port())
                ? new ChangeEvent(type(), s.entity(), null, s.entity(), ChangeSeverity.WARNING,
                        "New remote-access or file-transfer service " + s.entity())
                : new ChangeEvent(type(), s.entity(), null, s.entity(), ChangeSeverity.INFO, "New service " + s.entity());
    }
}
