package io.pcaplens.domain.conversation.query;

/** What kind of value a field of the catalogue holds, and so which operators and literals it takes. */
public enum ValueType {
    /** An address, compared with addresses and CIDR blocks (v4 and v6); {@code contains} reads its text. */
    ADDRESS,
    /** A whole number: ports, counts, bytes, ids. */
    NUMBER,
    /** A label or name, compared ignoring letter case. */
    LABEL,
    /** A text compared exactly (fingerprints, certificate names, alert and rule names); contains ignores case. */
    TEXT,
    /** An instant of capture time, held as epoch nanoseconds. */
    TIME,
    /** A stretch of time, held as nanoseconds. */
    DURATION,
    /** Bytes of payload, only ever looked for. */
    BYTES,
    /** A yes or no fact, compared with {@code true} and {@code false}. */
    BOOLEAN
}
