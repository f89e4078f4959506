package io.pcaplens.domain.monitor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * INFO: a host of both snapshots goes by a name of its own (DHCP, NetBIOS, mDNS, LLMNR, reverse DNS) that it did
 * not go by before, while it had a name then too: the address now belongs to another machine (a lease handed on),
 * or the machine was renamed or replaced. A host named for the first time is no rename: its earlier capture just
 * did not catch it saying its name. Facts kept from before names were recorded are not compared.
 */
final class HostRenamedRule implements ChangeRule {

    @Override
    public ChangeType type() {
        return ChangeType.HOST_RENAMED;
    }

    @Override
    public List<ChangeEvent> detect(Comparison c) {
        if (c.isBaseline() || c.previous().naming() == null || c.current().naming() == null) {
            return List.of();
        }
        Map<String, Set<String>> before = c.previous().naming().namesByIp();
        Set<String> hostsBefore = c.previous().hostsByIp().keySet();
        Set<String> hostsNow = c.current().hostsByIp().keySet();
        List<ChangeEvent> events = new ArrayList<>();
        c.current().naming().namesByIp().forEach((ip, names) -> {
            Set<String> old = before.get(ip);
            if (old == null || !hostsBefore.contains(ip) || !hostsNow.contains(ip)) {
                return;
            }
            Set<String> added = new TreeSet<>(names);
            added.removeAll(old);
            if (!added.isEmpty()) {
                events.add(new ChangeEvent(type(), ip, String.join(", ", old), String.join(", ", names),
                        ChangeSeverity.INFO, "Host " + ip + " now goes by " + String.join(", ", added)
                        + " (was " + String.join(", ", old) + ")"));
            }
        });
        return events;
    }
}
