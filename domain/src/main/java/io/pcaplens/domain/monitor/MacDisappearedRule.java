package io.pcaplens.domain.monitor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * INFO: a card of the previous snapshot is not seen any more, while the addresses it held still are (else
 * the host's disappearance already tells of it): a replaced machine, or the end of a second card on an
 * address.
 */
final class MacDisappearedRule implements ChangeRule {

    @Override
    public ChangeType type() {
        return ChangeType.MAC_DISAPPEARED;
    }

    @Override
    public List<ChangeEvent> detect(Comparison c) {
        if (c.isBaseline()) {
            return List.of();
        }
        Map<String, Set<String>> after = c.current().ipsByMac();
        Set<String> presentHosts = c.current().hostsByIp().keySet();
        List<ChangeEvent> events = new ArrayList<>();
        c.previous().ipsByMac().forEach((mac, ips) -> {
            if (!after.containsKey(mac) && presentHosts.containsAll(ips)) {
                String held = String.join(", ", ips);
                events.add(new ChangeEvent(type(), mac, held.isEmpty() ? null : held, null, ChangeSeverity.INFO,
                        "Card " + CardName.of(mac, c.previous())
                                + (ips.isEmpty() ? "" : " on " + held) + " no longer seen"));
            }
        });
        return events;
    }
}
