package io.pcaplens.domain.conversation;

/**
 * The pill filters of the conversation list (spec 10.2) whose values present in a capture are counted, so
 * that the filter panel offers only values that select something.
 */
public enum Facet {
    PROTOCOL,
    DISSECTOR_PROTOCOL,
    APPLICATION,
    CATEGORY,
    FILE_TYPE,
    RISK,
    CUSTOM_RULE,
    SEVERITY,
    COUNTRY,
    DEVICE_TYPE,
    IDS_ALERT
}
