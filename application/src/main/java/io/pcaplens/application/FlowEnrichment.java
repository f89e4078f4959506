package io.pcaplens.application;

import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.flow.FlowFacts;
import io.pcaplens.domain.flow.FlowKey;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Attaches flow-level facts to every conversation row of their flow, joined on the transport and both
 * endpoints with their ports (the {@link FlowKey}), never on the rows' protocol labels: a TLS connection's
 * TCP row and TLSV1.2 row both carry the flow's application.
 */
final class FlowEnrichment {

    private FlowEnrichment() {
    }

    static List<ConversationRow> attach(List<ConversationRow> rows, List<FlowFacts> facts) {
        if (facts.isEmpty()) {
            return rows;
        }
        Map<FlowKey, FlowFacts> byFlow = new HashMap<>();
        for (FlowFacts f : facts) {
            // one flow can appear more than once (VLANs, port reuse): keep the one DPI classified
            byFlow.merge(f.key(), f, (a, b) -> a.appName() == null && b.appName() != null ? b : a);
        }
        return rows.stream().map(r -> {
            FlowFacts f = byFlow.get(r.flowKey());
            return f == null ? r : r.withFlow(f);
        }).toList();
    }
}
