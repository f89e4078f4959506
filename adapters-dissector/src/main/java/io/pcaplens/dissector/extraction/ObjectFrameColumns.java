package io.pcaplens.dissector.extraction;

import io.pcaplens.dissector.tshark.ColumnFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The frame listing of an object export printed as tshark's custom columns ({@code -T tabs}) instead of EK. A
 * field output ({@code -T fields}, {@code -T ek}) makes tshark 4.0 build a visible protocol tree for every frame,
 * which more than doubles the cost of the export (363,000 candidate packets: 5.3 s with EK, 2.5 s with
 * columns); custom columns are filled from a tree that keeps only their fields.
 *
 * <p>Column text is not always the exact value tshark names a file after: it escapes non-printable characters
 * and backslashes, replaces invalid UTF-8, cuts a value at 2,047 bytes, and tells no empty value from a missing
 * one (a subject is told present by a column that joins it to the frame number). A frame's line is read only
 * when every name in it is printable ASCII without a backslash and shorter than that, and when each list of
 * names is complete: the URIs come one occurrence per column, as many as {@link #OCCURRENCES}, with one more
 * column that must stay empty. Any other line makes the listing doubtful, and the export runs again with EK
 * ({@link TsharkObjectExtractor}).
 */
final class ObjectFrameColumns {

    /** URIs of one frame read apart; a frame with more (pipelined messages in one segment) is doubtful. */
    static final int OCCURRENCES = 4;
    /** tshark 4.0 cuts a column's text at this many bytes (COL_MAX_LEN less its terminator), silently. */
    private static final int CUT_AT = 2047;

    private static final int FRAME = 0;
    private static final int LAYERS = 1;
    private static final int FTP_COMMAND = 2;
    private static final int FTP_COMMAND_FRAME = 3;
    private static final int IMF_SUBJECT = 4;
    /** The subjects and the frame number together: just the number when the frame has no subject. */
    private static final int IMF_SUBJECT_OR_FRAME = 5;
    private static final int METHODS = 6;
    private static final int REQUEST_URIS = METHODS + OCCURRENCES + 1;
    private static final int ANSWERED_URIS = REQUEST_URIS + OCCURRENCES + 1;
    private static final int COLUMNS = ANSWERED_URIS + OCCURRENCES + 1;

    private ObjectFrameColumns() {
    }

    /** tshark's options for the listing: the columns, in the order {@link #read} expects, printed tab-separated. */
    static List<String> options() {
        ColumnFormat columns = new ColumnFormat()
                .custom("frame.number", 0)
                .custom("frame.protocols", 0)
                .custom("ftp-data.command", 1)
                .custom("ftp-data.command-frame", 1)
                .custom("imf.subject", 1)
                .custom("imf.subject || frame.number", 0);
        for (String field : List.of("http.request.method", "http.request.uri", "http.response_for.uri")) {
            for (int occurrence = 1; occurrence <= OCCURRENCES + 1; occurrence++) {
                columns.custom(field, occurrence);
            }
        }
        return columns.options();
    }

    /** One frame's line; empty when it may not give the names exactly as tshark has them. */
    static Optional<ObjectFrames.Listed> read(String line) {
        String[] c = line.split("\t", -1);
        if (c.length != COLUMNS || !c[FRAME].chars().allMatch(Character::isDigit) || c[FRAME].isEmpty()) {
            return Optional.empty();
        }
        List<String> layers = List.of(c[LAYERS].split(":"));
        List<String> methods = present(c, METHODS);
        List<String> requestUris = present(c, REQUEST_URIS);
        List<String> answeredUris = present(c, ANSWERED_URIS);
        boolean doubtful = methods == null || requestUris == null || answeredUris == null
                // an empty URI is a value EK gives and the columns cannot
                || methods.size() != requestUris.size()
                || !exact(c[FTP_COMMAND]) || !exact(c[IMF_SUBJECT])
                || !c[FTP_COMMAND_FRAME].chars().allMatch(Character::isDigit);
        if (doubtful) {
            return Optional.empty();
        }
        // an empty subject is one all the same (a message named ".eml"), a missing one is not
        String subject = c[IMF_SUBJECT_OR_FRAME].equals(c[FRAME]) ? null : c[IMF_SUBJECT];
        return Optional.of(new ObjectFrames.Listed(Long.parseLong(c[FRAME]), layers, orNull(c[FTP_COMMAND]),
                orNull(c[FTP_COMMAND_FRAME]), subject, requestUris, answeredUris));
    }

    /** The values of a field's occurrence columns from {@code from}; null when there may be more, or one is inexact. */
    private static List<String> present(String[] c, int from) {
        if (!c[from + OCCURRENCES].isEmpty()) {
            return null;
        }
        List<String> values = new ArrayList<>();
        for (int i = from; i < from + OCCURRENCES; i++) {
            // an empty occurrence before a present one was an empty value
            if (!exact(c[i]) || (c[i].isEmpty() && !c[i + 1].isEmpty())) {
                return null;
            }
            if (!c[i].isEmpty()) {
                values.add(c[i]);
            }
        }
        return values;
    }

    /** Text that tshark's columns print unchanged: printable ASCII, no backslash, not cut. */
    private static boolean exact(String value) {
        if (value.length() >= CUT_AT) {
            return false;
        }
        for (int i = 0; i < value.length(); i++) {
            char ch = value.charAt(i);
            if (ch < 0x20 || ch > 0x7e || ch == '\\') {
                return false;
            }
        }
        return true;
    }

    private static String orNull(String value) {
        return value.isEmpty() ? null : value;
    }
}
