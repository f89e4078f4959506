package io.pcaplens.rest.conversation;

import java.util.List;

/**
 * What the dissector read of the traffic's content (its dissector protocol, file types and HTTP user agents) as
 * the API writes it, with its CSV columns.
 */
record ContentFields(String dissectorProtocol, List<String> fileTypes, List<String> httpUserAgents) {

    static final CsvColumn<RowParts> DISSECTOR_PROTOCOL =
            CsvColumn.text("dissectorProtocol", r -> r.content().dissectorProtocol());
    static final CsvColumn<RowParts> FILE_TYPES = CsvColumn.list("fileTypes", r -> r.content().fileTypes());
    static final CsvColumn<RowParts> HTTP_USER_AGENTS =
            CsvColumn.list("httpUserAgents", r -> r.content().httpUserAgents());
}
