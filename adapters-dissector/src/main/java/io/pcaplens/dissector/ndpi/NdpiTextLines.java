package io.pcaplens.dissector.ndpi;

import java.io.BufferedReader;
import java.io.IOException;

/**
 * The lines of ndpiReader's text, ended by {@code \n} only (a lone CR belongs to a value); one CR before the
 * {@code \n} is dropped so that a file with CR LF line ends reads the same.
 */
final class NdpiTextLines {

    private final BufferedReader in;
    private final char[] buffer = new char[8192];
    private int pos;
    private int limit;
    private boolean ended;
    private final StringBuilder line = new StringBuilder();

    NdpiTextLines(BufferedReader in) {
        this.in = in;
    }

    /** The next line, or null at the end of the text. */
    String next() throws IOException {
        if (ended) {
            return null;
        }
        line.setLength(0);
        while (true) {
            if (pos == limit) {
                limit = in.read(buffer, 0, buffer.length);
                pos = 0;
                if (limit <= 0) {
                    limit = 0;
                    ended = true;
                    return line.length() == 0 ? null : withoutCr();
                }
            }
            int start = pos;
            while (pos < limit && buffer[pos] != '\n') {
                pos++;
            }
            line.append(buffer, start, pos - start);
            if (pos < limit) {
                pos++;
                return withoutCr();
            }
        }
    }

    private String withoutCr() {
        int end = line.length();
        if (end > 0 && line.charAt(end - 1) == '\r') {
            end--;
        }
        return line.substring(0, end);
    }
}
