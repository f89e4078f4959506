package io.pcaplens.domain.session;

import java.nio.charset.StandardCharsets;

/** Line handling of HTTP/1.x framing: lines end with CRLF, a bare LF is tolerated. */
final class HttpLines {

    private HttpLines() {
    }

    /** Index of the line's end (the CR of CRLF, or the bare LF) at or after {@code from}, -1 when none. */
    static int lineEnd(byte[] b, int from, int to) {
        for (int i = from; i < to; i++) {
            if (b[i] == '\n') {
                return i > from && b[i - 1] == '\r' ? i - 1 : i;
            }
        }
        return -1;
    }

    /** Index just after the line ending that starts at {@code end}. */
    static int next(byte[] b, int end) {
        return b[end] == '\r' ? end + 2 : end + 1;
    }

    static String ascii(byte[] b, int from, int to) {
        return new String(b, from, to - from, StandardCharsets.ISO_8859_1);
    }
}
