package io.pcaplens.rest.conversation;

import io.pcaplens.rest.Problem;

import io.pcaplens.domain.conversation.ExportScope;

/** The {@code scope} parameter of the PCAP exports of rows: {@code row} or {@code connection}. */
final class ScopeParameter {

    /** What the parameter means, for the API document. */
    static final String MEANING = "row: only the rows' own packets; connection: every packet of the transport flows"
            + " the rows belong to (all their rows)";

    private ScopeParameter() {
    }

    /** The scope the text names; absent or empty is the export's own default. */
    static ExportScope parse(String text, ExportScope absent) {
        if (text == null || text.isEmpty()) {
            return absent;
        }
        return ExportScope.named(text).orElseThrow(() -> Problem.badRequest("scope must be row or connection, was '"
                + (text.length() > 40 ? text.substring(0, 40) + "…" : text) + "'"));
    }
}
