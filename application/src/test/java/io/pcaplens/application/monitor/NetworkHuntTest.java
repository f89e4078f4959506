package io.pcaplens.application.monitor;

import io.pcaplens.application.conversation.ConversationHunt;
import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.conversation.CaptureHits;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.FiledConversation;
import io.pcaplens.domain.conversation.port.CrossCaptureConversations;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.QueryText;
import io.pcaplens.domain.monitor.Network;
import io.pcaplens.domain.monitor.NetworkId;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NetworkHuntTest {

    /** Records the queries the store is asked; answers nothing. */
    private static final class AskedQueries implements CrossCaptureConversations {
        final List<ConversationQuery> asked = new ArrayList<>();

        @Override
        public List<FiledConversation> page(ConversationQuery query, int offset, int limit) {
            asked.add(query);
            return List.of();
        }

        @Override
        public long count(ConversationQuery query) {
            asked.add(query);
            return 0;
        }

        @Override
        public Map<Facet, Map<String, Long>> facets(ConversationQuery query) {
            asked.add(query);
            return Map.of();
        }

        @Override
        public List<CaptureHits> byCapture(ConversationQuery query, int limit) {
            asked.add(query);
            return List.of();
        }
    }

    private final InMemoryMonitor monitor = new InMemoryMonitor();
    private final AskedQueries store = new AskedQueries();
    private final NetworkHunt hunt = new NetworkHunt(monitor, new ConversationHunt(store));

    @Test
    void everyQueryIsAskedWithTheNetworksClauseAndedIn() {
        Network office = Network.named("Head office", "");
        monitor.add(office);
        ConversationQuery query = ConversationQuery.where(QueryText.parse("port == 53 || app == DNS"));

        hunt.page(office.id(), query, 1, 25);
        hunt.facets(office.id(), query);
        hunt.captures(office.id(), query, 100);

        // the same tree the language reads from the text: the user's query grouped, then the network
        ConversationQuery expected = ConversationQuery.where(QueryText.parse("(port == 53 || app == DNS) && network == \""
                + office.id() + "\""));
        assertEquals(4, store.asked.size(), "a page and its count, the facets, the captures");
        store.asked.forEach(q -> assertEquals(expected.filter(), q.filter()));
    }

    @Test
    void anUnknownNetworkIsRefusedBeforeTheStoreIsAsked() {
        NetworkId nowhere = NetworkId.random();
        assertEquals(Refusal.Reason.UNKNOWN_NETWORK, assertThrows(Refusal.class,
                () -> hunt.page(nowhere, ConversationQuery.all(), 1, 25)).reason());
        assertEquals(Refusal.Reason.UNKNOWN_NETWORK, assertThrows(Refusal.class,
                () -> hunt.captures(nowhere, ConversationQuery.all(), 100)).reason());
        assertTrue(store.asked.isEmpty());
    }
}
