package io.pcaplens.rest.edge;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Locale;
import java.util.Set;

/**
 * What the service accepts of a request before anything reads it, each refusal a problem body: a request line of
 * at most {@value #MAX_REQUEST_LINE} bytes (414), header fields of at most {@value #MAX_HEADER_BYTES} bytes and
 * {@value #MAX_HEADER_FIELDS} fields (431), no TRACE, TRACK or CONNECT (405), and a body of at most
 * {@value #MAX_BODY} bytes unless it is a multipart upload, which is streamed to storage and limited there (413).
 * The HTTP listener itself is configured to let larger requests through to here (see
 * src/main/payara/pre-boot-commands.asadmin in the webapp), because its own refusals carry no body.
 */
public class RequestLimits extends HttpFilter {

    static final int MAX_REQUEST_LINE = 8 * 1024;
    static final int MAX_HEADER_BYTES = 16 * 1024;
    static final int MAX_HEADER_FIELDS = 100;
    /** JSON and form bodies of this API are small; 10,000 conversation ids fit many times. */
    static final long MAX_BODY = 1024 * 1024;
    /** Methods that echo the request (TRACE, TRACK) or open tunnels (CONNECT): never served. */
    private static final Set<String> REFUSED_METHODS = Set.of("TRACE", "TRACK", "CONNECT");
    private static final String SERVED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        String instance = req.getRequestURI();
        if (REFUSED_METHODS.contains(req.getMethod().toUpperCase(Locale.ROOT))) {
            res.setHeader("Allow", SERVED_METHODS);
            ServletProblem.send(res, 405, "This service does not serve " + req.getMethod() + " requests.", instance);
            return;
        }
        long line = requestLineBytes(req);
        if (line > MAX_REQUEST_LINE) {
            res.setHeader("Connection", "close");
            ServletProblem.send(res, 414, "The request line is " + line + " bytes long; at most " + MAX_REQUEST_LINE
                    + " are accepted. Send long lists in a request body (for example the ids of"
                    + " POST /api/v1/files/{fileId}/conversations.pcap).", null);
            return;
        }
        int fields = 0;
        long headerBytes = 0;
        for (String name : Collections.list(req.getHeaderNames())) {
            for (String value : Collections.list(req.getHeaders(name))) {
                fields++;
                headerBytes += name.length() + 2 + value.getBytes(StandardCharsets.ISO_8859_1).length + 2;
            }
        }
        if (fields > MAX_HEADER_FIELDS || headerBytes > MAX_HEADER_BYTES) {
            res.setHeader("Connection", "close");
            ServletProblem.send(res, 431, "The request has " + fields + " header fields of " + headerBytes
                    + " bytes; at most " + MAX_HEADER_FIELDS + " fields of " + MAX_HEADER_BYTES
                    + " bytes together are accepted.", instance);
            return;
        }
        boolean streamed = isMultipart(req.getContentType());
        if (!streamed && req.getContentLengthLong() > MAX_BODY) {
            res.setHeader("Connection", "close");
            ServletProblem.send(res, 413, RequestBodyRefused.tooLarge(MAX_BODY).getMessage() + " (a multipart upload"
                    + " excepted)", instance);
            return;
        }
        chain.doFilter(new CheckedRequest(req, streamed ? Long.MAX_VALUE : MAX_BODY), res);
    }

    /** Method, target and version as they came: "GET /path?query HTTP/1.1". */
    private static long requestLineBytes(HttpServletRequest req) {
        String query = req.getQueryString();
        return req.getMethod().length() + 1L + req.getRequestURI().length()
                + (query == null ? 0 : 1L + query.length()) + 1L + req.getProtocol().length();
    }

    private static boolean isMultipart(String contentType) {
        return contentType != null && contentType.toLowerCase(Locale.ROOT).startsWith("multipart/");
    }

    /** The request with its body read through {@link CheckedBody}. */
    private static final class CheckedRequest extends HttpServletRequestWrapper {
        private final long limit;
        private ServletInputStream body;

        CheckedRequest(HttpServletRequest request, long limit) {
            super(request);
            this.limit = limit;
        }

        @Override
        public ServletInputStream getInputStream() throws IOException {
            if (body == null) {
                body = new CheckedBody(super.getInputStream(), getContentLengthLong(), limit);
            }
            return body;
        }
    }
}
