package io.pcaplens.domain.monitor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * INFO: an address is a host of the network now and was not in the previous snapshot. Hosts come and go
 * with the working day (laptops, phones on the Wi-Fi); what makes a newcomer suspicious (a tunnel, an
 * address it takes from another card, a new remote-access service) is reported by its own rule.
 */
final class HostAppearedRule implements ChangeRule {

    @Override
    public ChangeType type() {
        return ChangeType.HOST_APPEARED;
    }

    @Override
    public List<ChangeEvent> detect(Comparison c) {
        if (c.isBaseline()) {
            return List.of();
        }
        Map<String, HostFact> before = c.previous().hostsByIp();
        List<ChangeEvent> events = new ArrayList<>();
        for (HostFact host : c.current().hostsByIp().values()) {
            if (!before.containsKey(host.ip())) {
                events.add(new ChangeEvent(type(), host.ip(), null, host.mac(), ChangeSeverity.INFO,
                        "New host " + host.ip() + " (" + host.portrait() + ")"));
            }
        }
        return events;
    }
}
