package io.pcaplens.domain.conversation.query;

/**
 * One token of a query text.
 *
 * @param kind   what it is
 * @param text   for a word or an operator its text; for a string its value, escapes resolved
 * @param bytes  for a string the bytes it stands for (its characters' UTF-8, a {@code \xHH} escape one byte);
 *               null for any other token
 * @param offset where it starts, as a 0-based char index into the query
 * @param source the text it was written as
 */
record QueryToken(Kind kind, String text, byte[] bytes, int offset, String source) {

    enum Kind {
        /** A run of characters that is no operator, bracket or string: a field, keyword or bare value. */
        WORD,
        /** A double-quoted string. */
        STRING,
        /** == != < <= > >= ! && || and the stray = & | that are none of these. */
        SYMBOL,
        OPEN,
        CLOSE,
        OPEN_SET,
        CLOSE_SET,
        COMMA,
        END
    }

    boolean is(Kind k) {
        return kind == k;
    }

    boolean isSymbol(String s) {
        return kind == Kind.SYMBOL && text.equals(s);
    }

    /** A word equal to the keyword, ignoring letter case. */
    boolean isKeyword(String keyword) {
        return kind == Kind.WORD && text.equalsIgnoreCase(keyword);
    }

    /** A value may be a word or a string. */
    boolean isValue() {
        return kind == Kind.WORD || kind == Kind.STRING;
    }

    /** How an error names it: its source text, or {@link QuerySyntaxError#END}. */
    String found() {
        return kind == Kind.END ? QuerySyntaxError.END : source;
    }
}
