package io.pcaplens.application.host;

import io.pcaplens.application.Page;
import io.pcaplens.application.conversation.PayloadSearch;
import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.host.GraphGrouping;
import io.pcaplens.domain.host.HostDetail;
import io.pcaplens.domain.host.OsHint;
import io.pcaplens.domain.host.port.HostRepository;
import io.pcaplens.domain.host.HostFilter;
import io.pcaplens.domain.host.HostGraph;
import io.pcaplens.domain.host.HostRecord;
import io.pcaplens.domain.host.HostSort;
import io.pcaplens.domain.host.port.HostInventoryRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.Optional;

/** Reading a capture's host inventory: the host list, one host's record and the network map. */
@ApplicationScoped
public class HostInventoryQueries {

    private HostInventoryRepository inventory;
    private HostRepository classified;
    private PayloadSearch payloads;

    /** For the container's proxy. */
    protected HostInventoryQueries() {
    }

    @Inject
    public HostInventoryQueries(HostInventoryRepository inventory, HostRepository classified, PayloadSearch payloads) {
        this.inventory = inventory;
        this.classified = classified;
        this.payloads = payloads;
    }

    public Page<HostRecord> page(CaptureId captureId, HostFilter filter, HostSort sort, int page, int size) {
        return new Page<>(inventory.page(captureId, filter, sort, (page - 1) * size, size), page, size,
                inventory.count(captureId, filter));
    }

    /** The host's record, with the operating system hint its classification gave it. */
    public Optional<HostDetail> find(CaptureId captureId, String address) {
        return inventory.find(captureId, address).map(d -> d.withOs(classified.find(captureId, d.host().address())
                .map(p -> p.classification().os()).orElse(OsHint.NONE)));
    }

    /** The map of the conversations the query selects, as the conversation list would list them. */
    public HostGraph graph(CaptureId captureId, ConversationQuery query, GraphGrouping grouping, int nodeLimit) {
        return inventory.graph(captureId, query, payloads.hits(captureId, query), grouping, nodeLimit);
    }
}
