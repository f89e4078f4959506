package io.pcaplens.domain.session;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.DataFormatException;
import java.util.zip.GZIPInputStream;
import java.util.zip.Inflater;

/**
 * Removes HTTP codings from a body in memory: chunked transfer coding, gzip and deflate content codings.
 * Every decoder stops at a byte limit, so a small compressed body cannot expand without bound.
 */
public final class ContentDecoding {

    private static final java.util.regex.Pattern CHUNK_SIZE = java.util.regex.Pattern.compile("[0-9A-Fa-f]{1,15}");

    private ContentDecoding() {
    }

    /** A decoding result; {@code complete} is false when the input ended early or the limit was reached. */
    public record Decoded(byte[] bytes, boolean complete) {
    }

    /** Result of reading a chunked body: its decoded bytes and how many wire bytes it took. */
    public record Dechunked(byte[] bytes, int consumed, boolean complete) {
    }

    /**
     * Reads a chunked body starting at {@code from}: chunk-size lines (extensions ignored), data, and the
     * trailer section after the last chunk.
     */
    public static Dechunked dechunk(byte[] in, int from, int to) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int pos = from;
        while (true) {
            int eol = HttpLines.lineEnd(in, pos, to);
            if (eol < 0) {
                return new Dechunked(out.toByteArray(), to - from, false);
            }
            String sizeLine = HttpLines.ascii(in, pos, eol).strip();
            int semi = sizeLine.indexOf(';');
            String hex = (semi >= 0 ? sizeLine.substring(0, semi) : sizeLine).strip();
            // hex digits only: parseLong would also take a sign, and "-1" from the wire is no size
            if (!CHUNK_SIZE.matcher(hex).matches()) {
                return new Dechunked(out.toByteArray(), pos - from, false);
            }
            long size = Long.parseLong(hex, 16);
            pos = HttpLines.next(in, eol);
            if (size == 0) {
                // trailer fields up to an empty line
                while (true) {
                    int t = HttpLines.lineEnd(in, pos, to);
                    if (t < 0) {
                        return new Dechunked(out.toByteArray(), to - from, false);
                    }
                    boolean empty = t == pos;
                    pos = HttpLines.next(in, t);
                    if (empty) {
                        return new Dechunked(out.toByteArray(), pos - from, true);
                    }
                }
            }
            if (size > to - pos) {
                out.write(in, pos, to - pos);
                return new Dechunked(out.toByteArray(), to - from, false);
            }
            out.write(in, pos, (int) size);
            pos += (int) size;
            int crlf = HttpLines.lineEnd(in, pos, to);
            if (crlf < 0) {
                return new Dechunked(out.toByteArray(), to - from, false);
            }
            pos = HttpLines.next(in, crlf);
        }
    }

    /** gzip (several members allowed) up to {@code limit} bytes. */
    public static Decoded gunzip(byte[] in, long limit) {
        try (InputStream z = new GZIPInputStream(new ByteArrayInputStream(in), 8192)) {
            return readLimited(z, limit);
        } catch (IOException e) {
            return new Decoded(new byte[0], false);
        }
    }

    /**
     * deflate as HTTP means it (zlib-wrapped); raw deflate streams, which some servers send instead, are
     * accepted too.
     */
    public static Decoded inflate(byte[] in, long limit) {
        Decoded zlib = inflate(in, limit, false);
        return zlib.bytes().length > 0 || zlib.complete() ? zlib : inflate(in, limit, true);
    }

    private static Decoded inflate(byte[] in, long limit, boolean raw) {
        Inflater inflater = new Inflater(raw);
        try {
            inflater.setInput(in);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            byte[] buf = new byte[8192];
            while (!inflater.finished() && out.size() < limit) {
                int n = inflater.inflate(buf, 0, (int) Math.min(buf.length, limit - out.size()));
                if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    break;
                }
                out.write(buf, 0, n);
            }
            return new Decoded(out.toByteArray(), inflater.finished());
        } catch (DataFormatException e) {
            return new Decoded(new byte[0], false);
        } finally {
            inflater.end();
        }
    }

    private static Decoded readLimited(InputStream in, long limit) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[8192];
        try {
            int n;
            while (out.size() < limit && (n = in.read(buf, 0, (int) Math.min(buf.length, limit - out.size()))) > 0) {
                out.write(buf, 0, n);
            }
            boolean complete = out.size() < limit || in.read() < 0;
            return new Decoded(out.toByteArray(), complete);
        } catch (IOException e) {
            // a cut stream: what came out before the cut is still worth showing
            return new Decoded(out.toByteArray(), false);
        }
    }
}
