package io.pcaplens.rest.capture;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class MultipartStreamTest {

    private static final String BOUNDARY = "----pcaplensXyZ";
    private static final String TYPE = "multipart/form-data; boundary=" + BOUNDARY;

    private static byte[] body(byte[] file, String... fields) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(("preamble to ignore\r\n--" + BOUNDARY + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
        out.writeBytes(("Content-Disposition: form-data; name=\"file\"; filename=\"a b.pcap\"\r\n"
                + "Content-Type: application/octet-stream\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
        out.writeBytes(file);
        for (int i = 0; i < fields.length; i += 2) {
            out.writeBytes(("\r\n--" + BOUNDARY + "\r\nContent-Disposition: form-data; name=\"" + fields[i] + "\"\r\n\r\n"
                    + fields[i + 1]).getBytes(StandardCharsets.UTF_8));
        }
        out.writeBytes(("\r\n--" + BOUNDARY + "--\r\n").getBytes(StandardCharsets.ISO_8859_1));
        return out.toByteArray();
    }

    /** Hands out at most {@code chunk} bytes per read, to put delimiters across buffer edges. */
    private static InputStream trickle(byte[] data, int chunk) {
        return new ByteArrayInputStream(data) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                return super.read(b, off, Math.min(len, chunk));
            }
        };
    }

    private record Read(String name, String fileName, byte[] body) {
    }

    private static List<Read> readAll(InputStream in) throws IOException {
        MultipartStream parts = new MultipartStream(in, TYPE);
        List<Read> read = new ArrayList<>();
        Optional<MultipartStream.Part> p;
        while ((p = parts.next()).isPresent()) {
            read.add(new Read(p.get().name(), p.get().fileName(), p.get().body().readAllBytes()));
        }
        return read;
    }

    @Test
    void readsTheFileAndTheFieldsWhateverTheReadSizes() throws IOException {
        byte[] file = new byte[300_000];
        new Random(1).nextBytes(file);
        // bytes that look like the start of a delimiter inside the file
        byte[] trap = ("\r\n--" + BOUNDARY.substring(0, 8)).getBytes(StandardCharsets.ISO_8859_1);
        System.arraycopy(trap, 0, file, 65_530, trap.length);
        byte[] body = body(file, "enableDpi", "false", "enableIds", "true");
        for (int chunk : new int[]{1, 7, 4096, 65_536, Integer.MAX_VALUE}) {
            List<Read> parts = readAll(trickle(body, chunk));
            assertEquals(3, parts.size(), "chunk " + chunk);
            assertEquals("file", parts.get(0).name());
            assertEquals("a b.pcap", parts.get(0).fileName());
            assertArrayEquals(file, parts.get(0).body(), "chunk " + chunk);
            assertEquals("enableDpi", parts.get(1).name());
            assertNull(parts.get(1).fileName());
            assertEquals("false", new String(parts.get(1).body(), StandardCharsets.UTF_8));
            assertEquals("true", new String(parts.get(2).body(), StandardCharsets.UTF_8));
        }
    }

    @Test
    void anEmptyFilePartIsEmpty() throws IOException {
        List<Read> parts = readAll(new ByteArrayInputStream(body(new byte[0])));
        assertEquals(0, parts.get(0).body().length);
    }

    @Test
    void unreadPartsAreSkipped() throws IOException {
        MultipartStream parts = new MultipartStream(new ByteArrayInputStream(body(new byte[10_000], "x", "y")), TYPE);
        parts.next();
        assertEquals("x", parts.next().orElseThrow().name());
        assertEquals(Optional.empty(), parts.next());
    }

    @Test
    void aTruncatedBodyIsAnError() {
        byte[] body = body(new byte[1000]);
        byte[] cut = java.util.Arrays.copyOf(body, body.length - 30);
        assertThrows(MultipartStream.MalformedException.class, () -> readAll(new ByteArrayInputStream(cut)));
    }

    @Test
    void theBoundaryComesFromTheContentType() {
        assertEquals(Optional.of("abc"), MultipartStream.boundary("multipart/form-data; boundary=abc"));
        assertEquals(Optional.of("a b"), MultipartStream.boundary("multipart/form-data; boundary=\"a b\"; x=y"));
        assertEquals(Optional.empty(), MultipartStream.boundary("multipart/form-data"));
        assertThrows(MultipartStream.MalformedException.class,
                () -> new MultipartStream(new ByteArrayInputStream(new byte[0]), "multipart/form-data"));
    }
}
