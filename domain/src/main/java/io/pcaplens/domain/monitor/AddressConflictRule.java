package io.pcaplens.domain.monitor;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * CRITICAL: one address claimed by two or more cards within one snapshot. Within minutes of one capture a
 * lease does not move twice, so this is ARP spoofing, a shadow device answering for a colleague's address,
 * or two sites with overlapping address plans meeting at the capture point; each breaks the network.
 *
 * <p>Reported in the baseline too, and again whenever the set of claimants changes; a conflict that goes
 * on unchanged from the previous snapshot is not a new change.
 */
final class AddressConflictRule implements ChangeRule {

    @Override
    public ChangeType type() {
        return ChangeType.ADDRESS_CONFLICT;
    }

    @Override
    public List<ChangeEvent> detect(Comparison c) {
        List<ChangeEvent> events = new ArrayList<>();
        for (ContestedAddress contested : c.current().contestedAddresses()) {
            Set<String> before = c.isBaseline() ? null : c.previous().macsByIp().get(contested.ip());
            if (before != null && before.size() > 1 && before.equals(Set.copyOf(contested.macs()))) {
                continue;
            }
            String claimants = String.join(", ", contested.macs());
            // the makers tell a colleague's laptop from a Raspberry Pi or a virtual machine answering for it
            String named = String.join(", ", contested.macs().stream().map(m -> CardName.of(m, c.current())).toList());
            events.add(new ChangeEvent(type(), contested.ip(), before == null ? null : String.join(", ", before),
                    claimants, ChangeSeverity.CRITICAL, contested.ip() + " claimed by " + contested.macs().size()
                    + " cards: " + named + " (ARP spoofing or a shadow device)"));
        }
        return events;
    }
}
