package io.pcaplens.dissector.tshark;

import java.util.ArrayList;
import java.util.List;

/**
 * tshark's options that print custom columns instead of fields ({@code -o gui.column.format:…}, {@code -T tabs}),
 * one line per frame, the columns in the order they are added, separated by tabs.
 */
public final class ColumnFormat {

    private final List<String> titlesAndFormats = new ArrayList<>();

    /**
     * A custom column: the fields' given occurrence (from 1; 0 for all values of every field named, joined by
     * commas), values unresolved.
     */
    public ColumnFormat custom(String fields, int occurrence) {
        return column("%Cus:" + fields + ":" + occurrence + ":U");
    }

    /** A column of tshark's own, such as {@code %i} for Info. */
    ColumnFormat column(String format) {
        titlesAndFormats.add("\"c" + titlesAndFormats.size() / 2 + "\"");
        titlesAndFormats.add("\"" + format + "\"");
        return this;
    }

    public List<String> options() {
        return List.of("-o", "gui.column.format:" + String.join(",", titlesAndFormats), "-T", "tabs");
    }
}
