package io.pcaplens.rest.capture;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A streaming reader of a multipart/form-data body (RFC 7578): parts are handed out one after the other
 * with their body as a stream that ends at the next delimiter, so a multi-gigabyte upload passes through a
 * buffer of {@value #BUFFER} bytes.
 *
 * <p>Written for throughput: the delimiter is searched with Horspool's shifts, which look at about one byte
 * in the delimiter's length of a capture's bytes, so an upload streams faster than the disk takes it. (A
 * general-purpose multipart library measured here spent more CPU on its byte-by-byte boundary search than
 * the analysis of the uploaded capture.)
 */
final class MultipartStream {

    static final int BUFFER = 1 << 16;
    /** Part headers beyond this size are not a form field of this API. */
    private static final int MAX_HEADER_BYTES = 16 * 1024;
    private static final Pattern BOUNDARY = Pattern.compile("(?i)boundary=(\"([^\"]+)\"|([^;\\s]+))");

    private final InputStream in;
    private final byte[] delimiter;
    /** Per byte value: how far the delimiter may move on when its last byte's place in the buffer holds it. */
    private final int[] shift = new int[256];
    private final byte[] buf;
    private int pos;
    private int lim;
    private boolean eof;
    private boolean finished;
    private PartBody current;

    /** A part: its field name, its file name when it is a file, and its body. */
    record Part(String name, String fileName, InputStream body) {
    }

    static class MalformedException extends IOException {
        MalformedException(String message) {
            super(message);
        }
    }

    MultipartStream(InputStream in, String contentType) throws MalformedException {
        String boundary = boundary(contentType)
                .orElseThrow(() -> new MalformedException("the multipart content type names no boundary"));
        this.delimiter = ("\r\n--" + boundary).getBytes(StandardCharsets.ISO_8859_1);
        Arrays.fill(shift, delimiter.length);
        for (int j = 0; j < delimiter.length - 1; j++) {
            shift[delimiter[j] & 0xFF] = delimiter.length - 1 - j;
        }
        // The body starts with "--boundary" without the line break before it: supply one so that every
        // delimiter looks the same.
        this.in = new SequenceInputStream(new ByteArrayInputStream(new byte[]{'\r', '\n'}), in);
        this.buf = new byte[Math.max(BUFFER, delimiter.length * 4)];
    }

    static Optional<String> boundary(String contentType) {
        if (contentType == null) {
            return Optional.empty();
        }
        Matcher m = BOUNDARY.matcher(contentType);
        if (!m.find()) {
            return Optional.empty();
        }
        return Optional.of(m.group(2) != null ? m.group(2) : m.group(3));
    }

    /** The next part, or empty after the last one; an unread rest of the previous part is skipped. */
    Optional<Part> next() throws IOException {
        if (finished) {
            return Optional.empty();
        }
        if (current == null) {
            skipPastDelimiter();
        } else {
            current.transferTo(java.io.OutputStream.nullOutputStream());
        }
        // after a delimiter: "--" ends the body, CRLF starts a part
        if (!ensure(2)) {
            throw new MalformedException("the multipart body ends without its closing delimiter");
        }
        if (buf[pos] == '-' && buf[pos + 1] == '-') {
            finished = true;
            return Optional.empty();
        }
        skipLineEnd();
        String headers = readHeaders();
        String disposition = headers.lines()
                .filter(l -> l.toLowerCase(Locale.ROOT).startsWith("content-disposition:"))
                .findFirst().orElse("");
        DispositionParameters parameters = DispositionParameters.of(disposition);
        current = new PartBody();
        return Optional.of(new Part(parameters.name(), parameters.fileName(), current));
    }

    private void skipLineEnd() throws IOException {
        while (ensure(1) && (buf[pos] == ' ' || buf[pos] == '\t')) {
            pos++;
        }
        if (!ensure(2) || buf[pos] != '\r' || buf[pos + 1] != '\n') {
            throw new MalformedException("a multipart delimiter is not followed by a line break");
        }
        pos += 2;
    }

    /**
     * The part's header lines, decoded as UTF-8: browsers send field and file names as UTF-8 bytes (RFC 7578
     * section 5.1, the HTML form encoding), not as ISO-8859-1.
     */
    private String readHeaders() throws IOException {
        ByteArrayOutputStream headers = new ByteArrayOutputStream();
        while (true) {
            if (!ensure(2)) {
                throw new MalformedException("the multipart body ends inside part headers");
            }
            if (buf[pos] == '\r' && buf[pos + 1] == '\n') {
                pos += 2;
                return headers.toString(StandardCharsets.UTF_8);
            }
            while (true) {
                if (!ensure(2)) {
                    throw new MalformedException("the multipart body ends inside part headers");
                }
                if (buf[pos] == '\r' && buf[pos + 1] == '\n') {
                    break;
                }
                headers.write(buf[pos]);
                pos++;
                if (headers.size() > MAX_HEADER_BYTES) {
                    throw new MalformedException("multipart part headers are too long");
                }
            }
            pos += 2;
            headers.write('\n');
        }
    }

    /**
     * Looks for the next delimiter; consumes it when it comes next.
     *
     * @return -1 when the delimiter was reached (and consumed), else how many bytes from {@code pos} on,
     *         at most {@code max}, are part content for sure
     */
    private int scan(int max) throws IOException {
        while (true) {
            int found = find();
            if (found >= 0) {
                if (found > pos) {
                    return Math.min(found - pos, max);
                }
                pos += delimiter.length;
                return -1;
            }
            // no delimiter in the buffer: all but a possible partial delimiter at its end can go
            int safe = lim - delimiter.length + 1 - pos;
            if (safe > 0) {
                return Math.min(safe, max);
            }
            if (!fill()) {
                throw new MalformedException("the multipart body ends without its closing delimiter");
            }
        }
    }

    /** Skips the preamble and the first delimiter. */
    private void skipPastDelimiter() throws IOException {
        int n;
        while ((n = scan(Integer.MAX_VALUE)) >= 0) {
            pos += n;
        }
    }

    /** Index of the first complete delimiter in buf[pos, lim), or -1 (Horspool's search). */
    private int find() {
        int n = delimiter.length;
        byte lastOfDelimiter = delimiter[n - 1];
        for (int i = pos; i <= lim - n; ) {
            byte last = buf[i + n - 1];
            if (last == lastOfDelimiter && delimiterAt(i)) {
                return i;
            }
            i += shift[last & 0xFF];
        }
        return -1;
    }

    private boolean delimiterAt(int i) {
        for (int j = 0; j < delimiter.length - 1; j++) {
            if (buf[i + j] != delimiter[j]) {
                return false;
            }
        }
        return true;
    }

    /** Makes at least n unread bytes available; false at the end of the input. */
    private boolean ensure(int n) throws IOException {
        while (lim - pos < n) {
            if (!fill()) {
                return false;
            }
        }
        return true;
    }

    private boolean fill() throws IOException {
        if (eof) {
            return false;
        }
        if (pos > 0) {
            System.arraycopy(buf, pos, buf, 0, lim - pos);
            lim -= pos;
            pos = 0;
        }
        int r = in.read(buf, lim, buf.length - lim);
        if (r < 0) {
            eof = true;
            return false;
        }
        lim += r;
        return true;
    }

    /** The body of the current part: ends where the next delimiter starts. */
    private final class PartBody extends InputStream {
        private boolean done;

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (done || current != this) {
                return -1;
            }
            if (len == 0) {
                return 0;
            }
            int n = scan(len);
            if (n < 0) {
                done = true;
                return -1;
            }
            System.arraycopy(buf, pos, b, off, n);
            pos += n;
            return n;
        }
    }
}
