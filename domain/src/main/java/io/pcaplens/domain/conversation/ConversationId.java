package io.pcaplens.domain.conversation;

import java.util.Optional;
import java.util.regex.Pattern;

/** The id of a stored conversation row, the conversationId of the API. */
public record ConversationId(long value) implements Comparable<ConversationId> {

    /** Ids are handed out from a database sequence, so at most 18 digits. */
    private static final Pattern DIGITS = Pattern.compile("\\d{1,18}");

    /** The id a text names, empty when it is not a number of 1 to 18 digits. */
    public static Optional<ConversationId> parse(String text) {
        return text != null && DIGITS.matcher(text).matches()
                ? Optional.of(new ConversationId(Long.parseLong(text))) : Optional.empty();
    }

    @Override
    public int compareTo(ConversationId other) {
        return Long.compare(value, other.value);
    }

    @Override
    public String toString() {
        return Long.toString(value);
    }
}
