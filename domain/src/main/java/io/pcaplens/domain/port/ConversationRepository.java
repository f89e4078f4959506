package io.pcaplens.domain.port;

import io.pcaplens.domain.conversation.ConversationQuery;
import io.pcaplens.domain.conversation.ConversationRow;
import io.pcaplens.domain.signature.RuleMatch;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The stored conversations of every capture. */
public interface ConversationRepository {

    /** How many ids {@link #reserveIds} hands out at once. */
    int ID_BLOCK = 1000;

    /** Reserves {@code count} consecutive ids, {@link #ID_BLOCK} at the most, and returns the first. */
    long reserveIds(int count);

    void addAll(List<ConversationRow> rows);

    void deleteByCapture(String captureId);

    /** Conversations of a capture that the query selects, in its order (start time when it names none). */
    List<ConversationRow> page(String captureId, ConversationQuery query, int offset, int limit);

    long count(String captureId, ConversationQuery query);

    /**
     * Up to {@code limit} conversations of the capture with ids above {@code afterId}, in id order: a walk
     * over every conversation that costs the same for the last page as for the first.
     */
    List<ConversationRow> pageAfter(String captureId, long afterId, int limit);

    /** The values of every pill filter present in the capture, each with its count of conversations. */
    Map<String, Map<String, Long>> facets(String captureId);

    /** The severity of every custom rule that fired in the capture, by rule name. */
    Map<String, String> ruleSeverities(String captureId);

    /** Sets the custom rule matches of every row of the capture: the listed rows get theirs, the others none. */
    void updateCustomRules(String captureId, Map<Long, List<RuleMatch>> byConversation);

    /** Sets the source and destination device types of the capture's rows with the listed addresses. */
    void updateDeviceTypes(String captureId, Map<String, String> deviceTypeByIp);

    /** The API field names a query may sort by. */
    java.util.Set<String> sortableFields();

    Optional<ConversationRow> find(long id);

    /** Those of the ids that are not conversations of the capture, in ascending order. */
    java.util.SortedSet<Long> notInCapture(String captureId, java.util.Collection<Long> ids);
}
