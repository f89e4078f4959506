package io.pcaplens.domain.conversation;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ConversationIdTest {

    @Test
    void oneToEighteenDigitsAreAConversationId() {
        assertEquals(Optional.of(new ConversationId(1042)), ConversationId.parse("1042"));
        assertEquals(Optional.of(new ConversationId(999_999_999_999_999_999L)), ConversationId.parse("999999999999999999"));
        assertEquals("1042", new ConversationId(1042).toString());
    }

    @Test
    void anythingElseIsNot() {
        for (String text : new String[] {"not-a-number", "-1", "+1", " 1", "", "1234567890123456789"}) {
            assertEquals(Optional.empty(), ConversationId.parse(text), text);
        }
        assertEquals(Optional.empty(), ConversationId.parse(null));
    }
}
