package io.pcaplens.domain.conversation.query;

/** The part of a conversation a field is read from. */
public enum Part {
    IDENTITY,
    TRAFFIC,
    LABELS,
    DPI,
    TLS,
    NAMES,
    HTTP,
    IDS,
    RULES,
    HOSTS,
    EXTRACTION,
    PAYLOAD
}
