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
    void nearMissesOfTheDelimiterStayInTheFile() throws IOException {
        String delimiter = "\r\n--" + BOUNDARY;
        List<String> nearMisses = List.of(
                delimiter.substring(0, delimiter.length() - 1) + "Q",          // all but its last byte
                delimiter.substring(0, 9) + "#" + delimiter.substring(10),     // one byte changed inside
                BOUNDARY,                                                      // no line break and dashes
                "\r\n-" + BOUNDARY,                                            // one dash short
                "zzzz" + delimiter.substring(4) + delimiter.substring(0, 6));     // its tail, then its head
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        Random random = new Random(2);
        for (String miss : nearMisses) {
            byte[] noise = new byte[1 + random.nextInt(70_000)];
            random.nextBytes(noise);
            file.writeBytes(noise);
            file.writeBytes(miss.getBytes(StandardCharsets.ISO_8859_1));
        }
        byte[] bytes = file.toByteArray();
        for (int chunk : new int[]{1, 5, 4096, Integer.MAX_VALUE}) {
            List<Read> parts = readAll(trickle(body(bytes, "enableDpi", "true"), chunk));
            assertEquals(2, parts.size(), "chunk " + chunk);
            assertArrayEquals(bytes, parts.get(0).body(), "chunk " + chunk);
            assertEquals("true", new String(parts.get(1).body(), StandardCharsets.UTF_8));
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

    /** A body of one file part whose Content-Disposition parameters after the name are {@code disposition}. */
    private static byte[] withDisposition(String disposition) {
        return ("--" + BOUNDARY + "\r\nContent-Disposition: form-data; name=\"file\"; " + disposition + "\r\n\r\n"
                + "x\r\n--" + BOUNDARY + "--\r\n").getBytes(StandardCharsets.UTF_8);
    }

    private static String fileNameOf(String disposition) throws IOException {
        return readAll(new ByteArrayInputStream(withDisposition(disposition))).get(0).fileName();
    }

    @Test
    void fileNamesAreReadAsUtf8AsBrowsersSendThem() throws IOException {
        // a single-byte decoding would give "rÃ©sumÃ©-æ—¥æœ¬.pcap"
        assertEquals("résumé-日本.pcap", fileNameOf("filename=\"résumé-日本.pcap\""));
        for (int chunk : new int[]{1, 3}) {
            List<Read> parts = readAll(trickle(withDisposition("filename=\"日本.pcap\""), chunk));
            assertEquals("日本.pcap", parts.get(0).fileName(), "chunk " + chunk);
        }
    }

    @Test
    void anExtendedFileNameWinsOverThePlainOne() throws IOException {
        assertEquals("résumé-日本.pcap", fileNameOf(
                "filename=\"resume.pcap\"; filename*=UTF-8''r%C3%A9sum%C3%A9-%E6%97%A5%E6%9C%AC.pcap"));
        assertEquals("résumé.pcap", fileNameOf("filename*=utf-8'fr'r%C3%A9sum%C3%A9.pcap"));
        assertEquals("résumé.pcap", fileNameOf("filename*=ISO-8859-1''r%E9sum%E9.pcap"));
        // malformed or in a charset nobody agreed on: the plain name stands
        assertEquals("plain.pcap", fileNameOf("filename*=UTF-8''bad%E9.pcap; filename=\"plain.pcap\""));
        assertEquals("plain.pcap", fileNameOf("filename*=KOI8-R''%C1.pcap; filename=\"plain.pcap\""));
        assertEquals("plain.pcap", fileNameOf("filename*=UTF-8''cut%E.pcap; filename=\"plain.pcap\""));
    }

    @Test
    void dispositionValuesMayBeTokensAndQuotedValuesMayHoldSeparators() {
        assertEquals(new DispositionParameters("file", "a;b=c.pcap"),
                DispositionParameters.of("Content-Disposition: form-data; name=file; filename=\"a;b=c.pcap\""));
        assertEquals(new DispositionParameters("enableDpi", null),
                DispositionParameters.of("content-disposition: form-data;name=\"enableDpi\""));
        // "name" is not found inside "filename", nor "filename" inside another parameter
        assertEquals(new DispositionParameters("", "x.pcap"),
                DispositionParameters.of("Content-Disposition: form-data; filename=\"x.pcap\"; xname=\"y\""));
        assertEquals(new DispositionParameters("", null), DispositionParameters.of("Content-Disposition: form-data"));
    }
}
