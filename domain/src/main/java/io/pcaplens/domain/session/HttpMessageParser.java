package io.pcaplens.domain.session;

import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Splits the bytes one side of a connection sent into HTTP/1.x messages (RFC 9112 framing): a start line,
 * header fields, then a body framed by Transfer-Encoding: chunked, Content-Length, or (responses only) the end
 * of the connection. Parsing stops at the first bytes that are not HTTP.
 */
public final class HttpMessageParser {

    private static final Pattern REQUEST_LINE = Pattern.compile("[A-Z][A-Z_-]{0,19} \\S+ HTTP/\\d\\.\\d");
    private static final Pattern STATUS_LINE = Pattern.compile("HTTP/\\d\\.\\d \\d{3}( .*)?");
    /** A header section larger than this is not HTTP as far as this viewer is concerned. */
    private static final int MAX_HEADER_BYTES = 64 * 1024;

    private HttpMessageParser() {
    }

    /** A message and where it starts among the direction's bytes. */
    public record Found(int start, HttpMessage message) {
    }

    /** True when the bytes begin like an HTTP request or response. */
    public static boolean looksLikeHttp(byte[] data) {
        int eol = HttpLines.lineEnd(data, 0, Math.min(data.length, 8192));
        if (eol < 0) {
            return false;
        }
        String line = HttpLines.ascii(data, 0, eol);
        return REQUEST_LINE.matcher(line).matches() || STATUS_LINE.matcher(line).matches();
    }

    /**
     * @param requestMethods methods of the requests the responses answer, in order (a response to HEAD has no
     *                       body whatever its Content-Length says); may be empty
     * @param complete       false when the bytes were cut short, so that an open-ended body counts as truncated
     * @param decodeLimit    the decoded bodies of the direction together are cut at this many bytes, so many
     *                       small compressed bodies cannot expand past it
     */
    public static List<Found> parse(byte[] data, Direction direction, List<String> requestMethods, boolean complete,
                                    long decodeLimit) {
        return parse(data, direction, requestMethods, complete, decodeLimit, List.of());
    }

    /**
     * @param gaps where bytes are missing from {@code data}: {position, size} pairs in ascending position; a body
     *             with missing bytes is cut where they are and marked truncated, and parsing goes on after it
     */
    public static List<Found> parse(byte[] data, Direction direction, List<String> requestMethods, boolean complete,
                                    long decodeLimit, List<long[]> gaps) {
        List<Found> found = new ArrayList<>();
        Deque<String> methods = new ArrayDeque<>(requestMethods);
        long budget = decodeLimit;
        int pos = 0;
        while (pos < data.length) {
            while (pos < data.length && (data[pos] == '\r' || data[pos] == '\n')) {
                pos++;
            }
            int lineEnd = HttpLines.lineEnd(data, pos, Math.min(data.length, pos + MAX_HEADER_BYTES));
            if (lineEnd < 0) {
                break;
            }
            String startLine = HttpLines.ascii(data, pos, lineEnd);
            boolean request = REQUEST_LINE.matcher(startLine).matches();
            if (!request && !STATUS_LINE.matcher(startLine).matches()) {
                break;
            }
            int start = pos;
            List<HttpMessage.Header> headers = new ArrayList<>();
            pos = HttpLines.next(data, lineEnd);
            boolean headersEnded = false;
            while (pos < data.length && pos - start < MAX_HEADER_BYTES) {
                int e = HttpLines.lineEnd(data, pos, data.length);
                if (e < 0) {
                    break;
                }
                if (e == pos) {
                    pos = HttpLines.next(data, e);
                    headersEnded = true;
                    break;
                }
                String line = new String(data, pos, e - pos, StandardCharsets.UTF_8);
                int colon = line.indexOf(':');
                if (colon > 0) {
                    headers.add(new HttpMessage.Header(line.substring(0, colon).strip(), line.substring(colon + 1).strip()));
                }
                pos = HttpLines.next(data, e);
            }
            HttpMessage.Kind kind = request ? HttpMessage.Kind.REQUEST : HttpMessage.Kind.RESPONSE;
            HttpMessage partial = new HttpMessage(direction, kind, startLine, List.copyOf(headers), null);
            if (!headersEnded) {
                found.add(new Found(start, partial));
                break;
            }
            String method = request ? startLine.substring(0, startLine.indexOf(' ')) : methods.pollFirst();
            Body body = body(data, pos, partial, request, method, complete, budget, gaps);
            if (body.body() != null) {
                budget -= body.body().decodedLength();
            }
            found.add(new Found(start, new HttpMessage(direction, kind, startLine, partial.headers(), body.body())));
            pos = body.end();
            if (body.body() != null && body.body().truncated() && body.end() >= data.length) {
                break;
            }
        }
        return found;
    }

