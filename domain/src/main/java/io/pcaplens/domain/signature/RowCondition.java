package io.pcaplens.domain.signature;

import io.pcaplens.domain.conversation.ConversationRow;

/**
 * One match condition of a custom rule that the conversation row alone decides (addresses, ports,
 * labels, DPI facts). A rule fires only when all of its conditions hold; a condition listing several
 * values holds when any of them does.
 */
public interface RowCondition {

    boolean holds(ConversationRow row);
}
