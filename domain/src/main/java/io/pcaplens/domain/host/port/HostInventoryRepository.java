package io.pcaplens.domain.host.port;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;
import io.pcaplens.domain.host.GraphGrouping;
import io.pcaplens.domain.host.HostDetail;
import io.pcaplens.domain.host.HostFilter;
import io.pcaplens.domain.host.HostGraph;
import io.pcaplens.domain.host.HostPlace;
import io.pcaplens.domain.host.HostRecord;
import io.pcaplens.domain.host.HostSort;

import java.util.List;
import java.util.Optional;

/**
 * The host inventory of every capture (docs/hosts.md): built in the store from the capture's stored
 * conversations and classified hosts, read as lists, records and the network map.
 */
public interface HostInventoryRepository {

    /**
     * Builds the capture's inventory from its stored conversations in place of any earlier one: hosts, their
     * names, roles and peers. Every host starts internal and as its own subnet until {@link #place} tells.
     */
    void rebuild(CaptureId captureId);

    /** Up to {@code limit} addresses of the capture's inventory above {@code after} (null: from the first). */
    List<String> addressesAfter(CaptureId captureId, String after, int limit);

    /** Stores where each of these hosts sits. */
    void place(CaptureId captureId, List<HostPlace> places);

    List<HostRecord> page(CaptureId captureId, HostFilter filter, HostSort sort, int offset, int limit);

    long count(CaptureId captureId, HostFilter filter);

    /** The record of the host with this address or MAC, with its names, roles and top peers. */
    Optional<HostDetail> find(CaptureId captureId, String address);

    /** The network map of the conversations the query selects, grouped, with at most {@code nodeLimit} nodes. */
    HostGraph graph(CaptureId captureId, ConversationQuery query, PayloadHits hits, GraphGrouping grouping,
                    int nodeLimit);
}
