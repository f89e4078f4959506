package io.pcaplens.rest.edge;

import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.concurrent.TimeoutException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

class CheckedBodyTest {

    /** The container's stream over {@code bytes}, then {@code end}: a failure, or the end of the input when null. */
    private static ServletInputStream container(byte[] bytes, IOException end) {
        InputStream in = new ByteArrayInputStream(bytes);
        return new ServletInputStream() {
            @Override
            public int read() throws IOException {
                byte[] one = new byte[1];
                return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                int n = in.read(b, off, len);
                if (n < 0 && end != null) {
                    throw end;
                }
                return n;
            }

            @Override
            public boolean isFinished() {
                return false;
            }

            @Override
            public boolean isReady() {
                return true;
            }

            @Override
            public void setReadListener(ReadListener listener) {
            }
        };
    }

    private static RequestBodyRefused refusalReading(CheckedBody body) {
        return assertThrows(RequestBodyRefused.class, () -> body.readAllBytes());
    }

    @Test
    void aBodyOfTheAnnouncedLengthReadsAsSent() throws IOException {
        assertEquals("hello", new String(new CheckedBody(container("hello".getBytes(), null), 5, 10).readAllBytes()));
        assertEquals("chunked", new String(new CheckedBody(container("chunked".getBytes(), null), -1, 10).readAllBytes()));
    }

    @Test
    void aBodyShorterThanItsContentLengthIsTheClientsMistake() {
        RequestBodyRefused r = refusalReading(new CheckedBody(container(new byte[7], null), 100, 1000));
        assertEquals(400, r.status());
        assertEquals("the request body ended after 7 of the 100 bytes its Content-Length announced", r.getMessage());
    }

    @Test
    void aBodyThatStopsArrivingTimesOut() {
        IOException timeout = new IOException(new TimeoutException());
        RequestBodyRefused r = refusalReading(new CheckedBody(container(new byte[3], timeout), 100, 1000));
        assertEquals(408, r.status());
        assertSame(timeout, r.getCause());
        assertEquals(400, refusalReading(new CheckedBody(container(new byte[3], new IOException("reset")), 100, 1000)).status());
    }

    @Test
    void aBodyLargerThanTheLimitIsRefusedAsSoonAsItPassesIt() {
        assertEquals(413, refusalReading(new CheckedBody(container(new byte[11], null), -1, 10)).status());
    }

    @Test
    void theRefusalIsFoundBehindTheWrappersOfFrameworks() {
        RequestBodyRefused r = RequestBodyRefused.tooLarge(1);
        assertSame(r, RequestBodyRefused.in(new RuntimeException(new UncheckedIOException(r))));
        assertEquals(null, RequestBodyRefused.in(new RuntimeException(new IOException())));
    }
}
