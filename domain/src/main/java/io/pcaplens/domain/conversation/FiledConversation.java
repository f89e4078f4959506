package io.pcaplens.domain.conversation;

/**
 * A conversation read across captures, with the name of the file it came from, which a row of one capture
 * need not carry.
 *
 * @param row      the stored conversation
 * @param fileName the name its capture was uploaded under
 */
public record FiledConversation(ConversationRow row, String fileName) {
}
