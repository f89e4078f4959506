package io.pcaplens.webapp;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * HTTP/1.1 spoken over a plain socket, for the requests that no well-behaved client library sends: a body shorter
 * than its Content-Length, request lines and header blocks of any size, methods and targets a library refuses or
 * normalizes.
 */
final class RawHttp {

    private final String host;
    private final int port;

    RawHttp(URL base) {
        this.host = base.getHost();
        this.port = base.getPort();
    }

    /** The first answer to a request: status, headers with lower-case names, body, and whether the server then closed. */
    record Answer(int status, Map<String, String> headers, byte[] body, boolean closed) {
        String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }

        String text() {
            return new String(body, StandardCharsets.UTF_8);
        }

        @Override
        public String toString() {
            return status + " " + headers + " " + text();
        }
    }

    /** A request head: the request line and header fields as given, then the blank line. */
    static byte[] head(String requestLine, String... headerLines) {
        StringBuilder b = new StringBuilder(requestLine).append("\r\n");
        for (String h : headerLines) {
            b.append(h).append("\r\n");
        }
        return b.append("\r\n").toString().getBytes(StandardCharsets.UTF_8);
    }

    static byte[] concat(byte[] a, byte[] b) {
        byte[] all = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }

    /** Sends the bytes, keeps the connection open, and reads the first answer, waiting at most {@code wait}. */
    Answer exchange(byte[] request, Duration wait) throws IOException {
        try (Socket socket = new Socket(host, port)) {
            socket.setSoTimeout((int) wait.toMillis());
            OutputStream out = socket.getOutputStream();
            try {
                out.write(request);
                out.flush();
            } catch (IOException e) {
                // the server may answer and close before it read everything (an oversized head): read that answer
            }
            return read(socket.getInputStream(), socket);
        }
    }

    /** A whole answer received already (the connection closed after it), as {@link #exchange} reads one. */
    static Answer parse(byte[] answer) throws IOException {
        return read(new java.io.ByteArrayInputStream(answer), null);
    }

    private static Answer read(InputStream in, Socket socket) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int state = 0;
        while (state < 4) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("the connection closed without an answer; read " + head.size() + " bytes: "
                        + head.toString(StandardCharsets.ISO_8859_1));
            }
            head.write(b);
            state = (b == '\r' && (state == 0 || state == 2)) || (b == '\n' && (state == 1 || state == 3)) ? state + 1
                    : b == '\r' ? 1 : 0;
        }
        String[] lines = head.toString(StandardCharsets.ISO_8859_1).split("\r\n");
        int status = Integer.parseInt(lines[0].split(" ", 3)[1]);
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            if (colon > 0) {
                headers.merge(lines[i].substring(0, colon).strip().toLowerCase(Locale.ROOT),
                        lines[i].substring(colon + 1).strip(), (a, b) -> a + ", " + b);
            }
        }
        byte[] body;
        String length = headers.get("content-length");
        if (length != null) {
            body = in.readNBytes(Integer.parseInt(length));
        } else if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            body = dechunk(in);
        } else {
            body = in.readAllBytes();
        }
        return new Answer(status, headers, body, socket == null || closedAfter(in, socket));
    }

    private static byte[] dechunk(InputStream in) throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        while (true) {
            String size = line(in);
            int n = Integer.parseInt(size.split(";")[0].strip(), 16);
            if (n == 0) {
                line(in);
                return body.toByteArray();
            }
            body.write(in.readNBytes(n));
            line(in);
        }
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream l = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) >= 0 && b != '\n') {
            if (b != '\r') {
                l.write(b);
            }
        }
        return l.toString(StandardCharsets.ISO_8859_1);
    }

    /** Whether the server closes the connection after its answer (within a few seconds). */
    private static boolean closedAfter(InputStream in, Socket socket) throws IOException {
        socket.setSoTimeout(5_000);
        try {
            return in.read() < 0;
        } catch (SocketTimeoutException e) {
            return false;
        } catch (IOException e) {
            return true; // reset
        }
    }
}
