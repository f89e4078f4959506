package io.pcaplens.domain.conversation;

import io.pcaplens.domain.flow.FlowKey;
import io.pcaplens.domain.packet.SeenName;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The names seen in a transport flow belong to every row of it: a connection split into rows by its Protocol
 * labels is found by the name in its DNS, HTTP or TLS packets whichever row the analyst looks at.
 */
public final class FlowNames {

    private FlowNames() {
    }

    /** The rows, each labelled with all the names its flow's rows saw. */
    public static List<ConversationRow> shared(List<ConversationRow> rows) {
        Map<FlowKey, Set<SeenName>> byFlow = new HashMap<>();
        for (ConversationRow r : rows) {
            if (!r.labels().names().isEmpty()) {
                byFlow.computeIfAbsent(r.identity().flowKey(), k -> new HashSet<>()).addAll(r.labels().names());
            }
        }
        return rows.stream().map(r -> {
            Set<SeenName> names = byFlow.get(r.identity().flowKey());
            return names == null ? r : r.withLabels(r.labels().withNames(names));
        }).collect(java.util.stream.Collectors.toCollection(java.util.ArrayList::new));
    }
}
