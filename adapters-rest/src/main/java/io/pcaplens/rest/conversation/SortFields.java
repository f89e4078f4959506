package io.pcaplens.rest.conversation;

import io.pcaplens.domain.conversation.ConversationField;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The API's names of the fields a conversation list can be sorted by (api.md: every scalar field). */
final class SortFields {

    private static final Map<String, ConversationField> BY_NAME = new LinkedHashMap<>();

    static {
        BY_NAME.put("id", ConversationField.ID);
        BY_NAME.put("srcIp", ConversationField.SRC_IP);
        BY_NAME.put("srcPort", ConversationField.SRC_PORT);
        BY_NAME.put("dstIp", ConversationField.DST_IP);
        BY_NAME.put("dstPort", ConversationField.DST_PORT);
        BY_NAME.put("protocol", ConversationField.PROTOCOL);
        BY_NAME.put("transport", ConversationField.TRANSPORT);
        BY_NAME.put("dissectorProtocol", ConversationField.DISSECTOR_PROTOCOL);
        BY_NAME.put("appName", ConversationField.APP_NAME);
        BY_NAME.put("category", ConversationField.CATEGORY);
        BY_NAME.put("dpiConfidence", ConversationField.DPI_CONFIDENCE);
        BY_NAME.put("packetCount", ConversationField.PACKET_COUNT);
        BY_NAME.put("totalBytes", ConversationField.TOTAL_BYTES);
        BY_NAME.put("srcPackets", ConversationField.SRC_PACKETS);
        BY_NAME.put("srcBytes", ConversationField.SRC_BYTES);
        BY_NAME.put("dstPackets", ConversationField.DST_PACKETS);
        BY_NAME.put("dstBytes", ConversationField.DST_BYTES);
        BY_NAME.put("startTime", ConversationField.START_TIME);
        BY_NAME.put("endTime", ConversationField.END_TIME);
        BY_NAME.put("durationMs", ConversationField.DURATION);
        TlsFields.SORTS.forEach(e -> BY_NAME.put(e.getKey(), e.getValue()));
        BY_NAME.put("srcCountry", ConversationField.SRC_COUNTRY);
        BY_NAME.put("dstCountry", ConversationField.DST_COUNTRY);
        BY_NAME.put("srcDeviceType", ConversationField.SRC_DEVICE_TYPE);
        BY_NAME.put("dstDeviceType", ConversationField.DST_DEVICE_TYPE);
        BY_NAME.put("extractedFileCount", ConversationField.EXTRACTED_FILE_COUNT);
        BY_NAME.put("communityId", ConversationField.COMMUNITY_ID);
    }

    private SortFields() {
    }

    static Optional<ConversationField> of(String name) {
        return Optional.ofNullable(BY_NAME.get(name));
    }

    /** Every name, in the order the API documents them. */
    static Set<String> names() {
        return Collections.unmodifiableSet(BY_NAME.keySet());
    }
}
