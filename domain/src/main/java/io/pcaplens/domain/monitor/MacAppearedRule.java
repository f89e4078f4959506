package io.pcaplens.domain.monitor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * INFO: a card not seen in the previous snapshot. Reported only where no new host already tells of it: a
 * new card on addresses the network had before (a replaced machine, or a second card on a colleague's
 * address, which {@link AddressConflictRule} judges), or a card that spoke only at layer 2.
 */
final class MacAppearedRule implements ChangeRule {

    @Override
    public ChangeType type() {
        return ChangeType.MAC_APPEARED;
    }

    @Override
    public List<ChangeEvent> detect(Comparison c) {
        if (c.isBaseline()) {
            return List.of();
        }
        Map<String, Set<String>> before = c.previous().ipsByMac();
        Set<String> knownHosts = c.previous().hostsByIp().keySet();
        List<ChangeEvent> events = new ArrayList<>();
        c.current().ipsByMac().forEach((mac, ips) -> {
            if (!before.containsKey(mac) && knownHosts.containsAll(ips)) {
                String held = String.join(", ", ips);
                events.add(new ChangeEvent(type(), mac, null, held.isEmpty() ? null : held, ChangeSeverity.INFO,
                        "New card " + CardName.of(mac, c.current())
                                + (ips.isEmpty() ? ", seen at layer 2 only" : " on " + held)));
            }
        });
        return events;
    }
}
