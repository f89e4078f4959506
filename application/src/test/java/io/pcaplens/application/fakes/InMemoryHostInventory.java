package io.pcaplens.application.fakes;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;
import io.pcaplens.domain.host.GraphGrouping;
import io.pcaplens.domain.host.HostDetail;
import io.pcaplens.domain.host.HostFilter;
import io.pcaplens.domain.host.HostGeo;
import io.pcaplens.domain.host.HostGraph;
import io.pcaplens.domain.host.HostPlace;
import io.pcaplens.domain.host.HostRecord;
import io.pcaplens.domain.host.HostSort;
import io.pcaplens.domain.host.HostTraffic;
import io.pcaplens.domain.host.port.HostInventoryRepository;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The host inventory kept in memory: built from the in-memory conversations' endpoints and traffic, as the store
 * builds it from the conversation table (names, roles and the map are the store's alone).
 */
public class InMemoryHostInventory implements HostInventoryRepository {

    private final InMemoryConversationRepository conversations;
    private final Map<CaptureId, TreeMap<String, HostRecord>> byCapture = new HashMap<>();
    private java.util.function.Supplier<RuntimeException> failure;
    private int placeCalls;

    public InMemoryHostInventory(InMemoryConversationRepository conversations) {
        this.conversations = conversations;
    }

    /** Every later build fails, as a store gone away would. */
    /** Fails each build as a statement the store refuses does. */
    public synchronized InMemoryHostInventory failing() {
        failure = () -> new IllegalStateException("the statement was refused");
        return this;
    }

    /** Fails each build as a store that went away does. */
    public synchronized InMemoryHostInventory gone() {
        failure = StoreGone::new;
        return this;
    }

    @Override
    public synchronized void rebuild(CaptureId captureId) {
        if (failure != null) {
            throw failure.get();
        }
        Map<String, long[]> sums = new TreeMap<>();
        for (ConversationRow r : conversations.of(captureId)) {
            add(sums, r.identity().srcIp(), r.traffic().fromSrc().packets(), r.traffic().fromSrc().bytes(),
                    r.traffic().fromDst().packets(), r.traffic().fromDst().bytes());
            add(sums, r.identity().dstIp(), r.traffic().fromDst().packets(), r.traffic().fromDst().bytes(),
                    r.traffic().fromSrc().packets(), r.traffic().fromSrc().bytes());
        }
        TreeMap<String, HostRecord> hosts = new TreeMap<>();
        sums.forEach((address, s) -> hosts.put(address, new HostRecord(address, null, null, DeviceType.UNKNOWN,
                new HostPlace(address, true, address, address), HostGeo.NONE,
                new HostTraffic(s[0], s[1], s[2], s[3], 0, (int) s[4], 0, 0))));
        byCapture.put(captureId, hosts);
    }

    private static void add(Map<String, long[]> sums, String address, long sentP, long sentB, long recvP, long recvB) {
        long[] s = sums.computeIfAbsent(address, a -> new long[5]);
        s[0] += sentP;
        s[1] += sentB;
        s[2] += recvP;
        s[3] += recvB;
        s[4]++;
    }

    @Override
    public synchronized List<String> addressesAfter(CaptureId captureId, String after, int limit) {
        TreeMap<String, HostRecord> hosts = byCapture.getOrDefault(captureId, new TreeMap<>());
        return (after == null ? hosts : hosts.tailMap(after, false)).keySet().stream().limit(limit).toList();
    }

    @Override
    public synchronized void place(CaptureId captureId, List<HostPlace> places) {
        placeCalls++;
        TreeMap<String, HostRecord> hosts = byCapture.get(captureId);
        for (HostPlace p : places) {
            HostRecord h = hosts.get(p.address());
            if (h != null) {
                hosts.put(p.address(), new HostRecord(h.address(), h.mac(), h.vendor(), h.deviceType(), p, h.geo(),
                        h.traffic()));
            }
        }
    }

    /** How many pages of places were stored. */
    public synchronized int placeCalls() {
        return placeCalls;
    }

    @Override
    public synchronized List<HostRecord> page(CaptureId captureId, HostFilter filter, HostSort sort, int offset,
                                              int limit) {
        List<HostRecord> all = new ArrayList<>(byCapture.getOrDefault(captureId, new TreeMap<>()).values());
        return all.stream().filter(h -> filter.internal() == null || filter.internal() == h.place().internal())
                .skip(offset).limit(limit).toList();
    }

    @Override
    public synchronized long count(CaptureId captureId, HostFilter filter) {
        return page(captureId, filter, HostSort.DEFAULT, 0, Integer.MAX_VALUE).size();
    }

    @Override
    public synchronized Optional<HostDetail> find(CaptureId captureId, String address) {
        return Optional.ofNullable(byCapture.getOrDefault(captureId, new TreeMap<>()).get(address))
                .map(h -> new HostDetail(h, List.of(), List.of(), List.of()));
    }

    @Override
    public HostGraph graph(CaptureId captureId, ConversationQuery query, PayloadHits hits, GraphGrouping grouping,
                           int nodeLimit) {
        throw new UnsupportedOperationException("the network map is drawn by the store");
    }
}
