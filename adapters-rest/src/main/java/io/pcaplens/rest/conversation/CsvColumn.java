package io.pcaplens.rest.conversation;

import java.util.List;
import java.util.function.Function;

/**
 * A column of a CSV export: its header and how a part of the row writes its cell. A part's columns are declared
 * once, in the part's fields, and read by both exports.
 *
 * @param <T> the row the cell is read from: its parts ({@link RowParts}) or a row of one export
 */
record CsvColumn<T>(String header, Function<T, String> cell) {

    static <T> CsvColumn<T> text(String header, Function<T, String> value) {
        return new CsvColumn<>(header, t -> CsvCell.text(value.apply(t)));
    }

    static <T> CsvColumn<T> number(String header, Function<T, Number> value) {
        return new CsvColumn<>(header, t -> CsvCell.number(value.apply(t)));
    }

    /** Values joined by "; ", an empty cell when the list is unknown. */
    static <T> CsvColumn<T> list(String header, Function<T, List<String>> values) {
        return new CsvColumn<>(header, t -> CsvCell.list(values.apply(t)));
    }
}
