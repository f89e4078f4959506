package io.pcaplens.domain.session;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HttpMessageParserTest {

    private static final String PAGE = "<html><body>" + "hello pcaplens ".repeat(200) + "</body></html>";

    private static byte[] bytes(Object... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Object p : parts) {
            out.writeBytes(p instanceof byte[] b ? b : p.toString().getBytes(StandardCharsets.ISO_8859_1));
        }
        return out.toByteArray();
    }

    private static byte[] gzip(byte[] in) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream z = new GZIPOutputStream(out)) {
            z.write(in);
        }
        return out.toByteArray();
    }

    private static byte[] deflate(byte[] in, boolean raw) {
        Deflater d = new Deflater(Deflater.DEFAULT_COMPRESSION, raw);
        d.setInput(in);
        d.finish();
        byte[] buf = new byte[in.length + 64];
        int n = d.deflate(buf);
        d.end();
        return java.util.Arrays.copyOf(buf, n);
    }

    /** Splits a body into chunks of 100 bytes, with an extension on the first and a trailer field. */
    private static byte[] chunked(byte[] body) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < body.length; i += 100) {
            int n = Math.min(100, body.length - i);
            out.writeBytes((Integer.toHexString(n) + (i == 0 ? ";name=value" : "") + "\r\n").getBytes(StandardCharsets.US_ASCII));
            out.write(body, i, n);
            out.writeBytes("\r\n".getBytes(StandardCharsets.US_ASCII));
        }
        out.writeBytes("0\r\nExpires: never\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        return out.toByteArray();
    }

    @Test
    void chunkedGzipResponseIsDecodedAndTheNextMessageFollows() throws Exception {
        byte[] wire = chunked(gzip(PAGE.getBytes(StandardCharsets.UTF_8)));
        byte[] data = bytes("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Encoding: gzip\r\n",
                "Content-Type: text/html; charset=utf-8\r\n\r\n", wire,
                "HTTP/1.1 404 Not Found\r\nContent-Length: 5\r\n\r\nnope!");
        List<HttpMessageParser.Found> found = HttpMessageParser.parse(data, Direction.SERVER_TO_CLIENT, List.of("GET", "GET"),
                true, 1 << 20);
        assertEquals(2, found.size());
        HttpBody body = found.get(0).message().body();
        assertEquals(List.of("chunked", "gzip"), body.encodings());
        assertEquals(wire.length, body.length());
        assertEquals(PAGE, new String(body.decoded(), StandardCharsets.UTF_8));
        assertTrue(body.text());
        assertFalse(body.truncated());
        assertEquals("text/html; charset=utf-8", body.contentType());
        assertEquals("HTTP/1.1 404 Not Found", found.get(1).message().startLine());
        assertEquals("nope!", new String(found.get(1).message().body().decoded(), StandardCharsets.US_ASCII));
    }

    @Test
    void deflateIsAcceptedZlibWrappedAndRaw() {
        for (boolean raw : new boolean[]{false, true}) {
            byte[] z = deflate(PAGE.getBytes(StandardCharsets.UTF_8), raw);
            byte[] data = bytes("HTTP/1.1 200 OK\r\nContent-Encoding: deflate\r\nContent-Length: " + z.length + "\r\n\r\n", z);
            HttpBody body = HttpMessageParser.parse(data, Direction.SERVER_TO_CLIENT, List.of(), true, 1 << 20).get(0).message().body();
            assertEquals(PAGE, new String(body.decoded(), StandardCharsets.UTF_8), "raw " + raw);
            assertEquals(List.of("deflate"), body.encodings());
        }
    }

    @Test
    void headAnd304AnswersHaveNoBodyWhateverTheirLength() {
        byte[] data = bytes("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n",
                "HTTP/1.1 304 Not Modified\r\nContent-Length: 1000\r\n\r\n",
                "HTTP/1.1 204 No Content\r\n\r\n");
        List<HttpMessageParser.Found> found = HttpMessageParser.parse(data, Direction.SERVER_TO_CLIENT,
                List.of("HEAD", "GET", "GET"), true, 1 << 20);
        assertEquals(3, found.size());
        found.forEach(f -> assertNull(f.message().body()));
    }

    @Test
    void pipelinedRequestsSplitAtTheirLengths() {
        byte[] data = bytes("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc",
                "GET /b HTTP/1.1\r\nHost: x\r\n\r\n", "DELETE /c HTTP/1.0\r\n\r\n");
        List<HttpMessageParser.Found> found = HttpMessageParser.parse(data, Direction.CLIENT_TO_SERVER, List.of(), true, 1 << 20);
        assertEquals(List.of("POST /a HTTP/1.1", "GET /b HTTP/1.1", "DELETE /c HTTP/1.0"),
                found.stream().map(f -> f.message().startLine()).toList());
        assertEquals(0, found.get(0).start());
        assertEquals(51, found.get(1).start());
        assertArrayEquals("abc".getBytes(StandardCharsets.US_ASCII), found.get(0).message().body().decoded());
        assertEquals("x", found.get(1).message().header("host"));
        assertNull(found.get(1).message().body());
    }

    @Test
    void aCutBodyIsMarkedTruncatedAndBinaryIsNotText() throws Exception {
        byte[] png = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13};
        byte[] data = bytes("HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: 100\r\n\r\n", png);
        HttpBody body = HttpMessageParser.parse(data, Direction.SERVER_TO_CLIENT, List.of(), false, 1 << 20).get(0).message().body();
        assertTrue(body.truncated());
        assertFalse(body.text());
        assertArrayEquals(png, body.decoded());

        // the decoder stops at the limit: a small gzip body cannot expand without bound
        byte[] bomb = gzip(new byte[1 << 20]);
        byte[] big = bytes("HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: " + bomb.length + "\r\n\r\n", bomb);
        HttpBody limited = HttpMessageParser.parse(big, Direction.SERVER_TO_CLIENT, List.of(), true, 4096).get(0).message().body();
        assertEquals(4096, limited.decodedLength());
        assertTrue(limited.truncated());
    }

    @Test
    void missingBytesShortenABodyAndTheNextMessageIsStillFound() {
        // 10 of the 30 body bytes were not captured: the data holds 20, then the next response
        byte[] data = bytes("HTTP/1.1 200 OK\r\nContent-Length: 30\r\n\r\n", "x".repeat(20), "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok");
        List<HttpMessageParser.Found> found = HttpMessageParser.parse(data, Direction.SERVER_TO_CLIENT, List.of(), true,
                1 << 20, List.of(new long[]{48, 10}));
        assertEquals(2, found.size());
        assertTrue(found.get(0).message().body().truncated());
        assertEquals(20, found.get(0).message().body().length());
        assertFalse(found.get(1).message().body().truncated());
    }

    @Test
    void bytesThatAreNotHttpEndTheParse() {
        assertFalse(HttpMessageParser.looksLikeHttp(bytes("\u0016\u0003\u0001\u0002\u0000\r\n")));
        assertTrue(HttpMessageParser.looksLikeHttp(bytes("GET / HTTP/1.1\r\n")));
        byte[] data = bytes("GET / HTTP/1.1\r\n\r\n", "SSH-2.0-OpenSSH\r\n");
        assertEquals(1, HttpMessageParser.parse(data, Direction.CLIENT_TO_SERVER, List.of(), true, 1024).size());
    }
}