    private record Body(HttpBody body, int end) {
    }

    private static Body body(byte[] data, int from, HttpMessage m, boolean request, String method, boolean complete,
                             long decodeLimit, List<long[]> gaps) {
        List<String> transferCodings = codings(m.header("Transfer-Encoding"));
        List<String> contentCodings = codings(m.header("Content-Encoding"));
        String contentType = m.header("Content-Type");
        if (!request) {
            int status = Integer.parseInt(m.startLine().substring(9, 12));
            if (status / 100 == 1 || status == 204 || status == 304 || "HEAD".equals(method)) {
                return new Body(null, from);
            }
        }
        byte[] raw;
        int end;
        boolean whole;
        if (transferCodings.contains("chunked")) {
            ContentDecoding.Dechunked d = ContentDecoding.dechunk(data, from, data.length);
            raw = d.bytes();
            end = from + d.consumed();
            int chunkedEnd = end;
            whole = d.complete() && gaps.stream().noneMatch(g -> g[0] >= from && g[0] < chunkedEnd);
        } else if (m.header("Content-Length") != null) {
            long declared;
            try {
                declared = Long.parseLong(m.header("Content-Length").strip());
            } catch (NumberFormatException e) {
                declared = 0;
            }
            // missing bytes count towards the declared length: the body ends that much earlier in the data
            long wireEnd = from + declared;
            long missing = 0;
            for (long[] gap : gaps) {
                if (gap[0] >= from && gap[0] < wireEnd - missing) {
                    missing += gap[1];
                }
            }
            long dataEnd = Math.max(from, wireEnd - missing);
            end = (int) Math.min(data.length, dataEnd);
            whole = missing == 0 && dataEnd <= data.length;
            raw = java.util.Arrays.copyOfRange(data, from, end);
        } else if (request) {
            return new Body(null, from);
        } else {
            // the body runs to the end of the connection
            end = data.length;
            whole = complete && gaps.stream().noneMatch(g -> g[0] >= from);
            raw = java.util.Arrays.copyOfRange(data, from, end);
        }
        if (end == from && raw.length == 0 && whole) {
            return new Body(null, end);
        }
        byte[] decoded = raw;
        boolean decodedWhole = whole;
        List<String> applied = new ArrayList<>(transferCodings);
        // content codings were applied in the order listed, so they are removed from the last one back
        for (int i = contentCodings.size() - 1; i >= 0; i--) {
            String c = contentCodings.get(i);
            ContentDecoding.Decoded d = switch (c) {
                case "gzip", "x-gzip" -> ContentDecoding.gunzip(decoded, decodeLimit);
                case "deflate" -> ContentDecoding.inflate(decoded, decodeLimit);
                default -> null;
            };
            if (d == null) {
                break;
            }
            decoded = d.bytes();
            decodedWhole &= d.complete();
        }
        applied.addAll(contentCodings);
        if (decoded.length > decodeLimit) {
            decoded = java.util.Arrays.copyOf(decoded, (int) decodeLimit);
            decodedWhole = false;
        }
        HttpBody body = new HttpBody(end - from, List.copyOf(applied), contentType, decoded,
                BodyText.isText(contentType, decoded), !decodedWhole);
        return new Body(body, end);
    }

    private static List<String> codings(String header) {
        if (header == null) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (String part : header.split(",")) {
            String c = part.strip().toLowerCase(Locale.ROOT);
            if (!c.isEmpty() && !c.equals("identity")) {
                out.add(c);
            }
        }
        return out;
    }
}
