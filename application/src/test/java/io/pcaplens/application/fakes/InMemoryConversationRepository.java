package io.pcaplens.application.fakes;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.domain.conversation.Severity;
import io.pcaplens.domain.conversation.port.ConversationRepository;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;
import io.pcaplens.domain.flow.FlowKey;

import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Stored conversation rows by id, the custom rule matches and device types written to them set on the rows (and
 * kept beside them, as last written); the queries only the REST resources ask are not answered here.
 */
public class InMemoryConversationRepository implements ConversationRepository {

    private final TreeMap<Long, ConversationRow> rows = new TreeMap<>();
    private final Map<Long, List<RuleMatch>> customRules = new HashMap<>();
    private final Map<CaptureId, Map<String, DeviceType>> deviceTypes = new HashMap<>();
    private long nextId = 1;

    @Override
    public synchronized long reserveIds(int count) {
        if (count > ID_BLOCK) {
            throw new IllegalArgumentException("at most " + ID_BLOCK + " ids at once");
        }
        long first = nextId;
        nextId += count;
        return first;
    }

    private boolean awayOnce;

    /** The next rows written find the store gone ({@link StoreGone}), as a database stopping mid-write would. */
    public synchronized InMemoryConversationRepository goesAwayOnce() {
        awayOnce = true;
        return this;
    }

    @Override
    public synchronized void addAll(List<ConversationRow> added) {
        if (awayOnce) {
            awayOnce = false;
            throw new IllegalStateException("could not store the rows", new StoreGone());
        }
        // a capture holds each conversation key once, as the table's unique key keeps it
        java.util.Set<List<Object>> keys = new java.util.HashSet<>();
        rows.values().forEach(r -> keys.add(List.of(r.captureId(), r.identity().key())));
        for (ConversationRow r : added) {
            if (!keys.add(List.of(r.captureId(), r.identity().key()))) {
                throw new IllegalStateException("could not store the rows: the capture holds " + r.identity().key());
            }
        }
        added.forEach(r -> rows.put(r.id().value(), r));
    }

    @Override
    public synchronized void deleteByCapture(CaptureId captureId) {
        of(captureId).forEach(r -> customRules.remove(r.id().value()));
        rows.values().removeIf(r -> r.captureId().equals(captureId));
        deviceTypes.remove(captureId);
    }

    /** The capture's rows in order of their first frame. */
    public synchronized List<ConversationRow> of(CaptureId captureId) {
        return rows.values().stream().filter(r -> r.captureId().equals(captureId))
                .sorted(Comparator.comparingLong(r -> r.traffic().firstFrame())).toList();
    }

    @Override
    public synchronized List<ConversationRow> pageAfter(CaptureId captureId, long afterId, int limit) {
        return rows.tailMap(afterId, false).values().stream().filter(r -> r.captureId().equals(captureId))
                .limit(limit).toList();
    }

    @Override
    public synchronized void updateCustomRules(CaptureId captureId, Map<Long, List<RuleMatch>> byConversation) {
        for (ConversationRow r : of(captureId)) {
            List<RuleMatch> fired = List.copyOf(byConversation.getOrDefault(r.id().value(), List.of()));
            customRules.put(r.id().value(), fired);
            rows.put(r.id().value(), new ConversationRow(r.id(), r.captureId(), r.identity(), r.traffic(), r.labels(),
                    r.flow(), r.idsAlerts(), r.srcHost(), r.dstHost(), fired, r.extractedFileCount()));
        }
    }

    /** The rules that fired on the row, as last written; empty before any were. */
    public synchronized List<RuleMatch> customRules(long conversationId) {
        return customRules.getOrDefault(conversationId, List.of());
    }

    @Override
    public synchronized void updateDeviceTypes(CaptureId captureId, Map<String, DeviceType> deviceTypeByIp) {
        deviceTypes.put(captureId, Map.copyOf(deviceTypeByIp));
        for (ConversationRow r : of(captureId)) {
            DeviceType src = deviceTypeByIp.get(r.identity().srcIp());
            DeviceType dst = deviceTypeByIp.get(r.identity().dstIp());
            if (src != null || dst != null) {
                rows.put(r.id().value(), r.withHosts(src == null ? r.srcHost() : r.srcHost().withDeviceType(src),
                        dst == null ? r.dstHost() : r.dstHost().withDeviceType(dst)));
            }
        }
    }

    /** The device type by address last written for the capture's rows. */
    public synchronized Map<String, DeviceType> deviceTypes(CaptureId captureId) {
        return deviceTypes.getOrDefault(captureId, Map.of());
    }

    @Override
    public synchronized Optional<ConversationRow> find(ConversationId id) {
        return Optional.ofNullable(rows.get(id.value()));
    }

    @Override
    public synchronized SortedSet<ConversationId> sameConnections(CaptureId captureId, Collection<ConversationId> ids) {
        java.util.Set<FlowKey> flows = new java.util.HashSet<>();
        ids.forEach(id -> find(id).filter(r -> r.captureId().equals(captureId))
                .ifPresent(r -> flows.add(r.identity().flowKey())));
        SortedSet<ConversationId> same = new TreeSet<>();
        of(captureId).stream().filter(r -> flows.contains(r.identity().flowKey()))
                .forEach(r -> same.add(r.id()));
        return same;
    }

    @Override
    public synchronized SortedSet<ConversationId> notInCapture(CaptureId captureId, Collection<ConversationId> ids) {
        SortedSet<ConversationId> missing = new TreeSet<>();
        for (ConversationId id : ids) {
            ConversationRow r = rows.get(id.value());
            if (r == null || !r.captureId().equals(captureId)) {
                missing.add(id);
            }
        }
        return missing;
    }

    @Override
    public List<ConversationRow> page(CaptureId captureId, ConversationQuery query, PayloadHits hits, int offset, int limit) {
        throw new UnsupportedOperationException("the list query is the database's");
    }

    @Override
    public long count(CaptureId captureId, ConversationQuery query, PayloadHits hits) {
        throw new UnsupportedOperationException("the list query is the database's");
    }

    @Override
    public Map<Facet, Map<String, Long>> facets(CaptureId captureId, ConversationQuery query, PayloadHits hits) {
        throw new UnsupportedOperationException("facets are the database's");
    }

    @Override
    public Map<String, Severity> ruleSeverities(CaptureId captureId) {
        throw new UnsupportedOperationException("facets are the database's");
    }
}
