package io.pcaplens.domain.conversation.port;

import io.pcaplens.domain.capture.CaptureId;
import io.pcaplens.domain.conversation.ConversationId;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.conversation.DeviceType;
import io.pcaplens.domain.conversation.Facet;
import io.pcaplens.domain.conversation.RuleMatch;
import io.pcaplens.domain.conversation.Severity;
import io.pcaplens.domain.conversation.query.ConversationQuery;
import io.pcaplens.domain.conversation.query.PayloadHits;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;

/** The stored conversations of every capture. */
public interface ConversationRepository {

    /** How many ids {@link #reserveIds} hands out at once. */
    int ID_BLOCK = 1000;

    /** Reserves {@code count} consecutive ids, {@link #ID_BLOCK} at the most, and returns the first. */
    long reserveIds(int count);

    void addAll(List<ConversationRow> rows);

    void deleteByCapture(CaptureId captureId);

    /** Conversations of a capture that the query selects, in its order (start time when it names none). */
    List<ConversationRow> page(CaptureId captureId, ConversationQuery query, PayloadHits hits, int offset, int limit);

    long count(CaptureId captureId, ConversationQuery query, PayloadHits hits);

    /**
     * Up to {@code limit} conversations of the capture with ids above {@code afterId}, in id order: a walk
     * over every conversation that costs the same for the last page as for the first.
     */
    List<ConversationRow> pageAfter(CaptureId captureId, long afterId, int limit);

    /**
     * The values of every pill filter present among the conversations the query's other filters select, each
     * with the number of conversations the list would have with that value added to the query.
     */
    Map<Facet, Map<String, Long>> facets(CaptureId captureId, ConversationQuery query, PayloadHits hits);

    /** The severity of every custom rule that fired in the capture, by rule name. */
    Map<String, Severity> ruleSeverities(CaptureId captureId);

    /** Sets the custom rule matches of every row of the capture: the listed rows get theirs, the others none. */
    void updateCustomRules(CaptureId captureId, Map<Long, List<RuleMatch>> byConversation);

    /** Sets the source and destination device types of the capture's rows with the listed addresses. */
    void updateDeviceTypes(CaptureId captureId, Map<String, DeviceType> deviceTypeByIp);

    Optional<ConversationRow> find(ConversationId id);

    /** Those of the ids that are not conversations of the capture, in ascending order. */
    SortedSet<ConversationId> notInCapture(CaptureId captureId, Collection<ConversationId> ids);

    /**
     * Every row of the capture that shares a transport flow ({@link io.pcaplens.domain.flow.FlowKey}) with one
     * of the given rows, these included: the rows of their whole connections, in ascending order.
     */
    SortedSet<ConversationId> sameConnections(CaptureId captureId, Collection<ConversationId> ids);
}
