package io.pcaplens.domain.host.log;

import java.util.Comparator;
import java.util.Map;
import java.util.Optional;

/** Counts per client of a server's log: the one counted most, when it reached a threshold. */
final class ClientCounts {

    private ClientCounts() {
    }

    /** The client with the highest count of at least {@code threshold}; ties go to the lower address text. */
    static Optional<Map.Entry<String, Long>> busiest(Map<String, Long> counts, long threshold) {
        return counts.entrySet().stream().filter(e -> e.getValue() >= threshold)
                .max(Comparator.<Map.Entry<String, Long>>comparingLong(Map.Entry::getValue)
                        .thenComparing(Map.Entry::getKey, Comparator.reverseOrder()));
    }
}
