package io.pcaplens.application.fakes;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationField;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.Flow;
import io.pcaplens.domain.conversation.TimeWindow;
import io.pcaplens.domain.conversation.port.FlowRepository;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Flows kept as given, in start order; a query selects those of its capture that start inside its window (the
 * database applies every filter; the window is what the fake needs to tell queries apart).
 */
public class InMemoryFlowRepository implements FlowRepository {

    private final List<Flow> flows = new ArrayList<>();

    public void add(Flow flow) {
        flows.add(flow);
    }

    private List<Flow> selected(CaptureId captureId, TimeWindow window) {
        return flows.stream().filter(f -> f.captureId().equals(captureId))
                .filter(f -> window.toNanos() == null || f.traffic().startNanos() <= window.toNanos())
                .filter(f -> window.fromNanos() == null || f.traffic().endNanos() >= window.fromNanos())
                .sorted(java.util.Comparator.comparingLong(f -> f.traffic().startNanos()))
                .toList();
    }

    @Override
    public List<Flow> page(CaptureId captureId, ConversationQuery query, PayloadHits hits, int offset, int limit) {
        List<Flow> all = selected(captureId, query.window());
        boolean byBytes = !query.sort().isEmpty() && query.sort().get(0).field() == ConversationField.TOTAL_BYTES;
        if (byBytes) {
            java.util.Comparator<Flow> bytes = java.util.Comparator.comparingLong(f -> f.traffic().totalBytes());
            all = all.stream().sorted(query.sort().get(0).ascending() ? bytes : bytes.reversed()).toList();
        }
        return all.subList(Math.min(offset, all.size()), Math.min(offset + limit, all.size()));
    }

    @Override
    public long count(CaptureId captureId, ConversationQuery query, PayloadHits hits) {
        return selected(captureId, query.window()).size();
    }

    @Override
    public Optional<Flow> containing(CaptureId captureId, ConversationId rowId) {
        return flows.stream().filter(f -> f.captureId().equals(captureId)
                && f.legs().stream().anyMatch(leg -> leg.conversationId().equals(rowId))).findFirst();
    }

    @Override
    public Map<Facet, Map<String, Long>> facets(CaptureId captureId, ConversationQuery query, PayloadHits hits) {
        Map<String, Long> transports = new TreeMap<>();
        selected(captureId, query.window()).forEach(f -> transports.merge(f.legs().get(0).protocol(), 1L, Long::sum));
        Map<Facet, Map<String, Long>> all = new EnumMap<>(Facet.class);
        all.put(Facet.PROTOCOL, transports);
        return all;
    }
}
