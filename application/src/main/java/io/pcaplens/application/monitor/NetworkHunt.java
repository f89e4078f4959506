package io.pcaplens.application.monitor;

import io.pcaplens.application.Page;
import io.pcaplens.application.conversation.ConversationHunt;
import io.pcaplens.domain.Refusal;
import io.pcaplens.domain.conversation.CaptureHits;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.FiledConversation;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.monitor.NetworkId;
import io.pcaplens.domain.monitor.NetworkScope;
import io.pcaplens.domain.monitor.port.NetworkRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;
import java.util.Map;

/**
 * A hunt over the captures of one monitored network: the hunt across every capture with the query's own
 * {@code network == "<id>"} clause AND-ed in ({@link NetworkScope}), so a page is still one statement and the network's rows are
 * exactly those the clause selects.
 */
@ApplicationScoped
public class NetworkHunt {

    private NetworkRepository networks;
    private ConversationHunt hunt;

    /** For the container's proxy. */
    protected NetworkHunt() {
    }

    @Inject
    public NetworkHunt(NetworkRepository networks, ConversationHunt hunt) {
        this.networks = networks;
        this.hunt = hunt;
    }

    public Page<FiledConversation> page(NetworkId network, ConversationQuery query, int page, int size) {
        return hunt.page(inNetwork(network, query), page, size);
    }

    public Map<Facet, Map<String, Long>> facets(NetworkId network, ConversationQuery query) {
        return hunt.facets(inNetwork(network, query));
    }

    public List<CaptureHits> captures(NetworkId network, ConversationQuery query, int limit) {
        return hunt.captures(inNetwork(network, query), limit);
    }

    /** The query narrowed to the network's snapshots; an unknown network is refused, not answered empty. */
    private ConversationQuery inNetwork(NetworkId network, ConversationQuery query) {
        if (networks.find(network).isEmpty()) {
            throw Refusal.unknownNetwork(network);
        }
        return NetworkScope.narrow(query, network);
    }
}
