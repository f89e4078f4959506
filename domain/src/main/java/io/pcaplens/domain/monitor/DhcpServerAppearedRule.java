package io.pcaplens.domain.monitor;

import java.util.List;

/**
 * A host acknowledged DHCP addresses and did not in the previous snapshot. CRITICAL when the previous snapshot
 * had a DHCP server already: a second or replacement server hands its clients their gateway and resolvers, the
 * rogue-DHCP way into the middle of their traffic. INFO when the previous snapshot saw no DHCP server at all
 * (leases are long; a week may see none). The service rules leave DHCP servers to this one.
 */
final class DhcpServerAppearedRule implements ChangeRule {

    @Override
    public ChangeType type() {
        return ChangeType.DHCP_SERVER_APPEARED;
    }

    @Override
    public List<ChangeEvent> detect(Comparison c) {
        if (c.isBaseline()) {
            return List.of();
        }
        List<ServiceFact> before = DhcpServers.of(c.previous());
        List<ServiceFact> after = DhcpServers.of(c.current());
        return Difference.of(before, after).added().stream().map(s -> before.isEmpty()
                ? new ChangeEvent(type(), s.entity(), null, s.ip(), ChangeSeverity.INFO, "DHCP server seen: " + s.ip())
                : new ChangeEvent(type(), s.entity(), null, s.ip(), ChangeSeverity.CRITICAL,
                        "New DHCP server " + s.ip() + " besides " + String.join(", ",
                                before.stream().map(ServiceFact::ip).toList()))).toList();
    }
}
