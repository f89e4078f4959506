package io.pcaplens.domain.monitor;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An address that moved to other cards between two snapshots (none of its previous cards holds it now).
 *
 * <p>CRITICAL when a previous card is still on the network: the address was taken from a machine that is
 * still there, which is what ARP spoofing and a shadow device on a colleague's address look like. WARNING
 * otherwise: a replaced machine or a DHCP lease given to another device, which an analyst should confirm.
 * An address that only gained a card is not rebound: {@link AddressConflictRule} reports it.
 */
final class AddressReboundRule implements ChangeRule {

    @Override
    public ChangeType type() {
        return ChangeType.ADDRESS_REBOUND;
    }

    @Override
    public List<ChangeEvent> detect(Comparison c) {
        if (c.isBaseline()) {
            return List.of();
        }
        Map<String, Set<String>> before = c.previous().macsByIp();
        Set<String> presentCards = c.current().ipsByMac().keySet();
        List<ChangeEvent> events = new ArrayList<>();
        c.current().macsByIp().forEach((ip, macs) -> {
            Set<String> old = before.get(ip);
            if (old == null || !Collections.disjoint(old, macs)) {
                return;
            }
            List<String> stillHere = old.stream().filter(presentCards::contains).toList();
            String from = String.join(", ", old);
            String to = String.join(", ", macs);
            events.add(stillHere.isEmpty()
                    ? new ChangeEvent(type(), ip, from, to, ChangeSeverity.WARNING,
                            ip + " moved from " + from + " to " + to)
                    : new ChangeEvent(type(), ip, from, to, ChangeSeverity.CRITICAL,
                            ip + " moved from " + from + " to " + to + " while " + String.join(", ", stillHere)
                                    + " is still on the network (ARP spoofing or a shadow device)"));
        });
        return events;
    }
}
