package io.pcaplens.domain.conversation.query;

import java.util.List;

/**
 * Why a query text could not be read: where (a 1-based character position), what was expected there and what
 * was found instead; for an unknown field also the catalogue's closest names.
 */
public final class QuerySyntaxError extends RuntimeException {

    /** What {@link #found()} says when the text ended where more was expected. */
    public static final String END = "end of query";

    private final int position;
    private final String expected;
    private final String found;
    private final List<String> suggestions;

    /**
     * @param problem     what went wrong, e.g. "unknown operator `~`"
     * @param position    the 1-based character position
     * @param expected    what the query language expected there
     * @param found       the text found instead, or {@link #END}
     * @param suggestions for an unknown field, the closest field names (may be empty)
     */
    public QuerySyntaxError(String problem, int position, String expected, String found, List<String> suggestions) {
        super(message(problem, position, expected, found, suggestions));
        this.position = position;
        this.expected = expected;
        this.found = found;
        this.suggestions = List.copyOf(suggestions);
    }

    public QuerySyntaxError(String problem, int position, String expected, String found) {
        this(problem, position, expected, found, List.of());
    }

    /** The 1-based character position the problem is at. */
    public int position() {
        return position;
    }

    /** What the query language expected at the position. */
    public String expected() {
        return expected;
    }

    /** The text found at the position, or {@link #END}. */
    public String found() {
        return found;
    }

    /** For an unknown field, the closest names of the catalogue, closest first; otherwise empty. */
    public List<String> suggestions() {
        return suggestions;
    }

    private static String message(String problem, int position, String expected, String found,
                                  List<String> suggestions) {
        String at = problem + " at " + position;
        if (!suggestions.isEmpty()) {
            StringBuilder names = new StringBuilder();
            for (int i = 0; i < suggestions.size(); i++) {
                names.append(i == 0 ? "" : i == suggestions.size() - 1 ? " or " : ", ")
                        .append('`').append(suggestions.get(i)).append('`');
            }
            return at + "; did you mean " + names + "?";
        }
        return at + ": expected " + expected + ", found " + (END.equals(found) ? END : "`" + found + "`");
    }
}
