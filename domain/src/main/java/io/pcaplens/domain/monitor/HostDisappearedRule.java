package io.pcaplens.domain.monitor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** INFO: an address that was a host of the network in the previous snapshot is not seen any more. */
final class HostDisappearedRule implements ChangeRule {

    @Override
    public ChangeType type() {
        return ChangeType.HOST_DISAPPEARED;
    }

    @Override
    public List<ChangeEvent> detect(Comparison c) {
        if (c.isBaseline()) {
            return List.of();
        }
        Map<String, HostFact> after = c.current().hostsByIp();
        List<ChangeEvent> events = new ArrayList<>();
        for (HostFact host : c.previous().hostsByIp().values()) {
            if (!after.containsKey(host.ip())) {
                events.add(new ChangeEvent(type(), host.ip(), host.mac(), null, ChangeSeverity.INFO,
                        "Host " + host.ip() + " (" + host.portrait() + ") no longer seen"));
            }
        }
        return events;
    }
}
