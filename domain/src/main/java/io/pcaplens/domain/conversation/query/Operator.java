package io.pcaplens.domain.conversation.query;

/** How a clause compares a field with its values (Wireshark display-filter style). */
public enum Operator {
    EQ("=="),
    NE("!="),
    LT("<"),
    LE("<="),
    GT(">"),
    GE(">="),
    /** A case-insensitive substring of text, or bytes within a payload. */
    CONTAINS("contains"),
    /** A regular expression anywhere in the text. */
    MATCHES("matches"),
    /** Equal to one of the values. */
    IN("in");

    private final String symbol;

    Operator(String symbol) {
        this.symbol = symbol;
    }

    /** How the operator is written in an expression. */
    public String symbol() {
        return symbol;
    }

    /** Whether it orders values, which only numbers, times and durations have. */
    public boolean orders() {
        return this == LT || this == LE || this == GT || this == GE;
    }
}
