package io.pcaplens.domain.conversation;

/**
 * The scalar facts of a stored conversation that a list can be sorted by (spec 10.3): every scalar field of
 * spec 2.2, plus the countries and device types of both ends and what each side sent.
 */
public enum ConversationField {
    ID,
    SRC_IP,
    SRC_PORT,
    DST_IP,
    DST_PORT,
    PROTOCOL,
    TRANSPORT,
    DISSECTOR_PROTOCOL,
    APP_NAME,
    CATEGORY,
    DPI_CONFIDENCE,
    PACKET_COUNT,
    TOTAL_BYTES,
    SRC_PACKETS,
    SRC_BYTES,
    DST_PACKETS,
    DST_BYTES,
    START_TIME,
    END_TIME,
    DURATION,
    HOSTNAME,
    JA3_CLIENT,
    JA3_SERVER,
    JA4_CLIENT,
    TLS_ISSUER,
    TLS_SUBJECT,
    CERT_NOT_BEFORE,
    CERT_NOT_AFTER,
    SRC_COUNTRY,
    DST_COUNTRY,
    SRC_DEVICE_TYPE,
    DST_DEVICE_TYPE,
    EXTRACTED_FILE_COUNT,
    COMMUNITY_ID
}
