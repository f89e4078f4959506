package io.pcaplens.rest.conversation;

/**
 * The parts a conversation and a flow share, each flattened into its API fields by its own type; the bodies and
 * the CSV exports of both read them here, so that a part's fields are written in one place.
 */
interface RowParts {

    long id();

    EndpointFields endpoints();

    TrafficFields traffic();

    ContentFields content();

    DpiFields dpi();

    TlsFields tls();

    IdsFields ids();

    RuleFields rules();

    HostFields hosts();

    int extractedFileCount();

    CsvColumn<RowParts> ID = CsvColumn.number("id", RowParts::id);
    CsvColumn<RowParts> EXTRACTED_FILE_COUNT = CsvColumn.number("extractedFileCount", RowParts::extractedFileCount);
}
