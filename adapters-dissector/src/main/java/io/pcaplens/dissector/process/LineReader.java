package io.pcaplens.dissector.process;

import java.io.IOException;
import java.io.InputStream;

/**
 * Reads newline-terminated lines of bytes from a stream into one reusable buffer, which grows only for a
 * line longer than any before; nothing is decoded here.
 */
public final class LineReader {

    public interface LineHandler {
        void line(byte[] buf, int from, int to) throws Exception;
    }

    private final InputStream in;
    private byte[] buf;
    private int start;
    private int end;

    public LineReader(InputStream in, int bufferSize) {
        this.in = in;
        this.buf = new byte[bufferSize];
    }

    /** Hands every line to the handler; a last line without a newline counts too. */
    public void forEach(LineHandler handler) throws Exception {
        int scan = 0;
        while (true) {
            int nl = ByteScan.indexOf(buf, start + scan, end, (byte) '\n');
            if (nl >= 0) {
                handler.line(buf, start, nl);
                start = nl + 1;
                scan = 0;
                continue;
            }
            scan = end - start;
            if (!fill()) {
                if (end > start) {
                    handler.line(buf, start, end);
                }
                return;
            }
        }
    }

    private boolean fill() throws IOException {
        if (start > 0) {
            System.arraycopy(buf, start, buf, 0, end - start);
            end -= start;
            start = 0;
        }
        if (end == buf.length) {
            buf = java.util.Arrays.copyOf(buf, buf.length * 2);
        }
        int n = in.read(buf, end, buf.length - end);
        if (n < 0) {
            return false;
        }
        end += n;
        return true;
    }
}
