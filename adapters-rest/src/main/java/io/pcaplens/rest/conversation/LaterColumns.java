package io.pcaplens.rest.conversation;

import java.util.List;

/**
 * The columns added to both CSV exports once their own columns were settled, appended to each in the order they
 * were added: scripts reading by position keep working, and a new column of a shared part is named here once.
 */
final class LaterColumns {

    static final List<CsvColumn<RowParts>> BOTH = List.of(TlsFields.ALPN);

    private LaterColumns() {
    }
}
