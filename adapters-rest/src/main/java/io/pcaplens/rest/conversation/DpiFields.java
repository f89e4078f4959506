package io.pcaplens.rest.conversation;

import io.pcaplens.domain.flow.DpiFacts;

import java.util.List;

/** The DPI part of a conversation or flow as the API writes it: its field names and CSV columns, once. */
record DpiFields(String appName, String category, String dpiConfidence, List<String> flowRisks) {

    static final CsvColumn<RowParts> APP_NAME = CsvColumn.text("appName", r -> r.dpi().appName());
    static final CsvColumn<RowParts> CATEGORY = CsvColumn.text("category", r -> r.dpi().category());
    static final CsvColumn<RowParts> FLOW_RISKS = CsvColumn.list("flowRisks", r -> r.dpi().flowRisks());

    static DpiFields of(DpiFacts d) {
        return new DpiFields(d.appName(), d.category(), d.confidence(), d.risks());
    }
}
