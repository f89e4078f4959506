package io.pcaplens.llm.builtin;

import java.util.List;

/** Small pieces of sentence building shared by the protocol families. */
final class Wording {

    /** Longest quoted text (a path, an Info summary) before it is cut, so an explanation stays one or two sentences. */
    static final int QUOTE_LIMIT = 120;

    private Wording() {
    }

    /** The text cut to {@value #QUOTE_LIMIT} characters, marked with an ellipsis when cut. */
    static String clip(String text) {
        String t = text.strip();
        return t.length() <= QUOTE_LIMIT ? t : t.substring(0, QUOTE_LIMIT - 1) + "…";
    }

    /** "a", "a and b", "a, b and c". */
    static String list(List<String> parts) {
        if (parts.size() <= 1) {
            return parts.isEmpty() ? "" : parts.get(0);
        }
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1);
    }

    /** "1 byte", "2 bytes". */
    static String bytes(long n) {
        return n == 1 ? "1 byte" : n + " bytes";
    }

    /** The same text starting with a capital letter (for a sentence that starts with "the server"). */
    static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
