package io.pcaplens.domain.monitor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What the snapshot's capture said of who the network's hosts are: their own names and the users logged in from
 * them. Sorted and free of repeats, as every list of {@link SnapshotFacts}.
 */
public record HostNaming(List<HostNameFact> names, List<IdentityFact> identities) {

    public HostNaming {
        names = sorted(names, HostNameFact.ORDER);
        identities = sorted(identities, IdentityFact.ORDER);
    }

    /** Each host's own names, by address. */
    public Map<String, Set<String>> namesByIp() {
        Map<String, Set<String>> byIp = new TreeMap<>();
        names.forEach(n -> byIp.computeIfAbsent(n.ip(), k -> new TreeSet<>()).add(n.name()));
        return byIp;
    }

    private static <T> List<T> sorted(List<T> items, Comparator<T> order) {
        TreeSet<T> unique = new TreeSet<>(order);
        unique.addAll(items);
        return List.copyOf(new ArrayList<>(unique));
    }
}
