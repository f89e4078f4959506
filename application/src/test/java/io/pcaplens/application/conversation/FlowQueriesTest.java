package io.pcaplens.application.conversation;

import io.pcaplens.application.Page;
import io.pcaplens.application.fakes.InMemoryFlowRepository;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationKey;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.Flow;
import io.pcaplens.domain.conversation.HostFacts;
import io.pcaplens.domain.conversation.Identity;
import io.pcaplens.domain.conversation.Labels;
import io.pcaplens.domain.conversation.TimeWindow;
import io.pcaplens.domain.conversation.Traffic;
import io.pcaplens.domain.conversation.Volume;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.packet.Transport;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class FlowQueriesTest {

    private static final CaptureId CAPTURE = new CaptureId("00000000-0000-0000-0000-000000000001");
    private static final CaptureId OTHER = new CaptureId("00000000-0000-0000-0000-000000000002");

    private static Flow flow(CaptureId capture, long id, long startSecond, String... labels) {
        List<Flow.Leg> legs = new java.util.ArrayList<>();
        for (int i = 0; i < labels.length; i++) {
            legs.add(new Flow.Leg(new ConversationId(id + i), labels[i], 3));
        }
        Traffic traffic = new Traffic(startSecond * 1_000_000_000L, startSecond * 1_000_000_000L + 500, id,
                new Volume(2L * labels.length, 200), new Volume(labels.length, 100));
        return new Flow(id, capture, "TCP 10.0.0.1 4000" + id + " 10.0.0.2 80", Transport.TCP, "10.0.0.1",
                40000 + (int) id, "10.0.0.2", 80, null, true, traffic, "HTTP", legs, null, List.of(), List.of(), null, null,
                HostFacts.UNKNOWN, HostFacts.UNKNOWN, 0);
    }

    private final InMemoryFlowRepository repository = new InMemoryFlowRepository();
    private final FlowQueries queries = new FlowQueries(repository, new PayloadSearch(null, null, null));

    @Test
    void aPageHoldsItsShareOfTheCapturesFlowsAndCountsThemAll() {
        for (long i = 1; i <= 25; i++) {
            repository.add(flow(CAPTURE, i * 10, i, "TCP", "HTTP"));
        }
        repository.add(flow(OTHER, 999, 3, "UDP"));

        Page<Flow> third = queries.page(CAPTURE, ConversationQuery.all(), 3, 10);

        assertEquals(List.of(210L, 220L, 230L, 240L, 250L), third.items().stream().map(Flow::id).toList());
        assertEquals(25, third.total());
        assertEquals(3, third.totalPages());
    }

    @Test
    void theWindowNarrowsTheListItsCountAndTheFacets() {
        for (long i = 1; i <= 5; i++) {
            repository.add(flow(CAPTURE, i, i, i % 2 == 0 ? "UDP" : "TCP"));
        }
        TimeWindow window = new TimeWindow(2_000_000_000L, 3_000_000_000L);

        Page<Flow> page = queries.page(CAPTURE, ConversationQuery.all().within(window), 1, 10);

        assertEquals(List.of(2L, 3L), page.items().stream().map(Flow::id).toList());
        assertEquals(2, page.total());
        assertEquals(Map.of("TCP", 1L, "UDP", 1L), queries.facets(CAPTURE, ConversationQuery.all().within(window)).get(Facet.PROTOCOL));
    }

    @Test
    void everyRowOfAFlowLeadsToTheWholeFlowWhileOnlyItsFirstRowNamesIt() {
        repository.add(flow(CAPTURE, 10, 1, "TCP", "HTTP", "MEDIA"));
        repository.add(flow(OTHER, 20, 1, "TCP"));

        for (long row = 10; row <= 12; row++) {
            ConversationRow r = ConversationRow.dissected(new ConversationId(row), CAPTURE,
                    new Identity(new ConversationKey("k" + row), "10.0.0.1", 40010, "10.0.0.2", 80, Transport.TCP),
                    new Traffic(0, 0, row, new Volume(1, 60), Volume.NONE), new Labels("HTTP", null, List.of(), List.of()),
                    null);
            assertEquals(10L, queries.containing(r).orElseThrow().id(), "row " + row);
        }
        assertEquals(Optional.empty(), queries.find(CAPTURE, new ConversationId(11)), "a later row names no flow");
        assertEquals(Optional.empty(), queries.find(OTHER, new ConversationId(10)), "nor does another capture's");
        assertEquals(10L, queries.find(CAPTURE, new ConversationId(10)).orElseThrow().id());
    }
}
