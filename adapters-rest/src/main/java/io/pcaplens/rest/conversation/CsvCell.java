package io.pcaplens.rest.conversation;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A text cell
 * that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe: capture
 * data is attacker-controlled.
 */
public final class CsvCell {

    private CsvCell() {
    }

    public static String text(String value) {
        if (value == null || value.isEmpty()) {
            return "";
        }
        String v = "=+-@\t\r".indexOf(value.charAt(0)) >= 0 ? "'" + value : value;
        if (v.indexOf(',') >= 0 || v.indexOf('"') >= 0 || v.indexOf('\n') >= 0 || v.indexOf('\r') >= 0) {
            return '"' + v.replace("\"", "\"\"") + '"';
        }
        return v;
    }

    public static String number(Number value) {
        return value == null ? "" : value.toString();
    }

    /** A list in one cell, "; " between its values; empty when unknown. */
    public static String list(java.util.List<String> values) {
        return values == null ? "" : text(String.join("; ", values));
    }
}
