package io.pcaplens.rest.packet;

import io.pcaplens.domain.dissection.ExpertInfo;

/** One Expert Info entry: {@code severity} is Wireshark's (COMMENT, CHAT, NOTE, WARNING, ERROR). */
public record ExpertInfoBody(String severity, String group, String message, String field) {

    static ExpertInfoBody from(ExpertInfo e) {
        return new ExpertInfoBody(e.severity().name(), e.group(), e.message(), e.field());
    }
}
