package io.pcaplens.domain.monitor;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** What one collection has that the other has not, in the order the collections give. */
record Difference<T>(List<T> added, List<T> removed) {

    static <T> Difference<T> of(Collection<T> before, Collection<T> after) {
        return new Difference<>(missingFrom(after, before), missingFrom(before, after));
    }

    private static <T> List<T> missingFrom(Collection<T> source, Collection<T> other) {
        Set<T> known = new HashSet<>(other);
        List<T> out = new ArrayList<>();
        for (T t : source) {
            if (!known.contains(t)) {
                out.add(t);
            }
        }
        return out;
    }
}
